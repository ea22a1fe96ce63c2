import type { ToastText } from '@/client/app/ui/toast';

/** The keys of one wait's text, in seconds and in minutes, each with plural forms by `count`. */
export interface WaitKeys {
  seconds: string;
  minutes: string;
}

/** A wait as text: in seconds under two minutes, else in whole minutes. */
export function waitMessage(keys: WaitKeys, seconds: number): ToastText {
  return seconds < 120
    ? { key: keys.seconds, params: { count: seconds } }
    : { key: keys.minutes, params: { count: Math.ceil(seconds / 60) } };
}
