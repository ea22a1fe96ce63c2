import type { WhatsNewItem } from '@/common/api/whats-new';
import { WHATS_NEW_LIMIT } from '@/common/constants';
import { whatsNewLink } from '@/common/whats-new';
import type { WhatsNewSources } from '@/server/repositories/whats-new-repository';
import { mergeWhatsNew } from '@/server/services/whats-new';
import { countStatements, insertCategory, sendForm } from './helpers/catalogue';
import { anImageSet, daysAgo, seedArticle, storedImageColumn } from './helpers/content';
import { bearer, testDatabases, useSharedTestApp } from './helpers/test-app';

const at = (hour: number) => `2024-05-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
const image = { src: '/uploads/k-320.webp', srcset: '/uploads/k-320.webp 320w', width: 320, height: 200 };

const sources = (overrides: Partial<WhatsNewSources> = {}): WhatsNewSources => ({
  products: [],
  careers: [],
  articles: [],
  ...overrides,
});

describe('mergeWhatsNew', () => {
  it('merges the three kinds newest first, with their prefixes, titles, descriptions and images', () => {
    const merged = mergeWhatsNew(
      sources({
        products: [{ id: 7, name: 'Aspartame', description: 'Sweetener', image_url: image, updated_at: at(9) }],
        careers: [{ id: 3, name: 'QC Analyst', position: 'Laboratory', description: 'Tests lots', updated_at: at(11) }],
        articles: [{ id: 5, title: 'Trends', content: 'Line 1\nLine 2', image_url: null, updated_at: at(10) }],
      }),
      10,
    );

    expect(merged).toEqual<WhatsNewItem[]>([
      {
        id: 3,
        cpga_id: 'CR-3',
        title: 'QC Analyst - Laboratory',
        description: 'Tests lots',
        image_url: null,
        updated_at: at(11),
      },
      { id: 5, cpga_id: 'AR-5', title: 'Trends', description: 'Line 1\nLine 2', image_url: null, updated_at: at(10) },
      { id: 7, cpga_id: 'PD-7', title: 'Aspartame', description: 'Sweetener', image_url: image, updated_at: at(9) },
    ]);
  });

  it('keeps only the newest `limit` items in all, whichever kinds they are', () => {
    const merged = mergeWhatsNew(
      sources({
        products: [1, 2, 3].map((id) => ({
          id,
          name: `P${id}`,
          description: '',
          image_url: null,
          updated_at: at(id * 3),
        })),
        careers: [1, 2, 3].map((id) => ({
          id,
          name: `C${id}`,
          position: 'X',
          description: '',
          updated_at: at(id * 3 + 1),
        })),
        articles: [1, 2, 3].map((id) => ({
          id,
          title: `A${id}`,
          content: '',
          image_url: null,
          updated_at: at(id * 3 + 2),
        })),
      }),
      4,
    );

    expect(merged.map((item) => item.cpga_id)).toEqual(['AR-3', 'CR-3', 'PD-3', 'AR-2']);
  });

  it('orders equal times products, careers, articles, then higher ids first', () => {
    const merged = mergeWhatsNew(
      sources({
        articles: [{ id: 1, title: 'A', content: '', image_url: null, updated_at: at(8) }],
        careers: [{ id: 1, name: 'C', position: 'P', description: '', updated_at: at(8) }],
        products: [
          { id: 1, name: 'P1', description: '', image_url: null, updated_at: at(8) },
          { id: 2, name: 'P2', description: '', image_url: null, updated_at: at(8) },
        ],
      }),
      10,
    );

    expect(merged.map((item) => item.cpga_id)).toEqual(['PD-2', 'PD-1', 'CR-1', 'AR-1']);
  });

  it('compares instants, not text', () => {
    const merged = mergeWhatsNew(
      sources({
        products: [{ id: 1, name: 'P', description: '', image_url: null, updated_at: '2024-05-01T10:00:00+03:00' }],
        articles: [{ id: 1, title: 'A', content: '', image_url: null, updated_at: '2024-05-01T08:00:00.000Z' }],
      }),
      10,
    );

    expect(merged.map((item) => item.cpga_id)).toEqual(['AR-1', 'PD-1']);
  });

  it('answers nothing from nothing', () => {
    expect(mergeWhatsNew(sources(), WHATS_NEW_LIMIT)).toEqual([]);
  });
});

describe.each(testDatabases())('GET /v1/whatsnew (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let categoryId: number;

  beforeEach(async () => {
    categoryId = await insertCategory(t, 'Sweeteners');
  });

  const whatsNew = async (): Promise<WhatsNewItem[]> => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/whatsnew' });
    expect(response.statusCode).toBe(200);
    expect(response.json().error).toBe(false);
    return response.json().data;
  };

  const seedProduct = async (name: string, age: number, { withImage = false, description = `About ${name}` } = {}) =>
    t.app.repos.products.create(
      { category_id: categoryId, name, description, image: withImage ? await storedImageColumn(t) : null },
      daysAgo(age),
    );

  const seedCareer = async (name: string, position: string, age: number, status = true) =>
    (await t.app.repos.careers.create({ name, position, description: `About ${name}`, status }, daysAgo(age))).id;

  it('answers an empty list when there is nothing', async () => {
    expect(await whatsNew()).toEqual([]);
  });

  it('lists products, active careers and articles newest first by updated_at, with full descriptions', async () => {
    const longDescription = 'A sweetener used in beverages. '.repeat(20);
    const aspartame = await seedProduct('Aspartame', 6, { withImage: true, description: longDescription });
    const qc = await seedCareer('QC Analyst', 'Laboratory', 5);
    const glycine = await seedArticle(t, { title: 'Glycine', content: 'Amino\nacid', daysAgo: 4 });
    const sorbitol = await seedProduct('Sorbitol', 3);
    await seedCareer('Hidden', 'Inactive', 0, false);
    const trends = await seedArticle(t, { title: 'Trends', daysAgo: 2, withImage: false });
    const sales = await seedCareer('Sales', 'Jakarta', 1);

    const items = await whatsNew();

    expect(items.map((item) => [item.cpga_id, item.title])).toEqual([
      [`CR-${sales}`, 'Sales - Jakarta'],
      [`AR-${trends}`, 'Trends'],
      [`PD-${sorbitol}`, 'Sorbitol'],
      [`AR-${glycine}`, 'Glycine'],
      [`CR-${qc}`, 'QC Analyst - Laboratory'],
      [`PD-${aspartame}`, 'Aspartame'],
    ]);
    const byId = new Map(items.map((item) => [item.cpga_id, item]));
    expect(byId.get(`PD-${aspartame}`)).toEqual({
      id: aspartame,
      cpga_id: `PD-${aspartame}`,
      title: 'Aspartame',
      description: longDescription,
      image_url: anImageSet,
      updated_at: expect.any(String),
    });
    expect(byId.get(`PD-${sorbitol}`)!.image_url).toBeNull();
    expect(byId.get(`CR-${qc}`)).toMatchObject({ id: qc, description: 'About QC Analyst', image_url: null });
    expect(byId.get(`AR-${glycine}`)).toMatchObject({ id: glycine, description: 'Amino\nacid', image_url: anImageSet });
    expect(byId.get(`AR-${trends}`)!.image_url).toBeNull();
    expect(items.some((item) => item.title.startsWith('Hidden'))).toBe(false);
    const dates = items.map((item) => Date.parse(item.updated_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('links every item by its prefix to the detail page of its kind', async () => {
    const product = await seedProduct('Aspartame', 3);
    const career = await seedCareer('QC Analyst', 'Laboratory', 2);
    const article = await seedArticle(t, { title: 'Glycine', daysAgo: 1 });

    const links = (await whatsNew()).map((item) => whatsNewLink(item.cpga_id));

    expect(links).toEqual([
      `/artikel/detail_artikel/${article}`,
      `/karir/detail_karir/${career}`,
      `/produk_kategori/produk/detail_produk/${product}`,
    ]);
  });

  it(`answers the ${WHATS_NEW_LIMIT} newest in all, in three statements however much there is`, async () => {
    await seedProduct('Product 0', 40);
    await seedCareer('Career 0', 'Any', 41);
    await seedArticle(t, { title: 'Article 0', daysAgo: 42, withImage: false });
    const few = await countStatements(t.db, () => whatsNew());
    expect(few.result).toHaveLength(3);

    for (let i = 1; i <= 15; i += 1) {
      await seedProduct(`Product ${i}`, 3 * i);
      await seedCareer(`Career ${i}`, 'Any', 3 * i + 1);
      await seedArticle(t, { title: `Article ${i}`, daysAgo: 3 * i + 2, withImage: false });
    }

    const many = await countStatements(t.db, () => whatsNew());

    expect(many.result.map((item) => item.title)).toEqual(
      [1, 2, 3, 4].flatMap((i) => [`Product ${i}`, `Career ${i} - Any`, `Article ${i}`]).slice(0, WHATS_NEW_LIMIT),
    );
    expect(few.statements).toBe(3);
    expect(many.statements).toBe(3);
  });

  describe('after an edit', () => {
    let token: string;
    let product: number;
    let career: number;
    let article: number;

    beforeEach(async () => {
      token = await t.login();
      product = await seedProduct('Aspartame', 3);
      career = await seedCareer('QC Analyst', 'Laboratory', 2);
      article = await seedArticle(t, { title: 'Glycine', daysAgo: 1 });
    });

    const first = async () => (await whatsNew())[0]!.cpga_id;

    it('an edited article moves to the top', async () => {
      await seedCareer('Newer', 'Any', 0.5);
      expect(await first()).not.toBe(`AR-${article}`);

      const response = await sendForm(t, token, 'PUT', `/v1/admin/articles/${article}`, {
        title: 'Glycine, revised',
        content: 'Updated',
      });

      expect(response.statusCode).toBe(200);
      expect((await whatsNew())[0]).toMatchObject({ cpga_id: `AR-${article}`, title: 'Glycine, revised' });
    });

    it('an edited career moves to the top, and leaves when deactivated', async () => {
      const edit = (status: boolean) =>
        t.app.inject({
          method: 'PUT',
          url: `/v1/admin/careers/${career}`,
          headers: bearer(token),
          payload: { name: 'QC Lead', position: 'Laboratory', description: 'Leads QC', status },
        });

      expect((await edit(true)).statusCode).toBe(200);
      expect((await whatsNew())[0]).toMatchObject({ cpga_id: `CR-${career}`, title: 'QC Lead - Laboratory' });

      expect((await edit(false)).statusCode).toBe(200);
      expect((await whatsNew()).map((item) => item.cpga_id)).toEqual([`AR-${article}`, `PD-${product}`]);
    });

    it('an edited product moves to the top', async () => {
      const response = await sendForm(t, token, 'PUT', `/v1/admin/products/${product}`, {
        name: 'Aspartame 200 mesh',
        category_id: categoryId,
        description: 'Finer grade',
      });

      expect(response.statusCode).toBe(200);
      expect((await whatsNew())[0]).toMatchObject({ cpga_id: `PD-${product}`, title: 'Aspartame 200 mesh' });
    });

    it('a deleted article leaves the feed', async () => {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/v1/admin/articles/${article}`,
        headers: bearer(token),
      });

      expect(response.statusCode).toBe(200);
      expect((await whatsNew()).map((item) => item.cpga_id)).toEqual([`CR-${career}`, `PD-${product}`]);
    });
  });
});
