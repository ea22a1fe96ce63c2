import { PRELOADED_RESPONSES_ID, apiRequestKey, pageDataFor, type PreloadedResponses } from '@/common/route-data';
import type { Language } from '@/common/language';
import type { ApiReader } from '@/common/page-render';
import { escapeMarkup, serializeJsonLd } from './escape';

export type { ApiReader };

/** The script files a lazy chunk needs beyond the entry's (the build's chunk-groups.json), as URL paths. */
export type ChunkScripts = (chunk: string) => string[];

/**
 * Reads the build's chunk-groups.json (chunk group name -> files): the entry's scripts are in the page already, so
 * a lazy chunk's own are those not among them.
 */
export function chunkScriptsFrom(manifestJson: string | undefined): ChunkScripts {
  if (!manifestJson) return () => [];
  const groups = JSON.parse(manifestJson) as Record<string, string[]>;
  const entry = new Set(groups.main ?? []);
  return (chunk) => (groups[chunk] ?? []).filter((file) => !entry.has(file)).map((file) => `/${file}`);
}

/**
 * The tags that spare a public page its second round trip: the answers its first render reads (in the page's
 * language, as the client asks for them), as a JSON data
 * block (not executed, so the CSP's ban on inline scripts holds), a preload of its largest image above the fold,
 * and of its lazy chunk's scripts (otherwise requested only once the entry has run). Empty for any other page;
 * answers that could not be read are left out (the page then fetches them itself). A server-rendered page
 * (`withAnswers: false`) carries its store instead of the answers.
 */
export async function renderPreloadTags(
  url: string,
  language: Language,
  read: ApiReader,
  chunkScripts: ChunkScripts = () => [],
  { withAnswers = true }: { withAnswers?: boolean } = {},
): Promise<string> {
  const page = pageDataFor(url, language);
  if (!page) return '';
  const answers = await Promise.all(
    page.requests.map(async (request) => [apiRequestKey(request), await read(request)] as const),
  );
  const responses: PreloadedResponses = Object.fromEntries(answers.filter(([, answer]) => answer.status < 500));
  const hero = page.heroImage?.(responses);
  return [
    ...(hero
      ? [
          `<link rel="preload" as="image" imagesrcset="${escapeMarkup(hero.image.srcset)}" imagesizes="${escapeMarkup(hero.sizes)}" fetchpriority="high">`,
        ]
      : []),
    // The page's chunk and its language's texts, which the browser needs before it can draw or hydrate the page.
    ...[...chunkScripts(page.chunk), ...chunkScripts(`texts-${language}`)].map(
      (href) => `<link rel="preload" as="script" href="${escapeMarkup(href)}">`,
    ),
    ...(withAnswers
      ? [`<script id="${PRELOADED_RESPONSES_ID}" type="application/json">${serializeJsonLd(responses)}</script>`]
      : []),
  ].join('\n');
}
