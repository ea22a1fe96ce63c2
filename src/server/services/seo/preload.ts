import { heroImageOf } from '@/common/hero-image';
import type { Language } from '@/common/language';
import type { PageRecord } from '@/common/page-render';
import { matchRoute } from '@/common/routes';
import { escapeMarkup } from './escape';

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
 * The tags that spare a public page a round trip: a preload of its largest image above the fold (found in the
 * page's record, when it was rendered) and of its lazy chunk's scripts and its language's texts (otherwise requested
 * only once the entry has run). Empty for any other page.
 */
export function renderPreloadTags(
  url: string,
  language: Language,
  record: PageRecord | null | undefined,
  chunkScripts: ChunkScripts = () => [],
): string {
  const pathname = new URL(url, 'http://localhost').pathname;
  const route = matchRoute(pathname)?.route;
  if (route?.area !== 'site' || !route.chunk) return '';
  const hero = heroImageOf(pathname, record);
  return [
    ...(hero
      ? [
          `<link rel="preload" as="image" imagesrcset="${escapeMarkup(hero.image.srcset)}" imagesizes="${escapeMarkup(hero.sizes)}" fetchpriority="high">`,
        ]
      : []),
    // The page's chunk and its language's texts, which the browser needs before it can draw or hydrate the page.
    ...[...chunkScripts(route.chunk), ...chunkScripts(`texts-${language}`)].map(
      (href) => `<link rel="preload" as="script" href="${escapeMarkup(href)}">`,
    ),
  ].join('\n');
}
