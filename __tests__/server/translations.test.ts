import { JSDOM } from 'jsdom';
import { paths } from '@/common/routes';
import { storedRow } from './helpers/admin-routes';
import { catalogueAdmin, pngFile, sendForm, type CatalogueAdmin } from './helpers/catalogue';
import { bearer, countRows, testDatabases, useSharedTestApp } from './helpers/test-app';

// Shaped like the production build: html-webpack-plugin minifies and drops attribute quotes.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8>' +
  '<meta name=description content="Template description"><title>Template title</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';

type Headers = Record<string, string>;

/** The four ways a visitor asks for Indonesian, and English asked for by the URL. */
const INDONESIAN: [string, string, Headers][] = [
  ['?lang=id', '?lang=id', {}],
  ['the lang cookie', '', { cookie: 'lang=id' }],
  ['Accept-Language', '', { 'accept-language': 'id-ID,id;q=0.9,en;q=0.5' }],
];

describe.each(testDatabases())('content in two languages (%s)', (kind) => {
  const t = useSharedTestApp(kind, {}, { clientFiles: { 'index.html': TEMPLATE } });
  let token: string;
  let admin: CatalogueAdmin;

  beforeEach(async () => {
    token = await t.login();
    admin = catalogueAdmin(t, token);
  });

  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
  const data = async (url: string, headers: Headers = {}) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const adminData = (url: string) => data(url, bearer(token));
  const putCareer = (id: number, body: object) =>
    t.app.inject({ method: 'PUT', url: `/v1/admin/careers/${id}`, headers: bearer(token), payload: body });

  /** A category and a product, created in English and then given Indonesian through the admin API. */
  async function bilingualCatalogue() {
    const category = (await admin.postCategory({ name: 'Sweeteners', description: 'Sugar replacers' })).json().data;
    const product = (
      await admin.postProduct({ name: 'Sorbitol', description: 'A polyol', category_id: category.id })
    ).json().data;
    expect(category.translations).toEqual({});
    expect(product.translations).toEqual({});
    const categoryUpdate = await admin.putCategory(category.id, {
      name: 'Sweeteners',
      description: 'Sugar replacers',
      translations: JSON.stringify({ id: { name: 'Pemanis', description: 'Pengganti gula' } }),
    });
    expect(categoryUpdate.statusCode).toBe(200);
    // Only the name in Indonesian: the description waits for its translation.
    const productUpdate = await admin.putProduct(product.id, {
      name: 'Sorbitol',
      description: 'A polyol',
      category_id: category.id,
      translations: JSON.stringify({ id: { name: 'Sorbitol cair' } }),
    });
    expect(productUpdate.statusCode).toBe(200);
    return { categoryId: category.id as number, productId: product.id as number };
  }

  async function bilingualContent() {
    const article = await sendForm(
      t,
      token,
      'POST',
      '/v1/admin/articles',
      {
        title: 'Clean labels',
        content: 'What a clean label means.',
        author: 'Sari',
        translations: JSON.stringify({ id: { title: 'Label bersih' } }),
      },
      await pngFile('article_image'),
    );
    expect(article.statusCode).toBe(201);
    const career = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/careers',
      headers: bearer(token),
      payload: { name: 'Sales', position: 'Staff', description: 'Visits customers.' },
    });
    expect(career.statusCode).toBe(201);
    const careerUpdate = await putCareer(career.json().data.id, {
      name: 'Sales',
      position: 'Staff',
      description: 'Visits customers.',
      status: true,
      translations: { id: { name: 'Penjualan', position: 'Staf', description: 'Mengunjungi pelanggan.' } },
    });
    expect(careerUpdate.statusCode).toBe(200);
    const photo = await sendForm(
      t,
      token,
      'POST',
      '/v1/admin/galleries',
      { name: 'Warehouse' },
      await pngFile('gallery_image'),
    );
    expect(photo.statusCode).toBe(201);
    const photoUpdate = await sendForm(t, token, 'PUT', `/v1/admin/galleries/${photo.json().data.id}`, {
      name: 'Warehouse',
      translations: JSON.stringify({ id: { name: 'Gudang' } }),
    });
    expect(photoUpdate.statusCode).toBe(200);
    return {
      articleId: article.json().data.id as number,
      careerId: career.json().data.id as number,
      photoId: photo.json().data.id as number,
    };
  }

  describe('public reads', () => {
    it('answers the catalogue in the language asked for, each missing text in English with its fallback', async () => {
      const { categoryId, productId } = await bilingualCatalogue();

      expect(await data(`/v1/products/${productId}?lang=en`)).toMatchObject({
        name: 'Sorbitol',
        description: 'A polyol',
        category_name: 'Sweeteners',
      });
      expect(await data(`/v1/products/${productId}?lang=en`)).not.toHaveProperty('fallback');
      for (const [, query, headers] of INDONESIAN) {
        const product = await data(`/v1/products/${productId}${query}`, headers);
        expect(product).toMatchObject({ name: 'Sorbitol cair', description: 'A polyol', category_name: 'Pemanis' });
        expect(product.fallback).toEqual({ description: 'en' });
        const category = await data(`/v1/products/category/${categoryId}${query}`, headers);
        expect(JSON.stringify(category)).toContain('Pemanis');
        expect(JSON.stringify(category)).toContain('Pengganti gula');
      }
      // ?lang= wins over the cookie and Accept-Language.
      expect(await data(`/v1/products/${productId}?lang=en`, { cookie: 'lang=id' })).toMatchObject({
        name: 'Sorbitol',
      });
    });

    it("answers articles, careers, the gallery and What's New in the language asked for", async () => {
      const { articleId, careerId } = await bilingualContent();

      expect(await data(`/v1/articles/${articleId}?lang=en`)).toMatchObject({ title: 'Clean labels' });
      expect(await data(`/v1/careers/${careerId}?lang=en`)).toMatchObject({ name: 'Sales', position: 'Staff' });
      expect((await data('/v1/galleries?lang=en')).galleries).toEqual([expect.objectContaining({ name: 'Warehouse' })]);
      for (const [, query, headers] of INDONESIAN) {
        const article = await data(`/v1/articles/${articleId}${query}`, headers);
        expect(article).toMatchObject({
          title: 'Label bersih',
          content: 'What a clean label means.',
          author: 'Sari',
          fallback: { content: 'en' },
        });
        expect((await data(`/v1/articles${query}`, headers))[0]).toEqual(article);
        expect((await data(`/v1/articles/home${query}`, headers))[0]).toEqual(article);
        const career = await data(`/v1/careers/${careerId}${query}`, headers);
        expect(career).toMatchObject({ name: 'Penjualan', position: 'Staf', description: 'Mengunjungi pelanggan.' });
        expect(career).not.toHaveProperty('fallback');
        expect(await data(`/v1/careers${query}`, headers)).toEqual([career]);
        expect((await data(`/v1/galleries${query}`, headers)).galleries).toEqual([
          expect.objectContaining({ name: 'Gudang' }),
        ]);
        const titles = (await data(`/v1/whatsnew${query}`, headers)).map((item: { title: string }) => item.title);
        expect(titles).toEqual(expect.arrayContaining(['Label bersih', 'Penjualan - Staf']));
      }
      const englishTitles = (await data('/v1/whatsnew?lang=en')).map((item: { title: string }) => item.title);
      expect(englishTitles).toEqual(expect.arrayContaining(['Clean labels', 'Sales - Staff']));
    });

    it('reads a row without translations the same in both languages, marking the fallback only in Indonesian', async () => {
      const categoryId = await t.app.repos.categories.create({ name: 'Colours', description: 'Dyes', image: null });
      const productId = await t.app.repos.products.create({
        category_id: categoryId,
        name: 'Carmine',
        description: 'A red',
        image: null,
      });
      expect((await storedRow(t, 'products', productId))?.translations).toBe('{}');

      const english = await data(`/v1/products/${productId}?lang=en`);
      const indonesian = await data(`/v1/products/${productId}?lang=id`);
      expect(english).not.toHaveProperty('fallback');
      const { fallback, ...texts } = indonesian;
      expect(texts).toEqual(english);
      expect(fallback).toEqual({ name: 'en', description: 'en', category_name: 'en' });
    });
  });

  describe('the back office', () => {
    it('reads both languages and keeps the translations when an update leaves them out', async () => {
      const { productId, categoryId } = await bilingualCatalogue();
      const { articleId, careerId, photoId } = await bilingualContent();

      expect(await adminData(`/v1/admin/products/${productId}`)).toMatchObject({
        name: 'Sorbitol',
        translations: { id: { name: 'Sorbitol cair' } },
      });
      expect((await adminData(`/v1/admin/categories/${categoryId}`)).translations).toEqual({
        id: { name: 'Pemanis', description: 'Pengganti gula' },
      });
      expect((await adminData(`/v1/admin/articles/${articleId}`)).translations).toEqual({
        id: { title: 'Label bersih' },
      });
      expect((await adminData('/v1/admin/careers?page=1&limit=10'))[0].translations).toEqual({
        id: { name: 'Penjualan', position: 'Staf', description: 'Mengunjungi pelanggan.' },
      });
      expect((await adminData(`/v1/admin/galleries/${photoId}`)).translations).toEqual({ id: { name: 'Gudang' } });

      // Updates without `translations`.
      expect(
        (await admin.putProduct(productId, { name: 'Sorbitol 70%', category_id: categoryId })).json().data,
      ).toMatchObject({ name: 'Sorbitol 70%', translations: { id: { name: 'Sorbitol cair' } } });
      const article = await sendForm(t, token, 'PUT', `/v1/admin/articles/${articleId}`, {
        title: 'Clean labels, again',
        content: 'Changed.',
      });
      expect(article.json().data.translations).toEqual({ id: { title: 'Label bersih' } });
      const career = await putCareer(careerId, { name: 'Sales', position: 'Lead', description: '', status: true });
      expect(career.json().data.translations.id).toMatchObject({ name: 'Penjualan' });
      const photo = await sendForm(t, token, 'PUT', `/v1/admin/galleries/${photoId}`, { name: 'Store' });
      expect(photo.json().data.translations).toEqual({ id: { name: 'Gudang' } });
      expect(await data(`/v1/products/${productId}?lang=id`)).toMatchObject({ name: 'Sorbitol cair' });
    });

    const expectRefused = (response: { statusCode: number; json(): unknown }) => {
      expect(response.statusCode).toBe(400);
      const body = response.json() as { code: string; fields: Record<string, string> };
      expect(body.code).toBe('VALIDATION');
      expect(Object.keys(body.fields).some((field) => field.startsWith('translations'))).toBe(true);
    };

    it.each([
      ['an unknown language', JSON.stringify({ fr: { name: 'Édulcorant' } })],
      ['an unknown field', JSON.stringify({ id: { price: '10' } })],
      ['a text too long', JSON.stringify({ id: { name: 'n'.repeat(201) } })],
      ['text that is not JSON', '{id: name'],
    ])('refuses %s in a form with 400 on translations, storing nothing', async (_case, translations) => {
      expectRefused(await admin.postCategory({ name: 'Acids', translations }));
      expect(await countRows(t.db, 'categories')).toBe(0);
      const photo = await sendForm(
        t,
        token,
        'POST',
        '/v1/admin/galleries',
        { name: 'Office', translations },
        await pngFile('gallery_image'),
      );
      expectRefused(photo);
      expect(await countRows(t.db, 'galleries')).toBe(0);
    });

    it('refuses invalid translations of a career with 400 and keeps the stored ones', async () => {
      const { careerId } = await bilingualContent();
      const body = { name: 'Sales', position: 'Staff', description: '', status: true };
      expectRefused(await putCareer(careerId, { ...body, translations: { fr: { name: 'Ventes' } } }));
      expectRefused(await putCareer(careerId, { ...body, translations: { id: { name: 'n'.repeat(201) } } }));
      expect(JSON.parse((await storedRow(t, 'careers', careerId))!.translations)).toEqual({
        id: { name: 'Penjualan', position: 'Staf', description: 'Mengunjungi pelanggan.' },
      });
    });
  });

  it('keeps one cached answer and ETag per language', async () => {
    const { productId } = await bilingualCatalogue();
    const url = `/v1/products/${productId}`;
    const english = await get(url, { cookie: 'lang=en' });
    const indonesian = await get(url, { cookie: 'lang=id' });
    expect(english.json().data.name).toBe('Sorbitol');
    expect(indonesian.json().data.name).toBe('Sorbitol cair');
    expect(english.headers.etag).toBeDefined();
    expect(indonesian.headers.etag).not.toBe(english.headers.etag);
    for (const response of [english, indonesian]) {
      expect(String(response.headers.vary)).toMatch(/accept-language/i);
      expect(String(response.headers.vary)).toMatch(/cookie/i);
    }
    // Asked again, each language gets its own answer back, from the cache or not.
    expect((await get(url, { cookie: 'lang=id' })).json().data.name).toBe('Sorbitol cair');
    expect((await get(url, { cookie: 'lang=en' })).json().data.name).toBe('Sorbitol');
    const revalidated = await get(url, { cookie: 'lang=id', 'if-none-match': String(indonesian.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect((await get(url, { cookie: 'lang=en', 'if-none-match': String(indonesian.headers.etag) })).statusCode).toBe(
      200,
    );
  });

  it('finds a product and a category by their Indonesian names', async () => {
    await bilingualCatalogue();
    const byProduct = await data('/v1/categories/products?search=cair&lang=id');
    expect(byProduct).toHaveLength(1);
    expect(JSON.stringify(byProduct)).toContain('Sorbitol cair');
    const byCategory = await data('/v1/categories/products?search=pemanis');
    expect(byCategory).toEqual([expect.objectContaining({ category_name: 'Sweeteners' })]);
    expect(await data('/v1/categories/products?search=pemanis&lang=id')).toEqual([
      expect.objectContaining({ category_name: 'Pemanis' }),
    ]);
  });

  describe('page heads', () => {
    async function head(url: string) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const { document } = new JSDOM(response.body).window;
      const structuredData = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
      );
      return {
        html: response.body,
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
        ofType: (type: string) => structuredData.find((entry) => entry['@type'] === type),
      };
    }

    it('writes the title, description and JSON-LD of a product page in its language', async () => {
      const { productId } = await bilingualCatalogue();

      const indonesian = await head(`${paths.productDetail(productId)}?lang=id`);
      expect(indonesian.title).toContain('Sorbitol cair');
      expect(indonesian.ogTitle).toContain('Sorbitol cair');
      expect(indonesian.ofType('Product')).toMatchObject({
        name: 'Sorbitol cair',
        description: 'A polyol',
        category: 'Pemanis',
      });

      const english = await head(`${paths.productDetail(productId)}?lang=en`);
      expect(english.title).toContain('Sorbitol');
      expect(english.title).not.toContain('cair');
      expect(english.ofType('Product')).toMatchObject({ name: 'Sorbitol', category: 'Sweeteners' });
    });

    it('writes the article and career pages in their language', async () => {
      const { articleId, careerId } = await bilingualContent();
      expect((await head(`${paths.articleDetail(articleId)}?lang=id`)).ofType('Article')).toMatchObject({
        headline: 'Label bersih',
      });
      const career = await head(`${paths.careerDetail(careerId)}?lang=id`);
      expect(career.title).toContain('Penjualan');
      expect(career.description).toContain('Mengunjungi pelanggan.');
      expect(career.ofType('JobPosting')).toMatchObject({ title: 'Penjualan' });
    });

    it("writes an untranslated entity's Indonesian page with its English texts", async () => {
      const categoryId = await t.app.repos.categories.create({ name: 'Colours', description: 'Dyes', image: null });
      const productId = await t.app.repos.products.create({
        category_id: categoryId,
        name: 'Carmine',
        description: 'A natural red',
        image: null,
      });
      for (const url of [paths.productDetail(productId), paths.categoryProducts(categoryId)]) {
        const page = await head(`${url}?lang=id`);
        expect(page.title).toMatch(/Carmine|Colours/);
        expect(page.description).not.toBe('');
        expect(page.html).not.toContain('undefined');
      }
      expect((await head(`${paths.productDetail(productId)}?lang=id`)).ofType('Product')).toMatchObject({
        name: 'Carmine',
        description: 'A natural red',
        category: 'Colours',
      });
    });
  });
});
