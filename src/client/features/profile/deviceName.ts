import type { Translate } from '@/client/api/errors';

/** Browsers by a mark of their User-Agent, the more specific first (Edge and Opera also say 'Chrome'). */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems likewise: an iPhone's says 'like Mac OS X', and Android's 'Linux'. */
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, marks: [RegExp, string][]) => marks.find(([mark]) => mark.test(userAgent))?.[1];

/** What a User-Agent says in a reader's words: its browser and system, each when it names one we know. */
export interface Device {
  browser?: string;
  system?: string;
}

/** The browser and operating system a User-Agent names ('Chrome' and 'Windows'); neither for one we cannot read. */
export function deviceOf(userAgent: string): Device {
  return { browser: firstMatch(userAgent, BROWSERS), system: firstMatch(userAgent, SYSTEMS) };
}

/**
 * A session's device as a person reads it: 'Chrome on Windows', else what the User-Agent names of it, else the
 * User-Agent as the browser sent it, or 'Unknown device' when it sent none.
 */
export function deviceLabel(userAgent: string, t: Translate): string {
  const { browser, system } = deviceOf(userAgent);
  if (browser && system) return t('admin:profile.sessions.browserOn', { browser, system });
  return browser ?? system ?? (userAgent.trim() || t('admin:profile.sessions.unknownDevice'));
}
