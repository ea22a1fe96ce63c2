import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SERVER_STATE_ID } from '@/common/page-render';
import { paths } from '@/common/routes';
import { texts as en } from '@/client/i18n/texts/en';
import { texts as id } from '@/client/i18n/texts/id';
import { sendForm } from '../helpers/catalogue';
import { catalogueContent } from '../helpers/catalogue-content';
import { storedImageColumn } from '../helpers/content';
import { pinContentVersion } from '../helpers/content-version';
import { testDatabases, useTestApp } from '../helpers/test-app';

// Shaped like the production build: html-webpack-plugin minifies and drops attribute quotes.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Template</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head>' +
  '<body><noscript>This site needs JavaScript to run.</noscript><div id=root></div></body></html>';
const NOSCRIPT = 'This page needs JavaScript. Turn JavaScript on in your browser, then reload the page.';
const EMPTY_ROOT = '<div id=root></div>';

/** The renderer's source: Jest compiles it as it does the tests. */
const RENDERER = path.resolve('src/client/server.tsx');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'server-rendering-'));
/** A renderer that fails every page, as a broken build would, noting each URL it was asked for. */
const FAILING_RENDERER = path.join(scratch, 'render.js');
const FAILED_URLS = path.join(scratch, 'failed-urls.txt');
fs.writeFileSync(
  FAILING_RENDERER,
  `const fs = require('node:fs');
exports.renderBody = async ({ url }) => {
  fs.appendFileSync(${JSON.stringify(FAILED_URLS)}, url + '\\n');
  throw new Error('The renderer broke');
};
`,
);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

interface ServerState {
  ui: { language: string };
  api: { queries: Record<string, { status: string; data?: unknown }> };
}

interface Page {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  html: string;
  lang: string | undefined;
  head: string;
  /** What is inside `<div id="root">`. */
  root: string;
  state: ServerState | undefined;
}

// Read with patterns rather than a DOM: the markup is what the browser receives before any script runs.
function pageOf(response: { statusCode: number; headers: Page['headers']; body: string }): Page {
  const html = response.body;
  const state = new RegExp(`<script id="${SERVER_STATE_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  return {
    status: response.statusCode,
    headers: response.headers,
    html,
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    head: /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '',
    root: /<div id=root>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '',
    state: state ? (JSON.parse(state[1]!) as ServerState) : undefined,
  };
}

/** The store's key of a product's read, as the page's loader and its component make it. */
const productKey = (id: number, language = 'en') => `getProduct({"id":${id},"language":"${language}"})`;

/** A link to `href` whose text is `text`, as React writes it. */
const linkTo = (href: string, text: string) =>
  new RegExp(`<a\\b[^>]*\\shref="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>${text}</a>`);

describe.each(testDatabases())('server-rendered pages (%s)', (kind) => {
  describe('with the renderer', () => {
    const t = useTestApp(kind, { SSR_BUNDLE: RENDERER }, { clientFiles: { 'index.html': TEMPLATE } });

    async function getPage(url: string, headers: Record<string, string> = {}): Promise<Page> {
      return pageOf(await t.app.inject({ method: 'GET', url, headers }));
    }

    /** A product in a category, both with their Indonesian texts. */
    async function seedProduct() {
      const content = catalogueContent(t);
      const categoryId = await content.category('Sweeteners', {
        description: 'Sugar replacers',
        translations: { id: { name: 'Pemanis', description: 'Pengganti gula' } },
      });
      const productId = await content.product(categoryId, 'Sorbitol 70%', {
        description: 'A polyol for sugar-free confectionery',
        translations: { id: { name: 'Sorbitol cair', description: 'Poliol untuk permen bebas gula' } },
      });
      return { categoryId, productId };
    }

    /** A product page and its product, in English or Indonesian. */
    function expectProductPage(page: Page, ids: { categoryId: number; productId: number }, language: 'en' | 'id') {
      const product =
        language === 'en'
          ? { name: 'Sorbitol 70%', description: 'A polyol for sugar-free confectionery', category: 'Sweeteners' }
          : { name: 'Sorbitol cair', description: 'Poliol untuk permen bebas gula', category: 'Pemanis' };
      expect(page.status).toBe(200);
      expect(page.lang).toBe(language);
      expect(page.root).toContain(`>${product.name}</h2>`);
      expect(page.root).toContain(product.description);
      expect(page.root).toMatch(linkTo(paths.categoryProducts(ids.categoryId), product.category));
      expect(page.state?.ui.language).toBe(language);
      expect(page.state?.api.queries[productKey(ids.productId, language)]).toMatchObject({
        status: 'fulfilled',
        data: { id: ids.productId, name: product.name, category_name: product.category },
      });
    }

    it('comes with its content, its styles and the store it was drawn from, in English', async () => {
      const ids = await seedProduct();
      const page = await getPage(paths.productDetail(ids.productId));

      expectProductPage(page, ids, 'en');
      // The critical styles are in the head; the markup itself carries none.
      expect(page.head).toMatch(/<style data-emotion="css [^"]+">[^<]+<\/style>/);
      expect(page.root).not.toContain('<style');
      expect(page.html).not.toContain(NOSCRIPT);
      expect(page.html).not.toContain('<noscript');
    });

    it('is drawn in Indonesian for ?lang=id, the remembered choice and Accept-Language', async () => {
      const ids = await seedProduct();
      const url = paths.productDetail(ids.productId);

      expectProductPage(await getPage(`${url}?lang=id`), ids, 'id');
      expectProductPage(await getPage(url, { cookie: 'lang=id' }), ids, 'id');
      expectProductPage(await getPage(url, { 'accept-language': 'id-ID,id;q=0.9,en;q=0.5' }), ids, 'id');
      expectProductPage(await getPage(`${url}?lang=en`, { cookie: 'lang=id' }), ids, 'en');
    });

    it('draws the category list and the home page with their content', async () => {
      const ids = await seedProduct();
      await t.app.repos.slides.create({
        position: 0,
        image: await storedImageColumn(t),
        title: 'Quality first',
        subtitle: 'Since 2000',
        button_label: '',
        button_link: '',
        alt_text: 'Our warehouse',
        translations: JSON.stringify({ id: { title: 'Kualitas utama' } }),
      });

      for (const [language, query, category, slide] of [
        ['en', '', 'Sweeteners', 'Quality first'],
        ['id', '?lang=id', 'Pemanis', 'Kualitas utama'],
      ] as const) {
        const categories = await getPage(`${paths.categories}${query}`);
        expect(categories.status).toBe(200);
        expect(categories.lang).toBe(language);
        expect(categories.root).toContain(category);
        expect(categories.root).toContain(`href="${paths.categoryProducts(ids.categoryId)}"`);
        expect(categories.state?.ui.language).toBe(language);

        const home = await getPage(`${paths.home}${query}`);
        expect(home.status).toBe(200);
        expect(home.lang).toBe(language);
        expect(home.root).toContain(slide);
        expect(home.root).toContain((language === 'en' ? en : id).public.home.hero.getStarted);
        expect(home.state?.ui.language).toBe(language);
        for (const page of [categories, home]) expect(page.html).not.toContain(NOSCRIPT);
      }
    });

    it('leaves the back office and sign-in to the browser', async () => {
      for (const url of [paths.admin.dashboard, paths.admin.products, paths.login]) {
        const page = await getPage(url);
        expect(page.html).toContain(EMPTY_ROOT);
        expect(page.html).toContain(`<noscript>${NOSCRIPT}</noscript>`);
        expect(page.state).toBeUndefined();
        expect(page.head).not.toContain('data-emotion');
      }
    });

    it('serves the second request from the cache, in the encoding asked for', async () => {
      const { productId } = await seedProduct();
      const url = paths.productDetail(productId);
      const unpin = await pinContentVersion(t.app);
      try {
        const first = await getPage(url);
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^W\/".+"$/);
        expect(first.headers['cache-control']).toBe('no-cache');
        // A render records when its queries started, so only the stored page answers with the same tag.
        const second = await getPage(url);
        expect(second.headers.etag).toBe(etag);
        expect(second.html).toBe(first.html);

        const revalidated = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
        expect(revalidated.statusCode).toBe(304);
        expect(revalidated.body).toBe('');

        const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(brotli.headers.etag).toBe(etag);
        expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(first.html);
        const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(first.html);
      } finally {
        unpin();
      }
    });

    it('draws the page again once the back office has changed the product', async () => {
      const { categoryId, productId } = await seedProduct();
      const url = paths.productDetail(productId);
      const before = await getPage(url);

      const token = await t.login();
      const edit = await sendForm(t, token, 'PUT', `/v1/admin/products/${productId}`, {
        name: 'Sorbitol 80%',
        category_id: categoryId,
        description: 'A stronger polyol',
      });
      expect(edit.statusCode).toBe(200);

      const after = await getPage(url);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.root).toContain('>Sorbitol 80%</h2>');
      expect(after.root).toContain('A stronger polyol');
      expect(after.root).not.toContain('Sorbitol 70%');
      expect(after.state?.api.queries[productKey(productId)]?.data).toMatchObject({ name: 'Sorbitol 80%' });
    });

    it('draws the same content into the same page, so a browser keeps its copy after any other write', async () => {
      const ids = await seedProduct();
      const url = paths.productDetail(ids.productId);
      const first = await getPage(url);
      const versionBefore = await t.app.contentVersion.read();

      // A write this page does not show: the cached page is outdated by the version and drawn again.
      await t.app.repos.careers.create({ name: 'Lab Analyst', position: 'Staff', description: 'QC', status: true });
      expect(await t.app.contentVersion.read()).not.toBe(versionBefore);

      const again = await getPage(url, { 'if-none-match': String(first.headers.etag) });
      expect(again.status).toBe(304);
      expect((await getPage(url)).html).toBe(first.html);
    });

    it('keeps each language of a page apart', async () => {
      const ids = await seedProduct();
      const url = paths.productDetail(ids.productId);

      const english = await getPage(url);
      const indonesian = await getPage(url, { cookie: 'lang=id' });
      expectProductPage(indonesian, ids, 'id');
      expect(indonesian.headers.etag).not.toBe(english.headers.etag);
      const englishAgain = await getPage(url);
      expectProductPage(englishAgain, ids, 'en');
      expect(englishAgain.headers.etag).toBe(english.headers.etag);
      expect((await getPage(url, { 'accept-language': 'id' })).headers.etag).toBe(indonesian.headers.etag);
    });

    it('answers a missing product with 404 and its not-found content, and does not keep it', async () => {
      const url = paths.productDetail(999);
      for (const attempt of [1, 2]) {
        const page = await getPage(url);
        expect({ attempt, status: page.status }).toEqual({ attempt, status: 404 });
        expect(page.root).toContain(en.public.catalogue.product.notFound);
        expect(page.state?.api.queries[productKey(999)]).toMatchObject({ status: 'rejected' });
        expect(page.headers.etag).toBeUndefined();
      }
      const indonesian = await getPage(`${url}?lang=id`);
      expect(indonesian.status).toBe(404);
      expect(indonesian.root).toContain(id.public.catalogue.product.notFound);
    });
    it('reads a product id with a leading zero as no product, in the head and the body alike', async () => {
      const { productId } = await seedProduct();
      const page = await getPage(`${paths.productDetail(productId)}`.replace(/(\d+)$/, '00$1'));

      expect(page.status).toBe(404);
      expect(page.root).toContain(en.public.catalogue.product.notFound);
      expect(page.root).not.toContain('Sorbitol 70%');
      expect(Object.keys(page.state?.api.queries ?? {}).filter((key) => key.startsWith('getProduct('))).toEqual([]);
    });
  });

  describe('when the renderer fails', () => {
    const t = useTestApp(kind, { SSR_BUNDLE: FAILING_RENDERER }, { clientFiles: { 'index.html': TEMPLATE } });

    it('sends the page for the browser to draw', async () => {
      const content = catalogueContent(t);
      const productId = await content.product(await content.category('Sweeteners'), 'Sorbitol 70%');

      fs.rmSync(FAILED_URLS, { force: true });
      const urls = [paths.productDetail(productId), paths.home, paths.home];
      for (const url of urls) {
        const page = pageOf(await t.app.inject({ method: 'GET', url }));
        expect(page.status).toBe(200);
        expect(page.html).toContain(EMPTY_ROOT);
        expect(page.html).toContain(`<noscript>${NOSCRIPT}</noscript>`);
        expect(page.state).toBeUndefined();
        expect(page.headers.etag).toBeUndefined();
      }
      // Every request tried to render: a page that failed is not kept in place of the next attempt.
      expect(fs.readFileSync(FAILED_URLS, 'utf8').trim().split('\n')).toEqual(urls);
    });
  });

  describe('without a renderer at the configured path', () => {
    const t = useTestApp(
      kind,
      { SSR_BUNDLE: path.join(scratch, 'missing', 'render.js') },
      { clientFiles: { 'index.html': TEMPLATE } },
    );

    it('sends pages unrendered', async () => {
      const content = catalogueContent(t);
      const productId = await content.product(await content.category('Sweeteners'), 'Sorbitol 70%');

      const page = pageOf(await t.app.inject({ method: 'GET', url: paths.productDetail(productId) }));
      expect(page.status).toBe(200);
      expect(page.html).toContain(EMPTY_ROOT);
      expect(page.html).toContain(`<noscript>${NOSCRIPT}</noscript>`);
      expect(page.state).toBeUndefined();
    });
  });
});
