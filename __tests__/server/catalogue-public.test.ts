import type { CategoryProducts, CategoryWithProducts, Product } from '@/common/api/catalogue';
import { CATEGORY_IMAGE_FIELD, PRODUCT_IMAGE_FIELD } from '@/common/api/catalogue';
import type { ListEnvelope } from '@/common/api/envelope';
import { CATEGORY_PAGE_SIZE, CATEGORY_STRIP_PRODUCTS, MAX_PAGE_SIZE } from '@/common/constants';
import {
  countStatements,
  insertCategory,
  insertProduct,
  NOTHING_SPECIFIED,
  pngFile,
  sendForm,
} from './helpers/catalogue';
import { testDatabases, useSharedTestApp, type TestApp } from './helpers/test-app';

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

const listPage = async (t: TestApp, query = '') => {
  const response = await get(t, `/v1/categories/products${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ListEnvelope<CategoryWithProducts>>();
};
const listCategories = async (t: TestApp, query = '') => (await listPage(t, query)).data;

const summary = (categories: CategoryWithProducts[]) =>
  categories.map((category) => [category.category_name, category.products.map((product) => product.name)]);

describe.each(testDatabases())('public catalogue (%s)', (kind) => {
  const t = useSharedTestApp(kind);

  describe('GET /v1/categories/products', () => {
    it('answers an empty list when there are no categories', async () => {
      expect(await listCategories(t)).toEqual([]);
    });

    it('lists 3 categories with the first products of their strips, grouped correctly, in a fixed number of statements', async () => {
      const sizes = { Sweeteners: 40, Preservatives: 25, 'Amino Acids': 9 };
      const ids: Record<string, number> = {};
      for (const [name, size] of Object.entries(sizes)) {
        ids[name] = await insertCategory(t, name);
        for (let i = size; i >= 1; i -= 1) await insertProduct(t, ids[name]!, `${name} product ${i}`);
      }

      const { result: response, statements } = await countStatements(t.db, () => get(t, '/v1/categories/products'));

      expect(response.statusCode).toBe(200);
      const body = response.json<ListEnvelope<CategoryWithProducts>>();
      expect(body).toMatchObject({ error: false, totalData: 3, totalPage: 1 });
      // Default sort: most products first.
      expect(body.data.map((category) => category.category_name)).toEqual([
        'Sweeteners',
        'Preservatives',
        'Amino Acids',
      ]);
      for (const category of body.data) {
        const size = sizes[category.category_name as keyof typeof sizes];
        expect(category.category_id).toBe(ids[category.category_name]);
        expect(category.description).toBe(`About ${category.category_name}`);
        expect(category.image_url).toBeNull();
        expect(category.product_count).toBe(size);
        // The first products by name (numbers in numeric order) of its own category, none of another.
        expect(category.products.map((product) => product.name)).toEqual(
          Array.from(
            { length: Math.min(size, CATEGORY_STRIP_PRODUCTS) },
            (_, i) => `${category.category_name} product ${i + 1}`,
          ),
        );
        for (const product of category.products) {
          expect(Object.keys(product).sort()).toEqual(['id', 'name', 'product_image', 'updated_at']);
          expect(Number.isNaN(Date.parse(product.updated_at))).toBe(false);
        }
      }
      expect(statements).toBe(2);

      // Ten times as many products still cost the same two statements, and the strip stays as long.
      for (let i = 0; i < 300; i += 1) await insertProduct(t, ids.Preservatives!, `More ${i}`);
      const again = await countStatements(t.db, () => get(t, '/v1/categories/products'));
      const [first] = again.result.json<ListEnvelope<CategoryWithProducts>>().data;
      expect(first).toMatchObject({ category_name: 'Preservatives', product_count: 325 });
      expect(first!.products).toHaveLength(CATEGORY_STRIP_PRODUCTS);
      expect(again.statements).toBe(2);
    });

    describe('paging', () => {
      beforeEach(async () => {
        // 'Category 1' has 1 product, 'Category 2' 2, and so on: most_products lists Category 25 first.
        for (let n = 1; n <= 25; n += 1) {
          const id = await insertCategory(t, `Category ${n}`);
          for (let i = 1; i <= n % 4; i += 1) await insertProduct(t, id, `Product ${n}.${i}`);
        }
      });

      it(`answers ${CATEGORY_PAGE_SIZE} categories a page by default, with the totals the pager needs`, async () => {
        const response = await get(t, '/v1/categories/products?sort=alphabetical');
        const body = response.json<ListEnvelope<CategoryWithProducts>>();
        expect(body.totalData).toBe(25);
        expect(body.totalPage).toBe(3);
        expect(body.data.map((category) => category.category_name)).toEqual(
          Array.from({ length: CATEGORY_PAGE_SIZE }, (_, i) => `Category ${i + 1}`),
        );
      });

      it('answers the requested page, sorted across pages, and an empty last-plus-one page', async () => {
        const page3 = (await listPage(t, '?sort=alphabetical&page=3')).data.map((category) => category.category_name);
        expect(page3).toEqual(['Category 21', 'Category 22', 'Category 23', 'Category 24', 'Category 25']);
        const byCount = (await listPage(t, '?sort=least_products&limit=7')).data;
        expect(byCount.map((category) => category.product_count)).toEqual([0, 0, 0, 0, 0, 0, 1]);
        expect(byCount.every((category) => category.products.length === category.product_count)).toBe(true);
        const beyond = await listPage(t, '?page=4');
        expect(beyond).toMatchObject({ data: [], totalData: 25, totalPage: 3 });
      });

      it('pages a search result by the categories it lists', async () => {
        // 'Category 2' and 'Category 20' to 'Category 25' match by name.
        const body = await listPage(t, '?search=Category%202&sort=alphabetical&limit=3');
        expect(body.totalData).toBe(7);
        expect(body.data.map((category) => category.category_name)).toEqual([
          'Category 2',
          'Category 20',
          'Category 21',
        ]);
      });

      it.each([
        ['page 0', '?page=0', 'page'],
        ['a limit above the largest page', `?limit=${MAX_PAGE_SIZE + 1}`, 'limit'],
        ['a limit of 0', '?limit=0', 'limit'],
      ])('refuses %s with 400', async (_case, query, field) => {
        const response = await get(t, `/v1/categories/products${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: expect.any(String) } });
      });
    });

    it('keeps categories without products, with an empty product list', async () => {
      await insertCategory(t, 'Empty one');
      const categories = await listCategories(t);
      expect(categories).toEqual([
        {
          category_id: expect.any(Number),
          category_name: 'Empty one',
          description: 'About Empty one',
          image_url: null,
          product_count: 0,
          products: [],
        },
      ]);
    });

    it('answers image URLs the browser can put in srcset', async () => {
      const token = await t.login();
      const category = await sendForm(
        t,
        token,
        'POST',
        '/v1/admin/categories',
        { name: 'Flavours' },
        await pngFile(CATEGORY_IMAGE_FIELD),
      );
      const categoryId = category.json().data.id;
      await sendForm(
        t,
        token,
        'POST',
        '/v1/admin/products',
        { name: 'Vanillin', category_id: categoryId },
        await pngFile(PRODUCT_IMAGE_FIELD),
      );

      const [listed] = await listCategories(t);

      expect(listed!.image_url).toEqual({
        src: expect.stringMatching(/^\/uploads\/[\w-]+-48\.webp$/),
        srcset: expect.stringMatching(/^\/uploads\/[\w-]+-48\.webp 48w$/),
        width: 48,
        height: 32,
      });
      expect(listed!.products[0]!.product_image).toMatchObject({ src: expect.stringMatching(/^\/uploads\/.+\.webp$/) });
      const image = await get(t, listed!.products[0]!.product_image!.src);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });

    describe('sorting', () => {
      beforeEach(async () => {
        const sizes: Array<[string, number]> = [
          ['beta', 2],
          ['Alpha', 3],
          ['Gamma', 1],
          ['delta', 2],
        ];
        for (const [name, size] of sizes) {
          const id = await insertCategory(t, name);
          for (let i = 0; i < size; i += 1) await insertProduct(t, id, `${name} ${i}`);
        }
      });

      it.each([
        ['most_products (the default)', '', ['Alpha', 'beta', 'delta', 'Gamma']],
        ['most_products', '?sort=most_products', ['Alpha', 'beta', 'delta', 'Gamma']],
        ['least_products', '?sort=least_products', ['Gamma', 'beta', 'delta', 'Alpha']],
        ['alphabetical', '?sort=alphabetical', ['Alpha', 'beta', 'delta', 'Gamma']],
        ['alphabetical_reverse', '?sort=alphabetical_reverse', ['Gamma', 'delta', 'beta', 'Alpha']],
      ])('orders by %s, ignoring case', async (_sort, query, expected) => {
        expect((await listCategories(t, query)).map((category) => category.category_name)).toEqual(expected);
      });
    });

    describe('search', () => {
      beforeEach(async () => {
        const sweeteners = await insertCategory(t, 'Sweeteners');
        await insertProduct(t, sweeteners, 'Aspartame');
        await insertProduct(t, sweeteners, 'Sucralose');
        const acids = await insertCategory(t, 'Amino Acids');
        await insertProduct(t, acids, 'Glycine');
        await insertProduct(t, acids, 'L-Lysine HCl');
        await insertProduct(t, acids, 'Sweet_Glycine 100%');
        const preservatives = await insertCategory(t, 'Preservatives');
        await insertProduct(t, preservatives, 'Sodium Benzoate');
      });

      it('lists every product of a category whose name matches, ignoring case', async () => {
        expect(summary(await listCategories(t, '?search=sWEETENER'))).toEqual([
          ['Sweeteners', ['Aspartame', 'Sucralose']],
        ]);
      });

      it('lists only the matching products of a category whose name does not match', async () => {
        expect(summary(await listCategories(t, '?search=glycine'))).toEqual([
          ['Amino Acids', ['Glycine', 'Sweet_Glycine 100%']],
        ]);
      });

      it('matches categories and products together', async () => {
        expect(summary(await listCategories(t, '?search=sweet&sort=alphabetical'))).toEqual([
          ['Amino Acids', ['Sweet_Glycine 100%']],
          ['Sweeteners', ['Aspartame', 'Sucralose']],
        ]);
      });

      it.each([
        ['%', [['Amino Acids', ['Sweet_Glycine 100%']]]],
        ['_', [['Amino Acids', ['Sweet_Glycine 100%']]]],
        ['t_g', [['Amino Acids', ['Sweet_Glycine 100%']]]],
        ['s%e', []],
        ['\\', []],
      ])('treats %p as a literal character, not a wildcard', async (term, expected) => {
        expect(summary(await listCategories(t, `?search=${encodeURIComponent(term)}`))).toEqual(expected);
      });

      it('answers an empty list when nothing matches, and everything for a blank search', async () => {
        expect(await listCategories(t, '?search=titanium')).toEqual([]);
        expect(await listCategories(t, '?search=%20%20')).toHaveLength(3);
        expect(await listCategories(t, '?search=')).toHaveLength(3);
      });

      it('sorts a search result by the number of products listed', async () => {
        expect(summary(await listCategories(t, '?search=s&sort=least_products')).map(([name]) => name)).toEqual([
          'Preservatives',
          'Sweeteners',
          'Amino Acids',
        ]);
      });
    });

    it.each([
      ['an unknown sort', '?sort=newest', 'sort'],
      ['a search of 101 characters', `?search=${'a'.repeat(101)}`, 'search'],
      ['an unknown parameter', '?category=1', 'category'],
    ])('refuses %s with 400 naming the parameter', async (_case, query, field) => {
      const response = await get(t, `/v1/categories/products${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: true,
        code: 'VALIDATION',
        fields: { [field]: expect.any(String) },
      });
    });

    it('accepts a search of exactly 100 characters', async () => {
      expect((await get(t, `/v1/categories/products?search=${'a'.repeat(100)}`)).statusCode).toBe(200);
    });
  });

  describe('GET /v1/products/category/{id}', () => {
    let categoryId: number;

    beforeEach(async () => {
      categoryId = await insertCategory(t, 'Thickeners', 'Gums and starches');
      for (const name of ['xanthan gum', 'Guar Gum', 'Carrageenan', 'Agar']) await insertProduct(t, categoryId, name);
      const other = await insertCategory(t, 'Colours');
      await insertProduct(t, other, 'Beta Carotene');
    });

    const categoryProducts = async (query = '') => {
      const response = await get(t, `/v1/products/category/${categoryId}${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: CategoryProducts }>().data;
    };

    it("answers the category's fields and its products only, A-Z by default, in two statements", async () => {
      const { result, statements } = await countStatements(t.db, () => categoryProducts());

      expect(result).toMatchObject({
        id: categoryId,
        name: 'Thickeners',
        description: 'Gums and starches',
        image_url: null,
      });
      expect(Object.keys(result).sort()).toEqual(['description', 'id', 'image_url', 'name', 'products']);
      expect(result.products.map((product) => product.name)).toEqual([
        'Agar',
        'Carrageenan',
        'Guar Gum',
        'xanthan gum',
      ]);
      expect(statements).toBe(2);
    });

    it('sorts Z-A with name_desc', async () => {
      expect((await categoryProducts('?sort=name_desc')).products.map((product) => product.name)).toEqual([
        'xanthan gum',
        'Guar Gum',
        'Carrageenan',
        'Agar',
      ]);
    });

    it('filters products by name, ignoring case, and keeps the category when none match', async () => {
      expect((await categoryProducts('?search=GUM')).products.map((product) => product.name)).toEqual([
        'Guar Gum',
        'xanthan gum',
      ]);
      const none = await categoryProducts('?search=carotene');
      expect(none.name).toBe('Thickeners');
      expect(none.products).toEqual([]);
    });

    it('answers 404 for an unknown category', async () => {
      const response = await get(t, '/v1/products/category/999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
    });

    it.each([
      ['a non-numeric id', '/v1/products/category/abc', 'id'],
      ['an unknown sort', '/v1/products/category/1?sort=most_products', 'sort'],
      ['a search of 101 characters', `/v1/products/category/1?search=${'x'.repeat(101)}`, 'search'],
    ])('refuses %s with 400', async (_case, url, field) => {
      const response = await get(t, url);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    });
  });

  describe('GET /v1/products/{id}', () => {
    it('answers the full product with its category name', async () => {
      const categoryId = await insertCategory(t, 'Sweeteners');
      const at = '2024-05-01T08:30:00.000Z';
      const productId = await insertProduct(t, categoryId, 'Aspartame', at);

      const response = await get(t, `/v1/products/${productId}`);

      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: Product }>().data).toEqual({
        id: productId,
        name: 'Aspartame',
        description: 'About Aspartame',
        category_id: categoryId,
        category_name: 'Sweeteners',
        ...NOTHING_SPECIFIED,
        related: [],
        product_image: null,
        created_at: at,
        updated_at: at,
      });
    });

    it('answers 404 for an unknown product and 400 for a malformed id', async () => {
      expect((await get(t, '/v1/products/424242')).statusCode).toBe(404);
      expect((await get(t, '/v1/products/0')).statusCode).toBe(400);
    });
  });
});
