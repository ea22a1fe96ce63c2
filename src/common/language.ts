/** The languages the site speaks; English when nothing asks for another. */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Remembers the visitor's choice, so the server writes a typed or bookmarked page in it from the first byte. */
export const LANGUAGE_COOKIE = 'lang';
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The `document.cookie` assignment (or Set-Cookie value) that remembers `language` for a year. */
export const languageCookie = (language: Language) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;

/** One of ours for a language tag ('id-ID', 'en-GB'); 'in' is Indonesian's former code, still sent by some systems. */
function languageOfTag(tag: string): Language | undefined {
  const base = tag.trim().toLowerCase().split('-')[0];
  if (base === 'in') return 'id';
  return isLanguage(base) ? base : undefined;
}

/** The tags of an Accept-Language header, most wanted first: by q-value, then in the order given; q=0 refuses. */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';');
      const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ tag, quality }) => tag !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The value of the language cookie in a Cookie header or `document.cookie`, when it names one of ours. */
function languageFromCookies(cookies: string): Language | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (isLanguage(value)) return value;
  }
  return undefined;
}

export interface LanguageSignals {
  /** The value of `?lang=`. */
  query?: string | null;
  /** The Cookie header, or `document.cookie`. */
  cookie?: string | null;
  /** The Accept-Language header, or `navigator.languages` (most wanted first). */
  acceptLanguage?: string | readonly string[] | null;
}

/**
 * The language of a page, the same on the server and in the browser: `?lang=` (shared links, crawlers), then the
 * remembered choice, then the browser's languages, else English.
 */
export function negotiateLanguage({ query, cookie, acceptLanguage }: LanguageSignals): Language {
  if (isLanguage(query)) return query;
  const remembered = cookie ? languageFromCookies(cookie) : undefined;
  if (remembered) return remembered;
  const tags = typeof acceptLanguage === 'string' ? acceptedTags(acceptLanguage) : (acceptLanguage ?? []);
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
