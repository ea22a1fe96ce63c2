import { paths } from '@/common/routes';
import { WRITE_ROUTES, sendWrite, writeName, type Fixture } from '../helpers/attacks';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/test-app';

const SCRIPT = '<script>alert(1)</script>';
// Shaped like the production build (html-webpack-plugin minifies and drops attribute quotes).
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Template</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';

/** Every string anywhere in a JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const hostileStrings = (value: unknown) => stringsIn(value).filter((text) => text.includes('alert(1)'));

/**
 * The copies of the text in a string that are not exact (encoded, escaped or cut); empty when every copy is
 * exact. A string may join several fields, as What's New does with a career's name and position.
 */
const alteredCopies = (text: string) => (text.split(SCRIPT).join('').includes('alert(1)') ? [text] : []);

interface ScriptTag {
  attributes: string;
  content: string;
}

// A regular expression is enough here: the pages are the server's own template output, and anything it fails to
// recognise as a data block or a bundle counts as an executable script below.
const scriptTags = (html: string): ScriptTag[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map(([, attributes, content]) => ({
    attributes: attributes!,
    content: content!,
  }));

const isDataBlock = ({ attributes }: ScriptTag) => /\btype=["']?application\/(ld\+)?json\b/i.test(attributes);
const isBundle = ({ attributes, content }: ScriptTag) => /\bsrc=/i.test(attributes) && content.trim() === '';

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };
const titleOf = (html: string) =>
  /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.replace(/&(lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity]!);

interface Created {
  careerId: number;
  categoryId: number;
  productId: number;
  articleId: number;
  photoId: number;
}

const post = (url: string) => WRITE_ROUTES.find((write) => writeName(write) === `POST ${url}`)!;

describe.each(testDatabases())('script text in every field (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let created: Created;
  const creations: Record<string, unknown> = {};

  /** Creates the entity through the API with SCRIPT in each text field; answers its id. */
  async function create(url: string, body: Record<string, unknown>): Promise<number> {
    const response = await sendWrite(t, post(url), {} as Fixture, body, { token });
    expect([url, response.statusCode]).toEqual([url, 201]);
    creations[url] = response.json();
    return response.json<{ data: { id: number } }>().data.id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clientFiles: { 'index.html': TEMPLATE } });
    token = await t.login();
    const career = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/careers',
      headers: bearer(token),
      payload: { name: SCRIPT, position: SCRIPT, description: SCRIPT, status: true },
    });
    creations['/v1/admin/careers'] = career.json();
    const categoryId = await create('/v1/admin/categories', { name: SCRIPT, description: SCRIPT });
    created = {
      careerId: career.json<{ data: { id: number } }>().data.id,
      categoryId,
      productId: await create('/v1/admin/products', { name: SCRIPT, description: SCRIPT, category_id: categoryId }),
      articleId: await create('/v1/admin/articles', { title: SCRIPT, content: SCRIPT, author: SCRIPT }),
      photoId: await create('/v1/admin/galleries', { name: SCRIPT }),
    };
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers each create with every text field exactly as sent', () => {
    expect(Object.entries(creations).map(([url, body]) => [url, hostileStrings(body)])).toEqual([
      ['/v1/admin/careers', [SCRIPT, SCRIPT, SCRIPT]],
      ['/v1/admin/categories', [SCRIPT, SCRIPT]],
      ['/v1/admin/products', [SCRIPT, SCRIPT, SCRIPT]],
      ['/v1/admin/articles', [SCRIPT, SCRIPT, SCRIPT]],
      ['/v1/admin/galleries', [SCRIPT]],
    ]);
  });

  /** Each read, with how many of its strings carry the text at least (the entity's fields it shows). */
  const READS: [string, (ids: Created) => string, number][] = [
    ['admin career', (ids) => `/v1/admin/careers/${ids.careerId}`, 3],
    ['admin careers', () => '/v1/admin/careers', 3],
    ['public career', (ids) => `/v1/careers/${ids.careerId}`, 3],
    ['public careers', () => '/v1/careers', 3],
    ['dashboard careers', () => '/v1/admin/dashboard/careers', 2],
    ['admin category', (ids) => `/v1/admin/categories/${ids.categoryId}`, 2],
    ['admin categories', () => '/v1/admin/categories', 2],
    ['public categories with products', () => '/v1/categories/products', 3],
    ['public category products', (ids) => `/v1/products/category/${ids.categoryId}`, 3],
    ['dashboard category chart', () => '/v1/admin/dashboard/category-chart', 1],
    ['admin product', (ids) => `/v1/admin/products/${ids.productId}`, 3],
    ['admin products', () => '/v1/admin/products', 3],
    ['public product', (ids) => `/v1/products/${ids.productId}`, 3],
    ['dashboard products', () => '/v1/admin/dashboard/products', 2],
    ['admin article', (ids) => `/v1/admin/articles/${ids.articleId}`, 3],
    ['admin articles', () => '/v1/admin/articles', 3],
    ['public article', (ids) => `/v1/articles/${ids.articleId}`, 3],
    ['public articles', () => '/v1/articles', 3],
    ['home articles', () => '/v1/articles/home', 3],
    ['admin photo', (ids) => `/v1/admin/galleries/${ids.photoId}`, 1],
    ['admin photos', () => '/v1/admin/galleries', 1],
    ['public gallery', () => '/v1/galleries', 1],
    ["what's new (product, career, article)", () => '/v1/whatsnew', 6],
    ['home (featured category)', () => '/v1/home', 1],
  ];

  it.each(READS)('gives the text back unchanged, never HTML-encoded, in the %s answer', async (_read, url, atLeast) => {
    const response = await t.app.inject({ method: 'GET', url: url(created), headers: bearer(token) });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const found = hostileStrings(response.json());
    expect(found.length).toBeGreaterThanOrEqual(atLeast);
    expect(found.flatMap(alteredCopies)).toEqual([]);
    expect(response.body).not.toMatch(/&lt;|&#/);
  });

  const PAGES: [string, (ids: Created) => string, boolean][] = [
    ['career detail', (ids) => paths.careerDetail(ids.careerId), true],
    ['careers', () => paths.careers, false],
    ['article detail', (ids) => paths.articleDetail(ids.articleId), true],
    ['articles', () => paths.articles, false],
    ['category products', (ids) => paths.categoryProducts(ids.categoryId), true],
    ['categories', () => paths.categories, false],
    ['product detail', (ids) => paths.productDetail(ids.productId), true],
    ["what's new", () => paths.whatsNew, false],
    ['gallery', () => paths.gallery, false],
    ['home', () => paths.home, false],
    ['admin career detail', (ids) => paths.admin.careerDetail(ids.careerId), false],
    ['admin product detail', (ids) => paths.admin.productDetail(ids.productId), false],
    ['admin article detail', (ids) => paths.admin.articleDetail(ids.articleId), false],
  ];

  it.each(PAGES)(
    'writes the %s page with no raw <script>alert(1) and no inline script, the text only as escaped or JSON data',
    async (_page, url, namedInHead) => {
      const response = await t.app.inject({ method: 'GET', url: url(created) });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).not.toMatch(/<script>alert\(1\)/i);
      const scripts = scriptTags(response.body);
      const executable = scripts.filter((script) => !isDataBlock(script) && !isBundle(script));
      expect(executable).toEqual([]);
      const data = scripts.filter(isDataBlock).map((script) => JSON.parse(script.content) as unknown);
      expect(hostileStrings(data).flatMap(alteredCopies)).toEqual([]);
      if (namedInHead) expect(titleOf(response.body)).toMatch(/^<script>alert\(1\)<\/script> \| /);
    },
  );
});
