import type { ImageSet } from './api/image';
import { categoryListRequest, categoryListViewOf } from './category-list';
import { pageFromQuery } from './paging';
import { ARTICLE_PAGE_SIZE } from './constants';
import { paths, routePatterns } from './routes';

/**
 * What each public page reads from the API (paths under /v1) on its first render, given its URL, so the server
 * can answer those reads inside the page (DESIGN.md 5) and the client can take them from there instead of the
 * network. Every list here must match what the page's queries request, or the page simply fetches as usual.
 */

/** How wide each page's main image is drawn; the page and the server's image preload use the same value. */
export const IMAGE_SIZES = {
  heroSlide: '100vw',
  productDetail: '(min-width: 900px) 50vw, 100vw',
  articleDetail: '(min-width: 900px) 852px, 100vw',
} as const;

/** An API answer as the server gave it, keyed by `apiRequestKey` of its path. */
export interface PreloadedResponse {
  status: number;
  body: unknown;
}
export type PreloadedResponses = Record<string, PreloadedResponse>;

/** The largest image above the fold, which the browser should start loading before any script runs. */
export interface HeroImage {
  image: ImageSet;
  sizes: string;
}

interface PageData {
  /** The page's lazy chunk (its webpackChunkName in client/app/router.tsx), fetched with the page. */
  chunk: string;
  /** API paths (under /v1, with their query) the page reads first. */
  requests: string[];
  /** The page's largest image above the fold, from the answers to `requests`. */
  heroImage?: (responses: PreloadedResponses) => HeroImage | undefined;
}

type ParamReader = (params: { id?: string; search: URLSearchParams }) => Omit<PageData, 'chunk'>;

/** The id of a detail page as the API accepts it; anything else fetches nothing. */
const idOf = (segment: string | undefined) => (segment && /^[1-9]\d{0,9}$/.test(segment) ? segment : undefined);

const SITE = '/site';

/** `data.<field>` of the answer to `request`, when it succeeded. */
function answerData(responses: PreloadedResponses, request: string): Record<string, unknown> | undefined {
  const response = responses[apiRequestKey(request)];
  if (!response || response.status !== 200) return undefined;
  const data = (response.body as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

const imageAt = (data: Record<string, unknown> | undefined, field: string, sizes: string) => {
  const image = data?.[field] as ImageSet | null | undefined;
  return image ? { image, sizes } : undefined;
};

const staticPage =
  (...requests: string[]): ParamReader =>
  () => ({ requests: [SITE, ...requests] });

const detailPage =
  (request: (id: string) => string, hero?: { field: string; sizes: string }): ParamReader =>
  ({ id }) => {
    const valid = idOf(id);
    if (!valid) return { requests: [SITE] };
    const path = request(valid);
    return {
      requests: [SITE, path],
      ...(hero && { heroImage: (responses) => imageAt(answerData(responses, path), hero.field, hero.sizes) }),
    };
  };

/** Public pages by route pattern (react-router syntax) with their chunk; the back office preloads nothing. */
const PAGES: [pattern: string, chunk: string, read: ParamReader][] = [
  [
    paths.home,
    'public-home',
    () => ({
      requests: [SITE, '/home', '/articles/home'],
      heroImage: (responses) => {
        const slides = answerData(responses, '/home')?.slides as { image: ImageSet }[] | undefined;
        return slides?.[0] ? { image: slides[0].image, sizes: IMAGE_SIZES.heroSlide } : undefined;
      },
    }),
  ],
  [paths.careers, 'public-careers', staticPage('/careers')],
  [routePatterns.careerDetail, 'public-careers', detailPage((id) => `/careers/${id}`)],
  [
    paths.categories,
    'public-catalogue',
    ({ search }) => ({ requests: [SITE, categoryListRequest(categoryListViewOf(search))] }),
  ],
  [routePatterns.categoryProducts, 'public-catalogue', detailPage((id) => `/products/category/${id}`)],
  [
    routePatterns.productDetail,
    'public-catalogue',
    detailPage((id) => `/products/${id}`, { field: 'product_image', sizes: IMAGE_SIZES.productDetail }),
  ],
  [
    paths.articles,
    'public-articles',
    ({ search }) => ({ requests: [SITE, `/articles?limit=${ARTICLE_PAGE_SIZE}&page=${pageFromQuery(search)}`] }),
  ],
  [
    routePatterns.articleDetail,
    'public-articles',
    detailPage((id) => `/articles/${id}`, { field: 'article_image', sizes: IMAGE_SIZES.articleDetail }),
  ],
  [paths.gallery, 'public-gallery', staticPage('/galleries')],
  [paths.whatsNew, 'public-whatsnew', staticPage('/whatsnew')],
  [paths.about, 'public-about', staticPage()],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = PAGES.map(([pattern, chunk, read]) => ({
  regExp: new RegExp(`^${escapeRegExp(pattern).replace(':id', '([^/]+)')}/?$`),
  chunk,
  read,
}));

/** What the public page at `url` (path and query) reads first; undefined for any other page. */
export function pageDataFor(url: string): PageData | undefined {
  const parsed = new URL(url, 'http://localhost');
  for (const { regExp, chunk, read } of MATCHERS) {
    const match = regExp.exec(parsed.pathname);
    if (match) return { chunk, ...read({ id: match[1], search: parsed.searchParams }) };
  }
  return undefined;
}

/**
 * One spelling of an API request (its path under /v1 and its query, parameters sorted), so a request the page
 * builds with `params` finds the answer the server filed under a literal query string.
 */
export function apiRequestKey(pathAndQuery: string): string {
  const parsed = new URL(pathAndQuery, 'http://localhost');
  const query = [...parsed.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return query.length ? `${parsed.pathname}?${new URLSearchParams(query).toString()}` : parsed.pathname;
}

/** The id of the `<script type="application/json">` block that carries the answers in the page. */
export const PRELOADED_RESPONSES_ID = 'preloaded-responses';
