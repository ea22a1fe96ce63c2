import type { CatalogueFacets, CategoryProducts, CategoryWithProducts } from '@/common/api/catalogue';
import type { Envelope, ErrorBody, ListEnvelope } from '@/common/api/envelope';
import { countStatements } from './helpers/catalogue';
import { catalogueContent, certification } from './helpers/catalogue-content';
import { testDatabases, useSharedTestApp, type TestApp } from './helpers/test-app';

interface Catalogue {
  bakeryIngredients: number;
  dairyIngredients: number;
  sweeteners: number;
  bakery: number;
  dairy: number;
  beverages: number;
  pharma: number;
  emulsifying: number;
  thickening: number;
}

/**
 * Two categories of two products each, and an empty one:
 *   Lecithin (Bakery Ingredients): Bakery, Dairy; Emulsifying; halal, kosher
 *   Mono Diglycerides (Bakery Ingredients): Bakery; Emulsifying; halal
 *   Carrageenan (Dairy Ingredients): Dairy, Beverages; Thickening; halal, ISO 22000, ISO 9001
 *   Xanthan Gum (Dairy Ingredients): Beverages; Thickening; none
 * Pharmaceutical (an industry) has no product.
 */
async function addCatalogue(t: TestApp): Promise<Catalogue> {
  const add = catalogueContent(t);
  const ids = {
    bakeryIngredients: await add.category('Bakery Ingredients'),
    dairyIngredients: await add.category('Dairy Ingredients'),
    sweeteners: await add.category('Sweeteners'),
    bakery: await add.term('industry', 'Bakery', 'Roti'),
    dairy: await add.term('industry', 'Dairy', 'Susu'),
    beverages: await add.term('industry', 'Beverages'),
    pharma: await add.term('industry', 'Pharmaceutical', 'Farmasi'),
    emulsifying: await add.term('application', 'Emulsifying', 'Pengemulsi'),
    thickening: await add.term('application', 'Thickening', 'Pengental'),
  };
  await add.product(ids.bakeryIngredients, 'Lecithin', {
    industry_ids: [ids.bakery, ids.dairy],
    application_ids: [ids.emulsifying],
    certifications: [certification('halal'), certification('kosher')],
  });
  await add.product(ids.bakeryIngredients, 'Mono Diglycerides', {
    industry_ids: [ids.bakery],
    application_ids: [ids.emulsifying],
    certifications: [certification('halal')],
  });
  await add.product(ids.dairyIngredients, 'Carrageenan', {
    industry_ids: [ids.dairy, ids.beverages],
    application_ids: [ids.thickening],
    certifications: [certification('halal'), certification('iso', 'ISO 22000'), certification('iso', 'ISO 9001')],
  });
  await add.product(ids.dairyIngredients, 'Xanthan Gum', {
    industry_ids: [ids.beverages],
    application_ids: [ids.thickening],
  });
  return ids;
}

type Query = Record<string, string | number>;
const asQuery = (query: Query) => Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

async function getData<T>(t: TestApp, url: string, query: Query = {}): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, query: asQuery(query) });
  expect(response.statusCode).toBe(200);
  return response.json<Envelope<T>>().data;
}

const facets = (t: TestApp, query: Query = {}) => getData<CatalogueFacets>(t, '/v1/catalogue/facets', query);

/** Each facet as [name or kind, count] pairs, in the order answered. */
const counts = ({ industries, applications, certifications }: CatalogueFacets) => ({
  industries: industries.map(({ name, count }) => [name, count]),
  applications: applications.map(({ name, count }) => [name, count]),
  certifications: certifications.map(({ kind, count }) => [kind, count]),
});

const listed = (categories: CategoryWithProducts[]) =>
  categories.map((category) => [category.category_name, category.product_count, category.products.map((p) => p.name)]);

describe.each(testDatabases())('catalogue facets and filters (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let ids: Catalogue;
  beforeEach(async () => {
    ids = await addCatalogue(t);
  });

  describe('GET /v1/catalogue/facets', () => {
    it('counts the products of each industry, application and certification, leaving out those with none', async () => {
      const { result, statements } = await countStatements(t.db, () => facets(t));
      expect(counts(result)).toEqual({
        industries: [
          ['Bakery', 2],
          ['Beverages', 2],
          ['Dairy', 2],
        ],
        applications: [
          ['Emulsifying', 2],
          ['Thickening', 2],
        ],
        // A product with two ISO certificates counts once.
        certifications: [
          ['halal', 3],
          ['kosher', 1],
          ['iso', 1],
        ],
      });
      expect(result.industries[0]).toEqual({ id: ids.bakery, name: 'Bakery', count: 2 });
      expect(statements).toBe(3);
    });

    it('counts what choosing a value would list: the other filters apply, not its own', async () => {
      expect(counts(await facets(t, { industry: ids.dairy }))).toEqual({
        industries: [
          ['Bakery', 2],
          ['Beverages', 2],
          ['Dairy', 2],
        ],
        applications: [
          ['Emulsifying', 1],
          ['Thickening', 1],
        ],
        certifications: [
          ['halal', 2],
          ['kosher', 1],
          ['iso', 1],
        ],
      });
      expect(counts(await facets(t, { certification: 'kosher', application: ids.emulsifying }))).toEqual({
        industries: [
          ['Bakery', 1],
          ['Dairy', 1],
        ],
        applications: [['Emulsifying', 1]],
        certifications: [
          ['halal', 2],
          ['kosher', 1],
        ],
      });
    });

    it('keeps a filter in use with its count, even 0', async () => {
      expect(counts(await facets(t, { industry: ids.pharma }))).toEqual({
        industries: [
          ['Bakery', 2],
          ['Beverages', 2],
          ['Dairy', 2],
          ['Pharmaceutical', 0],
        ],
        applications: [],
        certifications: [],
      });
      expect(counts(await facets(t, { certification: 'gmp', industry: ids.bakery })).certifications).toEqual([
        ['halal', 2],
        ['kosher', 1],
        ['gmp', 0],
      ]);
      // An unknown id, or one of the other kind, names nothing to keep.
      expect(counts(await facets(t, { industry: 999_999 }))).toEqual({
        industries: counts(await facets(t)).industries,
        applications: [],
        certifications: [],
      });
      expect(counts(await facets(t, { industry: ids.thickening }))).toMatchObject({
        applications: [],
        certifications: [],
      });
    });

    it('counts within a search, as the category list finds (product or category names)', async () => {
      expect(counts(await facets(t, { search: 'GUM' }))).toEqual({
        industries: [['Beverages', 1]],
        applications: [['Thickening', 1]],
        certifications: [],
      });
      // The category's name matches: all its products count.
      expect(counts(await facets(t, { search: 'dairy ingr' }))).toEqual({
        industries: [
          ['Beverages', 2],
          ['Dairy', 1],
        ],
        applications: [['Thickening', 2]],
        certifications: [
          ['halal', 1],
          ['iso', 1],
        ],
      });
    });

    it('counts within a category, as its page finds (product names only)', async () => {
      expect(counts(await facets(t, { category: ids.bakeryIngredients }))).toEqual({
        industries: [
          ['Bakery', 2],
          ['Dairy', 1],
        ],
        applications: [['Emulsifying', 2]],
        certifications: [
          ['halal', 2],
          ['kosher', 1],
        ],
      });
      expect(counts(await facets(t, { category: ids.bakeryIngredients, search: 'lec' })).industries).toEqual([
        ['Bakery', 1],
        ['Dairy', 1],
      ]);
      expect(counts(await facets(t, { category: ids.bakeryIngredients, search: 'bakery' }))).toEqual({
        industries: [],
        applications: [],
        certifications: [],
      });
      expect(counts(await facets(t, { category: 999_999 }))).toEqual({
        industries: [],
        applications: [],
        certifications: [],
      });
    });

    it('names the terms in the asked language, falling back to English', async () => {
      const { industries } = await facets(t, { lang: 'id' });
      expect(industries).toEqual([
        { id: ids.beverages, name: 'Beverages', count: 2, fallback: { name: 'en' } },
        { id: ids.bakery, name: 'Roti', count: 2 },
        { id: ids.dairy, name: 'Susu', count: 2 },
      ]);
    });

    it('refuses an invalid filter', async () => {
      const invalid: Query[] = [
        { certification: 'organic' },
        { industry: 'bakery' },
        { category: 0 },
        { colour: 'red' },
      ];
      for (const query of invalid) {
        const response = await t.app.inject({ method: 'GET', url: '/v1/catalogue/facets', query: asQuery(query) });
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorBody>()).toMatchObject({ error: true, code: 'VALIDATION' });
      }
    });
  });

  describe('GET /v1/categories/products with filters', () => {
    const list = async (query: Query) => {
      const response = await t.app.inject({ method: 'GET', url: '/v1/categories/products', query: asQuery(query) });
      expect(response.statusCode).toBe(200);
      return response.json<ListEnvelope<CategoryWithProducts>>();
    };

    it('lists the products of an industry, an application or a certification, and only the categories that have some', async () => {
      expect(listed((await list({ industry: ids.dairy, sort: 'alphabetical' })).data)).toEqual([
        ['Bakery Ingredients', 1, ['Lecithin']],
        ['Dairy Ingredients', 1, ['Carrageenan']],
      ]);
      expect(listed((await list({ industry: ids.bakery })).data)).toEqual([
        ['Bakery Ingredients', 2, ['Lecithin', 'Mono Diglycerides']],
      ]);
      expect(listed((await list({ certification: 'iso' })).data)).toEqual([['Dairy Ingredients', 1, ['Carrageenan']]]);
      expect(listed((await list({ industry: ids.dairy, application: ids.thickening })).data)).toEqual([
        ['Dairy Ingredients', 1, ['Carrageenan']],
      ]);
    });

    it('combines filters with the search', async () => {
      // 'Ingredients' finds both categories by name, with all their products; the filter keeps those it matches.
      const page = await list({ search: 'ingredients', certification: 'kosher' });
      expect(listed(page.data)).toEqual([['Bakery Ingredients', 1, ['Lecithin']]]);
      expect(page).toMatchObject({ totalData: 1, totalPage: 1 });
      // Found by its name, an empty category is listed; not when a filter asks for products.
      expect(listed((await list({ search: 'sweet' })).data)).toEqual([['Sweeteners', 0, []]]);
      expect((await list({ search: 'sweet', certification: 'halal' })).data).toEqual([]);
    });

    it('lists nothing for an unknown id or an id of the other kind', async () => {
      const nothing: Query[] = [{ industry: 999_999 }, { application: ids.bakery }, { industry: ids.thickening }];
      for (const query of nothing) {
        expect(await list(query)).toMatchObject({ data: [], totalData: 0 });
      }
    });
  });

  describe('GET /v1/products/category/{id} with filters', () => {
    const page = (id: number, query: Query = {}) => getData<CategoryProducts>(t, `/v1/products/category/${id}`, query);
    const names = (category: CategoryProducts) => category.products.map((product) => product.name);

    it('lists the category products each filter keeps, with the search', async () => {
      expect(names(await page(ids.bakeryIngredients, { application: ids.emulsifying }))).toEqual([
        'Lecithin',
        'Mono Diglycerides',
      ]);
      expect(names(await page(ids.bakeryIngredients, { certification: 'kosher' }))).toEqual(['Lecithin']);
      expect(names(await page(ids.dairyIngredients, { industry: ids.beverages, search: 'xan' }))).toEqual([
        'Xanthan Gum',
      ]);
      expect(names(await page(ids.dairyIngredients, { industry: ids.bakery }))).toEqual([]);
      const unknown = await page(ids.bakeryIngredients, { industry: 999_999 });
      expect(unknown).toMatchObject({ name: 'Bakery Ingredients', products: [] });
    });
  });
});
