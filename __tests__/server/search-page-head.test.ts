import { paths } from '@/common/routes';
import { testDatabases, useSharedTestApp } from './helpers/test-app';

// Shaped like the production build: html-webpack-plugin minifies and drops attribute quotes.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Template</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';

// Read with patterns rather than a DOM, as the other page tests of the server suite do.
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
const languageOf = (html: string) => /<html lang="?([\w-]+)/.exec(html)?.[1];

describe.each(testDatabases())('the search results page (%s)', (kind) => {
  const t = useSharedTestApp(kind, {}, { clientFiles: { 'index.html': TEMPLATE } });

  it.each([
    ['en', 'Search results for “emulsifier”'],
    ['id', 'Hasil pencarian untuk “emulsifier”'],
  ])(
    'answers 200 in %s with the searched text in its title, as the page names it, and is kept out of the index',
    async (language, title) => {
      const response = await t.app.inject({ method: 'GET', url: `${paths.search}?q=emulsifier&lang=${language}` });

      expect(response.statusCode).toBe(200);
      expect(languageOf(response.body)).toBe(language);
      expect(titleOf(response.body)).toBe(`${title} | ${t.config.site.shortName}`);
      expect(robotsOf(response.body)).toBe('noindex');
    },
  );

  it('escapes the searched text in its title, and without a text long enough to search names the page', async () => {
    const shortName = t.config.site.shortName;
    const hostile = await t.app.inject({ method: 'GET', url: `${paths.search}?q=${encodeURIComponent(' <b>x</b> ')}` });
    expect(titleOf(hostile.body)).toBe(`Search results for “&lt;b&gt;x&lt;/b&gt;” | ${shortName}`);
    const short = await t.app.inject({ method: 'GET', url: `${paths.search}?q=a` });
    expect(titleOf(short.body)).toBe(`Search | ${shortName}`);
  });

  it('is not in the sitemap', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });

    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`${paths.categories}</loc>`);
    expect(sitemap.body).not.toContain(paths.search);
  });
});
