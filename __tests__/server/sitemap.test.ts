import { JSDOM } from 'jsdom';
import { paths } from '@/common/routes';
import { countStatements } from './helpers/catalogue';
import { testDatabases, useSharedTestApp } from './helpers/test-app';

const BASE = 'https://www.sinaraditif.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const at = (day: number) => `2024-06-${String(day).padStart(2, '0')}T09:30:00.000Z`;

/** The sitemap parsed as XML (a malformed document throws): each <loc> with its <lastmod> and alternates. */
function parseSitemap(xml: string) {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
  return new Map(
    [...document.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => [
      url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '',
      {
        lastmod: url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? undefined,
        alternates: Object.fromEntries(
          [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => [
            link.getAttribute('hreflang'),
            link.getAttribute('href'),
          ]),
        ),
      },
    ]),
  );
}

describe.each(testDatabases())('crawler files (%s)', (kind) => {
  const t = useSharedTestApp(kind, { PUBLIC_URL: BASE });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /** Two categories, three products, two articles, two active careers and an inactive one, each with its own date. */
  async function seed(suffix = '') {
    const { repos } = t.app;
    const category = (name: string) => ({ name: `${name}${suffix}`, description: '', image: null });
    const sweeteners = await repos.categories.create(category('Sweeteners'), at(1));
    const acids = await repos.categories.create(category('Amino acids'), at(2));
    const products = [
      await repos.products.create({ category_id: sweeteners, name: 'Aspartame', description: '', image: null }, at(3)),
      await repos.products.create({ category_id: sweeteners, name: 'Sucralose', description: '', image: null }, at(4)),
      await repos.products.create({ category_id: acids, name: 'L-Lysine', description: '', image: null }, at(5)),
    ];
    const article = { content: 'Text', author: 'Dewi', image: null };
    const articles = [
      await repos.articles.create({ ...article, title: 'Sweeteners today' }, at(6)),
      await repos.articles.create({ ...article, title: 'Amino acids in feed' }, at(7)),
    ];
    const career = { position: 'Staff', description: 'Work' };
    const careers = [
      (await repos.careers.create({ ...career, name: 'Sales', status: true }, at(8))).id,
      (await repos.careers.create({ ...career, name: 'Regulatory', status: true }, at(9))).id,
    ];
    const inactiveCareer = (await repos.careers.create({ ...career, name: 'Closed', status: false }, at(20))).id;
    return { categories: [sweeteners, acids], products, articles, careers, inactiveCareer };
  }

  describe('GET /sitemap.xml', () => {
    it('lists every public page and every category, product, article and active career with its lastmod', async () => {
      const ids = await seed();

      const response = await get('/sitemap.xml');

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const entries = parseSitemap(response.body);
      const expected: [string, string | undefined][] = [
        [paths.home, undefined],
        [paths.categories, at(5)],
        [paths.careers, at(9)],
        [paths.articles, at(7)],
        [paths.whatsNew, at(9)],
        [paths.gallery, undefined],
        [paths.about, undefined],
        [paths.categoryProducts(ids.categories[0]!), at(1)],
        [paths.categoryProducts(ids.categories[1]!), at(2)],
        [paths.productDetail(ids.products[0]!), at(3)],
        [paths.productDetail(ids.products[1]!), at(4)],
        [paths.productDetail(ids.products[2]!), at(5)],
        [paths.articleDetail(ids.articles[0]!), at(6)],
        [paths.articleDetail(ids.articles[1]!), at(7)],
        [paths.careerDetail(ids.careers[0]!), at(8)],
        [paths.careerDetail(ids.careers[1]!), at(9)],
      ];
      expect([...entries].map(([loc, entry]) => [loc, entry.lastmod])).toEqual(
        expected.map(([path, lastmod]) => [`${BASE}${path}`, lastmod]),
      );
      expect(entries.has(`${BASE}${paths.careerDetail(ids.inactiveCareer)}`)).toBe(false);
    });

    it('gives each page its English, Indonesian and default alternates', async () => {
      const { products } = await seed();
      const path = paths.productDetail(products[0]!);

      const entries = parseSitemap((await get('/sitemap.xml')).body);

      expect(entries.get(`${BASE}${path}`)?.alternates).toEqual({
        en: `${BASE}${path}?lang=en`,
        id: `${BASE}${path}?lang=id`,
        'x-default': `${BASE}${path}`,
      });
    });

    it('lists only the fixed pages when there is no content', async () => {
      const entries = parseSitemap((await get('/sitemap.xml')).body);

      expect([...entries.keys()]).toEqual(
        [paths.home, paths.categories, paths.careers, paths.articles, paths.whatsNew, paths.gallery, paths.about].map(
          (path) => `${BASE}${path}`,
        ),
      );
      expect(entries.get(`${BASE}${paths.careers}`)?.lastmod).toBeUndefined();
    });

    it('runs the same number of statements however much content there is', async () => {
      const before = await countStatements(t.db, () => get('/sitemap.xml'));
      await seed(' 1');
      await seed(' 2');

      const after = await countStatements(t.db, () => get('/sitemap.xml'));

      expect(after.statements).toBe(before.statements);
      expect(after.statements).toBe(4);
      expect(parseSitemap(after.result.body).size).toBe(7 + 2 * 9);
    });
  });

  describe('GET /robots.txt', () => {
    it('closes the back office to crawlers and names the sitemap by its absolute URL', async () => {
      const response = await get('/robots.txt');

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const lines = response.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines).toEqual(
        expect.arrayContaining([
          'Disallow: /admin',
          'Disallow: /login',
          'Disallow: /logout',
          'Disallow: /forgetpass',
          `Sitemap: ${BASE}/sitemap.xml`,
        ]),
      );
      expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(4);
    });
  });
});

describe('crawler files with a PUBLIC_URL that needs escaping', () => {
  const base = 'https://example.com/r&d';
  const t = useSharedTestApp('sqlite', { PUBLIC_URL: base });

  it('escapes the URLs in the sitemap XML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });

    expect(response.body).toContain('<loc>https://example.com/r&amp;d/</loc>');
    expect(response.body).not.toMatch(/&(?!amp;)/);
    expect([...parseSitemap(response.body).keys()]).toContain(`${base}${paths.careers}`);
  });
});
