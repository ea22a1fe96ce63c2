import { LANGUAGES, type Language } from '@/common/language';

/** The languages the site speaks (see negotiateLanguage for which one a page is written in). */
export const SEO_LANGUAGES = LANGUAGES;
export type SeoLanguage = Language;

/** A schema.org object, written into the page as JSON-LD. */
export type StructuredData = Record<string, unknown>;

export interface HeadImage {
  /** Absolute URL. */
  url: string;
  /** Unknown for the SVG logo that stands in when a page has no image of its own. */
  width?: number;
  height?: number;
  alt: string;
}

export interface LanguageAlternate {
  /** `en`, `id` or `x-default`. */
  hreflang: string;
  url: string;
}

interface HeadBase {
  /** The HTTP status the page answers with. */
  status: 200 | 404 | 503;
  language: SeoLanguage;
  /** The whole `<title>`, site name included. */
  title: string;
  description: string;
}

/** A page search engines may index and link previews may show. */
export interface PublicPageHead extends HeadBase {
  kind: 'public';
  /** Absolute; the page in its own language. */
  canonicalUrl: string;
  alternates: LanguageAlternate[];
  social: {
    /** The page's own name, without the site name. */
    title: string;
    type: 'website' | 'article' | 'product';
    siteName: string;
    /** `en_US` or `id_ID`, and the other one. */
    locale: string;
    alternateLocale: string;
    image: HeadImage;
    /** Whether the image is the page's own (a large preview card) rather than the logo. */
    largeImage: boolean;
  };
  structuredData: StructuredData[];
}

/** A page kept out of search results: the back office, sign-in, and anything not found. */
export interface HiddenPageHead extends HeadBase {
  kind: 'hidden';
  robots: 'noindex' | 'noindex, nofollow';
}

/** Everything the server writes into a page's `<head>`. */
export type PageHead = PublicPageHead | HiddenPageHead;
