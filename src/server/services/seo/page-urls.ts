import { DEFAULT_LANGUAGE, negotiateLanguage } from '@/common/language';
import { SEO_LANGUAGES, type LanguageAlternate, type SeoLanguage } from './page-head';

/** A page request as the head needs it: the path without trailing slash, and the language it is written in. */
export interface PageRequest {
  path: string;
  language: SeoLanguage;
  /**
   * Whether the page's links name the language with `?lang=`: when `?lang=` chose it, and whenever it is not the
   * default, so the canonical URL of an Indonesian page is the Indonesian one whatever made it Indonesian.
   */
  languageNamed: boolean;
}

/** What the visitor's browser says about languages: the Cookie and Accept-Language headers. */
export interface LanguageHeaders {
  cookie?: string;
  acceptLanguage?: string;
}

export function parsePageRequest(url: string, headers: LanguageHeaders = {}): PageRequest {
  const parsed = new URL(url, 'http://localhost');
  const language = negotiateLanguage({ query: parsed.searchParams.get('lang'), ...headers });
  return {
    path: parsed.pathname.replace(/(.)\/+$/, '$1'),
    language,
    languageNamed: parsed.searchParams.get('lang') === language || language !== DEFAULT_LANGUAGE,
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
