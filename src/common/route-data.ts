import type { ImageSet } from './api/image';
import { parseId } from './ids';
import type { Language } from './language';
import { matchRoute } from './routes';

/**
 * What each public page reads from the API (paths under /v1) on its first render, given its URL, so the server
 * can answer those reads inside the page (DESIGN.md 5) and the client can take them from there instead of the
 * network. The reads are those of the page's record in routes.ts; each must match what the page's queries
 * request, or the page simply fetches as usual.
 */

/** How wide each page's main image is drawn; the page and the server's image preload use the same value. */
export const IMAGE_SIZES = {
  heroSlide: '100vw',
  productDetail: '(min-width: 900px) 50vw, 100vw',
  articleDetail: '(min-width: 900px) 852px, 100vw',
  // Below 600px a category card spans the container less its own and the container's padding (16px each side, twice).
  categoryCard: '(min-width: 900px) 240px, (min-width: 600px) 200px, calc(100vw - 64px)',
} as const;
export type ImageSizeName = keyof typeof IMAGE_SIZES;

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

/** The id of a detail page as the API accepts it; anything else fetches nothing. */
const idOf = (segment: string | undefined) => (parseId(segment) === undefined ? undefined : segment);

/** Every public page reads the site's settings first. */
const SITE = '/site';

/** `data` of the answer to `request`, when it succeeded. */
function answerData(responses: PreloadedResponses, request: string): Record<string, unknown> | undefined {
  const response = responses[apiRequestKey(request)];
  if (!response || response.status !== 200) return undefined;
  const data = (response.body as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

/** An API read in `language`, as the client asks for it (its `?lang=`). */
function inLanguage(request: string, language: Language): string {
  return `${request}${request.includes('?') ? '&' : '?'}lang=${language}`;
}

/** What the public page at `url` (path and query) reads first, in `language`; undefined for any other page. */
export function pageDataFor(url: string, language: Language): PageData | undefined {
  const parsed = new URL(url, 'http://localhost');
  const match = matchRoute(parsed.pathname);
  const chunk = match?.route.chunk;
  const data = match?.route.data;
  if (!match || !chunk || !data) return undefined;
  const id = idOf(match.id);
  if (match.id !== undefined && !id) return { chunk, requests: [inLanguage(SITE, language)] };
  const reads = data.reads({ id: id ?? '', search: parsed.searchParams }).map((read) => inLanguage(read, language));
  const hero = data.heroImage;
  const first = reads[0];
  return {
    chunk,
    requests: [inLanguage(SITE, language), ...reads],
    ...(hero &&
      first !== undefined && {
        heroImage: (responses: PreloadedResponses) => {
          const answer = answerData(responses, first);
          const image = answer && hero.from(answer);
          return image ? { image, sizes: IMAGE_SIZES[hero.sizes] } : undefined;
        },
      }),
  };
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
