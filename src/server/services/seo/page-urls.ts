import { SEO_LANGUAGES, type LanguageAlternate, type SeoLanguage } from './page-head';

/** A page request as the head needs it: the path without trailing slash, and the language `?lang=` names. */
export interface PageRequest {
  path: string;
  language: SeoLanguage;
  /** Whether `?lang=` named the language (the canonical URL then keeps it). */
  languageNamed: boolean;
}

const isSeoLanguage = (value: string | null): value is SeoLanguage => SEO_LANGUAGES.includes(value as SeoLanguage);

export function parsePageRequest(url: string): PageRequest {
  const parsed = new URL(url, 'http://localhost');
  const named = parsed.searchParams.get('lang');
  return {
    path: parsed.pathname.replace(/(.)\/+$/, '$1'),
    language: isSeoLanguage(named) ? named : 'en',
    languageNamed: isSeoLanguage(named),
  };
}

/** The absolute URL of a site path, in the given language when there is one. */
export function siteUrl(publicUrl: string, path: string, language?: SeoLanguage): string {
  return `${publicUrl}${path}${language ? `?lang=${language}` : ''}`;
}

/** The page in each language, and without `?lang=` as the default. */
export function languageAlternates(publicUrl: string, path: string): LanguageAlternate[] {
  return [
    ...SEO_LANGUAGES.map((language) => ({ hreflang: language, url: siteUrl(publicUrl, path, language) })),
    { hreflang: 'x-default', url: siteUrl(publicUrl, path) },
  ];
}
