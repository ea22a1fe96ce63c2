import { escapeMarkup } from './escape';
import { languageAlternates, siteUrl } from './page-urls';
import type { SitemapEntry } from './sitemap-entries';

/** Pure: the sitemap XML, each page with its language alternates; every value escaped. */
export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) =>
    [
      '  <url>',
      `    <loc>${escapeMarkup(siteUrl(publicUrl, path))}</loc>`,
      ...(lastModified ? [`    <lastmod>${escapeMarkup(lastModified)}</lastmod>`] : []),
      ...languageAlternates(publicUrl, path).map(
        ({ hreflang, url }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(url)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
