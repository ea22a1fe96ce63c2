import {
  PRELOADED_RESPONSES_ID,
  apiRequestKey,
  pageDataFor,
  type PreloadedResponse,
  type PreloadedResponses,
} from '../../../common/route-data';
import { escapeMarkup, serializeJsonLd } from './escape';

/** Answers a GET of the API (a path under /v1) the way a browser would get it. */
export type ApiReader = (pathAndQuery: string) => Promise<PreloadedResponse>;

/**
 * The tags that spare a public page its second round trip: the answers its first render reads, as a JSON data
 * block (not executed, so the CSP's ban on inline scripts holds), and a preload of its largest image above the
 * fold. Empty for any other page, and for answers that could not be read (the page then fetches them itself).
 */
export async function renderPreloadTags(url: string, read: ApiReader): Promise<string> {
  const page = pageDataFor(url);
  if (!page) return '';
  const answers = await Promise.all(page.requests.map(async (request) => [apiRequestKey(request), await read(request)] as const));
  const responses: PreloadedResponses = Object.fromEntries(answers.filter(([, answer]) => answer.status < 500));
  const hero = page.heroImage?.(responses);
  return [
    ...(hero
      ? [
          `<link rel="preload" as="image" imagesrcset="${escapeMarkup(hero.image.srcset)}" imagesizes="${escapeMarkup(hero.sizes)}" fetchpriority="high">`,
        ]
      : []),
    `<script id="${PRELOADED_RESPONSES_ID}" type="application/json">${serializeJsonLd(responses)}</script>`,
  ].join('\n');
}
