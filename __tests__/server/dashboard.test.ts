import {
  DASHBOARD_HIGHLIGHT_COUNT,
  type CategoryChartEntry,
  type DashboardCareer,
  type DashboardProduct,
} from '@/common/api/dashboard';
import { countStatements, insertCategory } from './helpers/catalogue';
import { anImageSet, daysAgo, storedImageColumn } from './helpers/content';
import { bearer, testDatabases, useSharedTestApp } from './helpers/test-app';

// Every admin request runs one statement to check the token before the route's own.
const TOKEN_CHECK_STATEMENTS = 1;

describe.each(testDatabases())('admin dashboard (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let token: string;

  beforeEach(async () => {
    token = await t.login();
  });

  async function getData<T>(path: string): Promise<T> {
    const response = await t.app.inject({ method: 'GET', url: `/v1/admin/dashboard/${path}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ error: false, message: expect.any(String) });
    return response.json().data;
  }

  const seedProducts = async (categoryId: number, count: number, prefix = 'Product') => {
    for (let i = 1; i <= count; i += 1) {
      await t.app.repos.products.create(
        { category_id: categoryId, name: `${prefix} ${i}`, description: '', image: null },
        daysAgo(100 + i),
      );
    }
  };

  const seedCareer = async (name: string, age: number, status = true) =>
    t.app.repos.careers.create(
      { name, position: `${name} position`, description: `About ${name}`, status },
      daysAgo(age),
    );

  describe('GET /v1/admin/dashboard/category-chart', () => {
    it('counts the products of every category, empty ones included, most products first, then by name', async () => {
      await seedProducts(await insertCategory(t, 'Sweeteners'), 3, 'Sweetener');
      await insertCategory(t, 'Colorants');
      await seedProducts(await insertCategory(t, 'Amino Acids'), 1, 'Amino');
      await seedProducts(await insertCategory(t, 'Emulsifiers'), 3, 'Emulsifier');
      await seedProducts(await insertCategory(t, 'acidulants'), 1, 'Acid');
      await insertCategory(t, 'Antioxidants');

      const chart = await getData<CategoryChartEntry[]>('category-chart');

      expect(chart).toEqual<CategoryChartEntry[]>([
        { name: 'Emulsifiers', product_count: 3 },
        { name: 'Sweeteners', product_count: 3 },
        { name: 'acidulants', product_count: 1 },
        { name: 'Amino Acids', product_count: 1 },
        { name: 'Antioxidants', product_count: 0 },
        { name: 'Colorants', product_count: 0 },
      ]);
    });

    it('answers an empty list when there is no category', async () => {
      expect(await getData('category-chart')).toEqual([]);
    });

    it('reads the chart in one statement however many categories and products there are', async () => {
      await seedProducts(await insertCategory(t, 'First'), 1);
      const few = await countStatements(t.db, () => getData<CategoryChartEntry[]>('category-chart'));
      for (let i = 1; i <= 12; i += 1) await seedProducts(await insertCategory(t, `Category ${i}`), i % 4, `C${i}`);

      const many = await countStatements(t.db, () => getData<CategoryChartEntry[]>('category-chart'));

      expect(few.result).toHaveLength(1);
      expect(many.result).toHaveLength(13);
      expect(many.result.reduce((sum, entry) => sum + entry.product_count, 0)).toBe(1 + 18);
      expect(few.statements).toBe(TOKEN_CHECK_STATEMENTS + 1);
      expect(many.statements).toBe(TOKEN_CHECK_STATEMENTS + 1);
    });
  });

  describe('GET /v1/admin/dashboard/products', () => {
    it(`answers the ${DASHBOARD_HIGHLIGHT_COUNT} newest products with full descriptions and images`, async () => {
      const categoryId = await insertCategory(t, 'Sweeteners');
      const longDescription = 'A sweetener used in beverages and bakery products. '.repeat(5);
      const ids: number[] = [];
      for (let age = 8; age >= 1; age -= 1) {
        ids.push(
          await t.app.repos.products.create(
            {
              category_id: categoryId,
              name: `Aged ${age}`,
              description: age === 1 ? longDescription : `About ${age}`,
              image: age === 1 ? await storedImageColumn(t) : null,
            },
            daysAgo(age),
          ),
        );
      }

      const { result: products, statements } = await countStatements(t.db, () =>
        getData<DashboardProduct[]>('products'),
      );

      expect(products.map((product) => product.name)).toEqual([
        'Aged 1',
        'Aged 2',
        'Aged 3',
        'Aged 4',
        'Aged 5',
        'Aged 6',
      ]);
      expect(products[0]).toEqual({
        id: ids[7],
        name: 'Aged 1',
        description: longDescription,
        product_image: anImageSet,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(products[1]).toMatchObject({ description: 'About 2', product_image: null });
      const created = products.map((product) => Date.parse(product.created_at));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      expect(Date.parse(products[0]!.created_at)).toBeGreaterThan(Date.now() - 2 * 86_400_000);
      expect(statements).toBe(TOKEN_CHECK_STATEMENTS + 1);
    });

    it('answers an empty list when there is no product', async () => {
      expect(await getData('products')).toEqual([]);
    });
  });

  describe('GET /v1/admin/dashboard/careers', () => {
    it(`answers the ${DASHBOARD_HIGHLIGHT_COUNT} most recently updated careers, inactive ones included`, async () => {
      const careers = [];
      for (let age = 10; age >= 3; age -= 1) careers.push(await seedCareer(`Career ${age}`, age, age % 2 === 0));
      const oldest = careers[0]!;
      await t.app.repos.careers.update(
        oldest.id,
        { name: 'Reopened', position: 'Laboratory', description: 'Updated today' },
        { state: 'draft', publish_at: null, unpublish_at: null },
      );

      const { result: highlights, statements } = await countStatements(t.db, () =>
        getData<DashboardCareer[]>('careers'),
      );

      expect(highlights.map((career) => career.name)).toEqual([
        'Reopened',
        'Career 3',
        'Career 4',
        'Career 5',
        'Career 6',
        'Career 7',
      ]);
      expect(highlights[0]).toEqual({
        id: oldest.id,
        name: 'Reopened',
        position: 'Laboratory',
        status: false,
        state: 'draft',
        publish_at: null,
        unpublish_at: null,
        updated_at: expect.any(String),
      });
      expect(highlights.map((career) => career.status)).toEqual([false, false, true, false, true, false]);
      const updated = highlights.map((career) => Date.parse(career.updated_at));
      expect(updated).toEqual([...updated].sort((a, b) => b - a));
      expect(statements).toBe(TOKEN_CHECK_STATEMENTS + 1);
    });

    it('answers an empty list when there is no career', async () => {
      expect(await getData('careers')).toEqual([]);
    });
  });

  describe('without a valid token', () => {
    it.each(['category-chart', 'products', 'careers'])('GET /v1/admin/dashboard/%s answers 401', async (path) => {
      await seedProducts(await insertCategory(t, 'Secret category'), 1, 'Secret product');
      await seedCareer('Secret career', 1);
      const url = `/v1/admin/dashboard/${path}`;

      const missing = await t.app.inject({ method: 'GET', url });
      const forged = await t.app.inject({ method: 'GET', url, headers: bearer(`${token}x`) });

      for (const response of [missing, forged]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: true, code: 'UNAUTHORIZED' });
        expect(response.body).not.toContain('Secret');
      }
    });
  });
});
