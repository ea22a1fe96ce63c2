import type { AdminCategory, AdminProduct, CategoryWithProducts, Product } from '@/common/api/catalogue';
import type { Enquiry } from '@/common/api/enquiries';
import type { HomeContent } from '@/common/api/home';
import type { Highlighted, SearchResults } from '@/common/api/search';
import type { WhatsNewItem } from '@/common/api/whats-new';
import { paths } from '@/common/routes';
import { sendForm } from './helpers/catalogue';
import { catalogueContent } from './helpers/catalogue-content';
import { storedImageColumn } from './helpers/content';
import { adminGet, fetchFormToken, newestEnquiry, postJson, quoteBody } from './helpers/enquiries';
import { addDocument } from './helpers/product-data';
import { bearer, testDatabases, useSharedTestApp, type TestApp } from './helpers/test-app';

/** The client's page, which the server renders each page's head into. */
const TEMPLATE =
  '<!doctype html><html lang=en><head><title>Template</title></head><body><div id=root></div></body></html>';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Everything a visitor (or a search engine) can see of the catalogue, by name, with the counts they read. */
async function catalogueSeenByVisitors(t: TestApp, searched: string[]) {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const list = (await get('/v1/categories/products?limit=50')).json<{ data: CategoryWithProducts[] }>().data;
  const home = (await get('/v1/home')).json<{ data: HomeContent }>().data;
  const facets = (await get('/v1/catalogue/facets')).json<{ data: { industries: { name: string; count: number }[] } }>()
    .data;
  const whatsNew = (await get('/v1/whatsnew')).json<{ data: WhatsNewItem[] }>().data;
  const sitemap = (await get('/sitemap.xml')).body;
  const found = { products: new Set<string>(), categories: new Set<string>() };
  for (const term of searched) {
    const results = (await get(`/v1/search?q=${encodeURIComponent(term)}`)).json<{ data: SearchResults }>().data;
    const plain = (title: Highlighted) => title.map((part) => part.text).join('');
    results.products.hits.forEach((hit) => found.products.add(plain(hit.title)));
    results.categories.hits.forEach((hit) => found.categories.add(plain(hit.title)));
  }
  const figure = (label: string) => home.figures.find((shown) => shown.label === label)?.value;
  return {
    categoryList: list.map((category) => [
      category.category_name,
      category.product_count,
      category.products.map((product) => product.name),
    ]),
    home: {
      featured: home.featuredCategories.map((category) => [category.name, category.product_count]),
      products: figure('Products'),
      categories: figure('Product categories'),
    },
    industryFacets: facets.industries.map((industry) => [industry.name, industry.count]),
    whatsNew: whatsNew.map((item) => item.title).sort(),
    search: { products: [...found.products].sort(), categories: [...found.categories].sort() },
    sitemapPaths: [...sitemap.matchAll(/<loc>[^<]*?(\/produk_kategori[^<]*)<\/loc>/g)].map((match) => match[1]).sort(),
  };
}

/** A product's own pages as visitors reach them: the API's answer, the rendered page, its category's page. */
async function productPages(t: TestApp, product: { id: number; category_id: number }) {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const categoryPage = await get(`/v1/products/category/${product.category_id}`);
  return {
    api: (await get(`/v1/products/${product.id}`)).statusCode,
    rendered: (await get(paths.productDetail(product.id))).statusCode,
    onCategoryPage:
      categoryPage.statusCode === 200 &&
      categoryPage.json<{ data: { products: { id: number }[] } }>().data.products.some(({ id }) => id === product.id),
    renderedCategoryPage: (await get(paths.categoryProducts(product.category_id))).statusCode,
  };
}

describe.each(testDatabases())('product and category states (%s)', (kind) => {
  const t = useSharedTestApp(kind, {}, { clientFiles: { 'index.html': TEMPLATE } });
  let token: string;
  let thickeners: number;
  let dairy: number;
  let xanthan: number;

  beforeEach(async () => {
    token = await t.login();
    const add = catalogueContent(t);
    dairy = await add.term('industry', 'Dairy');
    thickeners = await add.category('Thickeners');
    xanthan = await add.product(thickeners, 'Xanthan Gum', { industry_ids: [dairy] });
  });

  const save = async <T>(method: 'POST' | 'PUT', url: string, fields: Record<string, string | number>) => {
    const response = await sendForm(t, token, method, url, fields);
    expect(response.statusCode).toBe(method === 'POST' ? 201 : 200);
    return response.json<{ data: T }>().data;
  };
  const addProduct = (fields: Record<string, string | number>) =>
    save<AdminProduct>('POST', '/v1/admin/products', { category_id: thickeners, ...fields });
  const editProduct = (id: number, fields: Record<string, string | number>) =>
    save<AdminProduct>('PUT', `/v1/admin/products/${id}`, { category_id: thickeners, ...fields });
  const addCategory = (fields: Record<string, string>) => save<AdminCategory>('POST', '/v1/admin/categories', fields);
  const adminProducts = async (query = '') =>
    (await adminGet(t, token, `/v1/admin/products?${query}`)).json<{ data: AdminProduct[] }>().data;
  const adminCategories = async (query = '') =>
    (await adminGet(t, token, `/v1/admin/categories?${query}`)).json<{ data: AdminCategory[] }>().data;
  const states = (rows: { name: string; state: string }[]) => rows.map((row) => [row.name, row.state]);

  it('keeps a draft product from visitors everywhere, shows it in the back office, and shows it once published', async () => {
    const guar = await addProduct({ name: 'Guar Gum', state: 'draft', industry_ids: JSON.stringify([dairy]) });
    const sheet = await addDocument(t, token, guar.id);

    expect(guar).toMatchObject({ state: 'draft', publish_at: null, unpublish_at: null });
    expect(await productPages(t, guar)).toEqual({
      api: 404,
      rendered: 404,
      onCategoryPage: false,
      renderedCategoryPage: 200,
    });
    const download = `/v1/products/${guar.id}/documents/${sheet.id}`;
    expect((await t.app.inject({ method: 'GET', url: download })).statusCode).toBe(404);
    const xanthanPage = (await t.app.inject({ method: 'GET', url: `/v1/products/${xanthan}` })).json<{
      data: Product;
    }>().data;
    expect(xanthanPage.related).toEqual([]);
    expect(await catalogueSeenByVisitors(t, ['guar', 'gum'])).toEqual({
      categoryList: [['Thickeners', 1, ['Xanthan Gum']]],
      home: { featured: [['Thickeners', 1]], products: '1', categories: '1' },
      industryFacets: [['Dairy', 1]],
      whatsNew: ['Xanthan Gum'],
      search: { products: ['Xanthan Gum'], categories: [] },
      sitemapPaths: ['/produk_kategori', paths.categoryProducts(thickeners), paths.productDetail(xanthan)].sort(),
    });
    expect(states(await adminProducts())).toEqual([
      ['Guar Gum', 'draft'],
      ['Xanthan Gum', 'published'],
    ]);
    expect((await adminGet(t, token, `/v1/admin/products/${guar.id}`)).json().data.state).toBe('draft');

    const published = await editProduct(guar.id, { name: 'Guar Gum', state: 'published' });

    expect(published.state).toBe('published');
    expect(Date.parse(published.publish_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await productPages(t, guar)).toEqual({
      api: 200,
      rendered: 200,
      onCategoryPage: true,
      renderedCategoryPage: 200,
    });
    expect((await t.app.inject({ method: 'GET', url: download })).statusCode).toBe(200);
    expect(await catalogueSeenByVisitors(t, ['guar', 'gum'])).toEqual({
      categoryList: [['Thickeners', 2, ['Guar Gum', 'Xanthan Gum']]],
      home: { featured: [['Thickeners', 2]], products: '2', categories: '1' },
      industryFacets: [['Dairy', 2]],
      whatsNew: ['Guar Gum', 'Xanthan Gum'],
      search: { products: ['Guar Gum', 'Xanthan Gum'], categories: [] },
      sitemapPaths: [
        '/produk_kategori',
        paths.categoryProducts(thickeners),
        paths.productDetail(xanthan),
        paths.productDetail(guar.id),
      ].sort(),
    });
  });

  it('keeps a draft category and its published products from visitors, until the category is published', async () => {
    const colours = await addCategory({ name: 'Colours', state: 'draft' });
    const annatto = await addProduct({
      name: 'Annatto',
      category_id: colours.id,
      industry_ids: JSON.stringify([dairy]),
    });
    const hidden = {
      categoryList: [['Thickeners', 1, ['Xanthan Gum']]],
      home: { featured: [['Thickeners', 1]], products: '1', categories: '1' },
      industryFacets: [['Dairy', 1]],
      whatsNew: ['Xanthan Gum'],
      search: { products: [], categories: [] },
      sitemapPaths: ['/produk_kategori', paths.categoryProducts(thickeners), paths.productDetail(xanthan)].sort(),
    };

    expect(annatto.state).toBe('published');
    expect(await productPages(t, annatto)).toEqual({
      api: 404,
      rendered: 404,
      onCategoryPage: false,
      renderedCategoryPage: 404,
    });
    expect(await catalogueSeenByVisitors(t, ['annatto', 'colours'])).toEqual(hidden);
    const categoryFacets = await t.app.inject({ method: 'GET', url: `/v1/catalogue/facets?category=${colours.id}` });
    expect(categoryFacets.json().data.industries).toEqual([]);
    expect(states(await adminCategories())).toEqual([
      ['Colours', 'draft'],
      ['Thickeners', 'published'],
    ]);
    expect((await adminCategories()).find((category) => category.id === colours.id)?.product_count).toBe(1);

    // Its products are found in the search as soon as it is published.
    await save('PUT', `/v1/admin/categories/${colours.id}`, { name: 'Colours', state: 'published' });

    expect(await productPages(t, annatto)).toEqual({
      api: 200,
      rendered: 200,
      onCategoryPage: true,
      renderedCategoryPage: 200,
    });
    const seen = await catalogueSeenByVisitors(t, ['annatto', 'colours']);
    expect(seen.search).toEqual({ products: ['Annatto'], categories: ['Colours'] });
    expect(seen.home).toEqual({
      featured: [
        ['Thickeners', 1],
        ['Colours', 1],
      ],
      products: '2',
      categories: '2',
    });
    expect(seen.categoryList.map(([name, count]) => [name, count])).toEqual([
      ['Colours', 1],
      ['Thickeners', 1],
    ]);

    // And taken back to draft, they are no longer.
    await save('PUT', `/v1/admin/categories/${colours.id}`, { name: 'Colours', state: 'draft' });
    expect(await catalogueSeenByVisitors(t, ['annatto', 'colours'])).toEqual(hidden);
  });

  it("shows a product's principal to visitors only while that partner is published", async () => {
    const add = catalogueContent(t);
    const partner = await t.app.repos.partners.create({
      position: 0,
      image: await storedImageColumn(t),
      name: 'Nordhavn Hydrocolloids',
      link: '',
    });
    await t.db.kysely.updateTable('partners').set({ state: 'draft' }).where('id', '=', partner).execute();
    const carrageenan = await add.product(thickeners, 'Carrageenan', { principal_id: partner });

    const visitorsProduct = (await t.app.inject({ method: 'GET', url: `/v1/products/${carrageenan}` })).json<{
      data: Product;
    }>().data;
    expect(visitorsProduct.principal).toBeNull();
    const adminProduct = (await adminGet(t, token, `/v1/admin/products/${carrageenan}`)).json<{
      data: AdminProduct;
    }>().data;
    expect(adminProduct.principal).toMatchObject({ id: partner, name: 'Nordhavn Hydrocolloids' });
    expect((await catalogueSeenByVisitors(t, ['nordhavn'])).search.products).toEqual([]);

    // The partner's publication comes due.
    await t.db.kysely
      .updateTable('partners')
      .set({ state: 'scheduled', publish_at: inMinutes(-1) })
      .where('id', '=', partner)
      .execute();
    await t.app.repos.publicationSchedule.publishDue(new Date().toISOString());

    const shown = (await t.app.inject({ method: 'GET', url: `/v1/products/${carrageenan}` })).json<{
      data: Product;
    }>().data;
    expect(shown.principal).toMatchObject({ id: partner, name: 'Nordhavn Hydrocolloids' });
    expect((await catalogueSeenByVisitors(t, ['nordhavn'])).search.products).toEqual(['Carrageenan']);
  });

  it('filters the back office lists by state, and keeps the state of an edit that does not name one', async () => {
    const guar = await addProduct({ name: 'Guar Gum', state: 'draft' });
    const locust = await addProduct({ name: 'Locust Bean Gum', state: 'scheduled', publish_at: inMinutes(30) });
    const colours = await addCategory({ name: 'Colours', state: 'draft' });

    expect((await adminProducts('state=draft')).map((row) => row.name)).toEqual(['Guar Gum']);
    expect((await adminProducts('state=scheduled')).map((row) => row.name)).toEqual(['Locust Bean Gum']);
    expect((await adminProducts('state=published')).map((row) => row.name)).toEqual(['Xanthan Gum']);
    expect((await adminCategories('state=draft')).map((row) => row.name)).toEqual(['Colours']);
    expect((await adminCategories('state=published')).map((row) => row.name)).toEqual(['Thickeners']);
    expect((await adminGet(t, token, '/v1/admin/categories?state=hidden')).statusCode).toBe(400);

    const renamed = await editProduct(guar.id, { name: 'Guar Gum 200 mesh' });
    const rescheduled = await editProduct(locust.id, { name: 'Locust Bean Gum E410' });
    const recoloured = await save<AdminCategory>('PUT', `/v1/admin/categories/${colours.id}`, { name: 'Colourings' });

    expect(renamed).toMatchObject({ name: 'Guar Gum 200 mesh', state: 'draft' });
    expect(rescheduled).toMatchObject({ state: 'scheduled', publish_at: locust.publish_at });
    expect(recoloured).toMatchObject({ name: 'Colourings', state: 'draft' });
  });

  it('refuses a schedule without a time to come, or an unpublish time before the publish time, changing nothing', async () => {
    const guar = await addProduct({ name: 'Guar Gum', state: 'draft' });
    const colours = await addCategory({ name: 'Colours', state: 'draft' });
    const refusals = [
      await sendForm(t, token, 'PUT', `/v1/admin/products/${guar.id}`, {
        name: 'Guar Gum, renamed',
        category_id: thickeners,
        state: 'scheduled',
        publish_at: inMinutes(-5),
      }),
      await sendForm(t, token, 'POST', '/v1/admin/products', {
        name: 'Tara Gum',
        category_id: thickeners,
        state: 'scheduled',
      }),
      await sendForm(t, token, 'PUT', `/v1/admin/categories/${colours.id}`, {
        name: 'Colours, renamed',
        state: 'scheduled',
        publish_at: inMinutes(30),
        unpublish_at: inMinutes(10),
      }),
      await sendForm(t, token, 'POST', '/v1/admin/categories', { name: 'Acidulants', unpublish_at: inMinutes(-10) }),
      await sendForm(t, token, 'PUT', `/v1/admin/categories/${colours.id}`, {
        name: 'Colours, renamed',
        state: 'scheduled',
        publish_at: 'tomorrow',
      }),
    ];

    expect(refusals.map((response) => [response.statusCode, response.json().fields])).toEqual([
      [400, { publish_at: 'past_date' }],
      [400, { publish_at: 'required' }],
      [400, { unpublish_at: 'out_of_range' }],
      [400, { unpublish_at: 'out_of_range' }],
      [400, expect.objectContaining({ publish_at: expect.any(String) })],
    ]);
    expect(states(await adminProducts())).toEqual([
      ['Guar Gum', 'draft'],
      ['Xanthan Gum', 'published'],
    ]);
    expect(states(await adminCategories())).toEqual([
      ['Colours', 'draft'],
      ['Thickeners', 'published'],
    ]);
  });

  it('publishes a scheduled product and a scheduled category when their time comes, and indexes them', async () => {
    const guar = await addProduct({ name: 'Guar Gum', state: 'scheduled', publish_at: inMinutes(10) });
    const colours = await addCategory({ name: 'Colours', state: 'scheduled', publish_at: inMinutes(10) });
    const annatto = await addProduct({ name: 'Annatto', category_id: colours.id });
    expect(await catalogueSeenByVisitors(t, ['guar', 'annatto', 'colours'])).toMatchObject({
      search: { products: [], categories: [] },
    });

    expect(await t.app.repos.publicationSchedule.publishDue(inMinutes(5))).toEqual({ published: 0, unpublished: 0 });
    expect(await t.app.repos.publicationSchedule.publishDue(inMinutes(11))).toEqual({ published: 2, unpublished: 0 });

    expect((await productPages(t, guar)).api).toBe(200);
    expect((await productPages(t, annatto)).api).toBe(200);
    expect(await catalogueSeenByVisitors(t, ['guar', 'annatto', 'colours'])).toMatchObject({
      search: { products: ['Annatto', 'Guar Gum'], categories: ['Colours'] },
      home: { products: '3', categories: '2' },
    });
    expect(states(await adminCategories())).toEqual([
      ['Colours', 'published'],
      ['Thickeners', 'published'],
    ]);
  });

  it('takes a product back to draft when its unpublish time comes', async () => {
    const guar = await addProduct({ name: 'Guar Gum', unpublish_at: inMinutes(60) });
    expect(guar).toMatchObject({ state: 'published', unpublish_at: expect.any(String) });

    expect(await t.app.repos.publicationSchedule.publishDue(inMinutes(61))).toEqual({ published: 0, unpublished: 1 });

    expect((await productPages(t, guar)).api).toBe(404);
    expect((await catalogueSeenByVisitors(t, ['guar'])).search.products).toEqual([]);
    expect((await adminProducts('state=draft')).map((row) => [row.name, row.unpublish_at])).toEqual([
      ['Guar Gum', null],
    ]);
  });

  it("refuses a quote for a draft product, and still shows the inbox a product's name once it is a draft", async () => {
    const guar = await addProduct({ name: 'Guar Gum', state: 'draft' });
    const refused = await postJson(
      t,
      '/v1/enquiries/quote',
      quoteBody(await fetchFormToken(t, 'quote'), [{ productId: guar.id, sample: false }]),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ 'items.0.productId': 'not_found' });

    const accepted = await postJson(
      t,
      '/v1/enquiries/quote',
      quoteBody(await fetchFormToken(t, 'quote'), [{ productId: xanthan, quantity: 25, unit: 'kg', sample: true }]),
    );
    expect(accepted.statusCode).toBe(201);
    await editProduct(xanthan, { name: 'Xanthan Gum', state: 'draft' });

    const enquiry: Enquiry = await newestEnquiry(t, token);
    expect(enquiry.items).toEqual([
      { productId: xanthan, productName: 'Xanthan Gum', quantity: 25, unit: 'kg', sample: true },
    ]);
    const inbox = await adminGet(t, token, '/v1/admin/enquiries');
    expect(inbox.json().data[0]).toMatchObject({ type: 'quote', itemCount: 1 });
  });

  it('keeps the publication through a revision restore, and brings it back from the trash as it was', async () => {
    const guar = await addProduct({ name: 'Guar Gum draft', state: 'draft' });
    await editProduct(guar.id, { name: 'Guar Gum', state: 'published' });
    const colours = await addCategory({ name: 'Colours draft', state: 'draft' });
    await save('PUT', `/v1/admin/categories/${colours.id}`, { name: 'Colours', state: 'published' });
    const firstRevision = async (entity: 'product' | 'category', id: number) =>
      (
        await t.db.kysely
          .selectFrom('activity')
          .select('id')
          .where('entity', '=', entity)
          .where('entity_id', '=', id)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const restore = (url: string) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload: {} });

    const productRestored = await restore(
      `/v1/admin/products/${guar.id}/revisions/${await firstRevision('product', guar.id)}/restore`,
    );
    const categoryRestored = await restore(
      `/v1/admin/categories/${colours.id}/revisions/${await firstRevision('category', colours.id)}/restore`,
    );

    expect([productRestored.statusCode, categoryRestored.statusCode]).toEqual([200, 200]);
    expect((await adminProducts('state=published')).map((row) => row.name)).toEqual(['Guar Gum draft', 'Xanthan Gum']);
    expect((await adminCategories('state=published')).map((row) => row.name)).toEqual(['Colours draft', 'Thickeners']);

    const hiddenCategory = await addCategory({ name: 'Acidulants', state: 'draft' });
    const hiddenProduct = await addProduct({ name: 'Tara Gum', state: 'draft' });
    for (const url of [`/v1/admin/products/${hiddenProduct.id}`, `/v1/admin/categories/${hiddenCategory.id}`]) {
      expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(token) })).statusCode).toBe(200);
    }
    const back = [
      await restore(`/v1/admin/trash/products/${hiddenProduct.id}/restore`),
      await restore(`/v1/admin/trash/categories/${hiddenCategory.id}/restore`),
    ];

    expect(back.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await adminProducts('state=draft')).map((row) => row.name)).toEqual(['Tara Gum']);
    expect((await adminCategories('state=draft')).map((row) => row.name)).toEqual(['Acidulants']);
    expect((await productPages(t, hiddenProduct)).api).toBe(404);
    expect((await catalogueSeenByVisitors(t, ['tara', 'acidulants'])).search).toEqual({
      products: [],
      categories: [],
    });
  });
});
