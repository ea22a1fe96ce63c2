import type { ImageSet } from '@/common/api/image';
import { paths } from '@/common/routes';
import type { HiddenPageHead, PageHead, PublicPageHead, StructuredData } from './page-head';
import { languageAlternates, siteUrl, type PageRequest } from './page-urls';
import type { SeoContext } from './seo-context';
import { breadcrumbData, logoUrl } from './structured-data';
import { SEO_TEXTS } from './texts';

const OG_LOCALES = { en: 'en_US', id: 'id_ID' } as const;

/** A public page as a resolver describes it; `publicHead` turns it into head values. */
export interface PublicPage {
  /** The canonical path (from `paths`), whatever form the request used. */
  path: string;
  /** The page's own name: the title before the site name, and og:title. */
  name: string;
  description: string;
  type?: PublicPageHead['social']['type'];
  image?: ImageSet | null;
  /** The breadcrumb after Home, as the banner shows it; absent on the home page. */
  crumbs?: { name: string; path: string }[];
  structuredData?: StructuredData[];
}

/** An absolute URL for an image the API answers (`/uploads/…`). */
export const absoluteImageUrl = (publicUrl: string, image: ImageSet) => `${publicUrl}${image.src}`;

export function publicHead(context: SeoContext, request: PageRequest, page: PublicPage): PublicPageHead {
  const { publicUrl, site } = context;
  const { language } = request;
  const url = (path: string) => siteUrl(publicUrl, path, request.languageNamed ? language : undefined);
  const crumbs = page.crumbs && [{ name: SEO_TEXTS[language].crumbs.home, path: paths.home }, ...page.crumbs];
  return {
    kind: 'public',
    status: 200,
    language,
    title: `${page.name} | ${site.shortName}`,
    description: page.description,
    canonicalUrl: url(page.path),
    alternates: languageAlternates(publicUrl, page.path),
    social: {
      title: page.name,
      type: page.type ?? 'website',
      siteName: site.companyName,
      locale: OG_LOCALES[language],
      alternateLocale: OG_LOCALES[language === 'en' ? 'id' : 'en'],
      image: page.image
        ? {
            url: absoluteImageUrl(publicUrl, page.image),
            width: page.image.width,
            height: page.image.height,
            alt: page.name,
          }
        : { url: logoUrl(publicUrl), alt: site.companyName },
      largeImage: Boolean(page.image),
    },
    structuredData: [
      ...(page.structuredData ?? []),
      ...(crumbs ? [breadcrumbData(crumbs.map((crumb) => ({ name: crumb.name, url: url(crumb.path) })))] : []),
    ],
  };
}

function hiddenHead(
  context: SeoContext,
  request: PageRequest,
  text: { title: string; description: string },
  status: HiddenPageHead['status'],
  robots: HiddenPageHead['robots'],
): HiddenPageHead {
  return {
    kind: 'hidden',
    status,
    language: request.language,
    title: `${text.title} | ${context.site.shortName}`,
    description: text.description,
    robots,
  };
}

/** A missing or inactive entity, or a path the site does not have: 404, kept out of the index. */
export const notFoundHead = (context: SeoContext, request: PageRequest): PageHead =>
  hiddenHead(context, request, SEO_TEXTS[request.language].notFound, 404, 'noindex');

/** The back office, sign-in and password pages: a generic title, never indexed. */
export const backOfficeHead = (context: SeoContext, request: PageRequest): PageHead =>
  hiddenHead(context, request, SEO_TEXTS[request.language].backOffice, 200, 'noindex, nofollow');

/** The quote request page: the visitor's own basket, nothing a search engine should list. */
export const quoteRequestHead = (context: SeoContext, request: PageRequest): PageHead =>
  hiddenHead(context, request, SEO_TEXTS[request.language].quoteRequest, 200, 'noindex');

/** The site search's results: they change with every query, so search engines should not list them. */
export function searchHead(context: SeoContext, request: PageRequest, term: string): PageHead {
  const texts = SEO_TEXTS[request.language];
  const text = term ? { ...texts.search, title: texts.searchResults(term) } : texts.search;
  return hiddenHead(context, request, text, 200, 'noindex');
}

/** When the data cannot be read: the page still loads, and crawlers are told to come back (503). */
export const unavailableHead = (context: SeoContext, request: PageRequest): PageHead =>
  hiddenHead(context, request, SEO_TEXTS[request.language].home, 503, 'noindex');
