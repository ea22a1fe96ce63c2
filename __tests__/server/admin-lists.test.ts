import { ADMIN_SEARCH_MAX_LENGTH, MAX_PAGE_SIZE } from '@/common/constants';
import { ADMIN_SORTS, type AdminListName } from '@/common/api/admin-list';
import type { EnquiryStatus } from '@/common/api/enquiries';
import { daysAgo, storedImageColumn } from './helpers/content';
import { storeEnquiry } from './helpers/enquiries';
import { bearer, testDatabases, useSharedTestApp, type TestApp } from './helpers/test-app';

/** The translations column of a row with Indonesian texts. */
const indonesian = (texts: Record<string, string>) => JSON.stringify({ id: texts });

/** Marks a row changed `at`, so a list's last-changed order differs from its creation order. */
const touch = (t: TestApp, table: 'products' | 'articles', id: number, at: string) =>
  t.db.kysely.updateTable(table).set({ updated_at: at }).where('id', '=', id).execute();

type Sorts<L extends AdminListName> = Record<(typeof ADMIN_SORTS)[L][number], string[]>;

/**
 * One admin list: its endpoint, a seed of three rows (whose name each answer row carries in `nameField`), the rows in
 * ascending order of each sort column, and searches with the rows they find (newest first).
 */
interface ListCase<L extends AdminListName> {
  list: L;
  url: string;
  nameField: string;
  seed: (t: TestApp) => Promise<void>;
  ascending: Sorts<L>;
  searches: [term: string, found: string[]][];
}

const products: ListCase<'products'> = {
  list: 'products',
  url: '/v1/admin/products',
  nameField: 'name',
  async seed(t) {
    const repos = t.app.repos;
    const amino = await repos.categories.create({ name: 'Amino Acids', description: '', image: null });
    const sweeteners = await repos.categories.create({
      name: 'Sweeteners',
      description: '',
      image: null,
      translations: indonesian({ name: 'Pemanis' }),
    });
    const product = (category_id: number, name: string, extra: { description?: string; translations?: string }) => ({
      category_id,
      name,
      description: extra.description ?? `About ${name}`,
      image: null,
      translations: extra.translations,
    });
    const lysine = await repos.products.create(
      product(amino, 'Lysine', { translations: indonesian({ name: 'Lisin' }) }),
      daysAgo(3),
    );
    await repos.products.create(
      product(sweeteners, 'aspartame', { description: 'A low-calorie sweetener' }),
      daysAgo(1),
    );
    await repos.products.create(product(amino, 'Methionine', {}), daysAgo(2));
    await touch(t, 'products', lysine, daysAgo(0));
  },
  ascending: {
    created_at: ['Lysine', 'Methionine', 'aspartame'],
    name: ['aspartame', 'Lysine', 'Methionine'],
    category: ['Lysine', 'Methionine', 'aspartame'],
    updated_at: ['Methionine', 'aspartame', 'Lysine'],
  },
  searches: [
    ['LISIN', ['Lysine']],
    ['low-CALORIE', ['aspartame']],
    ['amino', ['Methionine', 'Lysine']],
    ['pemanis', ['aspartame']],
  ],
};

const articles: ListCase<'articles'> = {
  list: 'articles',
  url: '/v1/admin/articles',
  nameField: 'title',
  async seed(t) {
    const { articles: repo } = t.app.repos;
    const article = (title: string, author: string, extra: { content?: string; translations?: string } = {}) => ({
      title,
      author,
      content: extra.content ?? `About ${title}`,
      image: null,
      translations: extra.translations,
    });
    const gelatin = await repo.create(
      article('Gelatin in Sweets', 'Rina', { translations: indonesian({ title: 'Gelatin dalam Permen' }) }),
      daysAgo(3),
    );
    await repo.create(article('agar Basics', 'budi', { content: 'A gel made from seaweed.' }), daysAgo(2));
    await repo.create(article('Xanthan Gum Uses', 'Andi'), daysAgo(1));
    await touch(t, 'articles', gelatin, daysAgo(0));
  },
  ascending: {
    created_at: ['Gelatin in Sweets', 'agar Basics', 'Xanthan Gum Uses'],
    title: ['agar Basics', 'Gelatin in Sweets', 'Xanthan Gum Uses'],
    author: ['Xanthan Gum Uses', 'agar Basics', 'Gelatin in Sweets'],
    updated_at: ['agar Basics', 'Xanthan Gum Uses', 'Gelatin in Sweets'],
  },
  searches: [
    ['permen', ['Gelatin in Sweets']],
    ['SEAWEED', ['agar Basics']],
    ['andi', ['Xanthan Gum Uses']],
  ],
};

const careers: ListCase<'careers'> = {
  list: 'careers',
  url: '/v1/admin/careers',
  nameField: 'name',
  async seed(t) {
    const { careers: repo } = t.app.repos;
    await repo.create(
      { name: 'QC Analyst', position: 'Laboratory', translations: indonesian({ name: 'Analis Mutu' }) },
      daysAgo(3),
    );
    await repo.create(
      { name: 'driver', position: 'Logistics', description: 'Delivers the orders', status: false },
      daysAgo(2),
    );
    await repo.create({ name: 'Sales Engineer', position: 'Commercial' }, daysAgo(1));
  },
  ascending: {
    created_at: ['QC Analyst', 'driver', 'Sales Engineer'],
    name: ['driver', 'QC Analyst', 'Sales Engineer'],
    position: ['Sales Engineer', 'QC Analyst', 'driver'],
    // Inactive first; the two active ones in the order they were added (the id breaks the tie).
    status: ['driver', 'QC Analyst', 'Sales Engineer'],
  },
  searches: [
    ['mutu', ['QC Analyst']],
    ['DELIVERS', ['driver']],
    ['engineer', ['Sales Engineer']],
  ],
};

const gallery: ListCase<'gallery'> = {
  list: 'gallery',
  url: '/v1/admin/galleries',
  nameField: 'name',
  async seed(t) {
    const image = await storedImageColumn(t);
    const { gallery: repo } = t.app.repos;
    await repo.create(
      { name: 'Factory Tour', image, translations: indonesian({ name: 'Kunjungan Pabrik' }) },
      daysAgo(3),
    );
    await repo.create({ name: 'booth at the Expo', image }, daysAgo(2));
    await repo.create({ name: 'Warehouse', image }, daysAgo(1));
  },
  ascending: {
    created_at: ['Factory Tour', 'booth at the Expo', 'Warehouse'],
    name: ['booth at the Expo', 'Factory Tour', 'Warehouse'],
  },
  searches: [
    ['pabrik', ['Factory Tour']],
    ['EXPO', ['booth at the Expo']],
  ],
};

const enquiries: ListCase<'enquiries'> = {
  list: 'enquiries',
  url: '/v1/admin/enquiries',
  nameField: 'name',
  async seed(t) {
    await storeEnquiry(t, { name: 'Rina', message: 'What does carrageenan cost?' }, daysAgo(3));
    const andi = await storeEnquiry(
      t,
      { name: 'andi', type: 'quote', company: 'PT Kue Manis', message: 'Agar, 25 kg' },
      daysAgo(2),
    );
    const budi = await storeEnquiry(
      t,
      { name: 'Budi', type: 'application', email: 'budi@mail.test', message: 'My application' },
      daysAgo(1),
    );
    const setStatus = (id: number, status: EnquiryStatus) =>
      t.db.kysely.updateTable('enquiries').set({ status }).where('id', '=', id).execute();
    await setStatus(andi, 'done');
    await setStatus(budi, 'in_progress');
  },
  ascending: {
    created_at: ['Rina', 'andi', 'Budi'],
    name: ['andi', 'Budi', 'Rina'],
    // Types and statuses in their listed order (contact, quote, application; new, in progress, done, spam).
    type: ['Rina', 'andi', 'Budi'],
    status: ['Rina', 'Budi', 'andi'],
  },
  searches: [
    ['CARRAGEENAN', ['Rina']],
    ['kue manis', ['andi']],
    ['BUDI@', ['Budi']],
  ],
};

const LISTS = [products, articles, careers, gallery, enquiries] as ListCase<AdminListName>[];

describe.each(testDatabases())('admin lists: search, sort and page size (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let token: string;

  beforeEach(async () => {
    token = await t.login();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  describe.each(LISTS.map((list) => [list.list, list] as const))('%s', (_name, list) => {
    const namesIn = async (query: string) => {
      const response = await get(`${list.url}${query}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ data: Record<string, unknown>[]; totalData: number; totalPage: number }>();
      return { names: body.data.map((row) => row[list.nameField]), totalData: body.totalData, body };
    };

    beforeEach(() => list.seed(t));

    it('lists the newest first when no sort is asked for', async () => {
      const { names } = await namesIn('');
      expect(names).toEqual([...list.ascending.created_at].reverse());
    });

    it.each(ADMIN_SORTS[list.list].map((sort) => [sort]))('sorts by %s, both ways', async (sort) => {
      const ascending = list.ascending[sort as keyof typeof list.ascending];

      expect((await namesIn(`?sort=${sort}&order=asc`)).names).toEqual(ascending);
      expect((await namesIn(`?sort=${sort}&order=desc`)).names).toEqual([...ascending].reverse());
    });

    it.each(list.searches)('finds %p in any case and language', async (term, found) => {
      const { names, totalData } = await namesIn(`?search=${encodeURIComponent(term)}`);

      expect(names).toEqual(found);
      expect(totalData).toBe(found.length);
    });

    it('searches, sorts and pages together, counting every row the search finds', async () => {
      const sort = ADMIN_SORTS[list.list][1];
      const ascending = list.ascending[sort as keyof typeof list.ascending];

      const first = await namesIn(`?sort=${sort}&order=asc&limit=2`);
      const second = await namesIn(`?sort=${sort}&order=asc&limit=2&page=2`);

      expect(first.names).toEqual(ascending.slice(0, 2));
      expect(second.names).toEqual(ascending.slice(2));
      expect(first.body).toMatchObject({ error: false, totalData: 3, totalPage: 2 });
      expect((await namesIn(`?search=no-such-text&limit=2`)).body).toMatchObject({ data: [], totalData: 0 });
    });

    it.each([
      ['a sort the list does not offer', '?sort=password', { sort: 'invalid' }],
      ['a sort written as SQL', `?sort=${encodeURIComponent('name; drop table users')}`, { sort: 'invalid' }],
      ['an order that is neither asc nor desc', '?order=up', { order: 'invalid' }],
      ['a page size of 0', '?limit=0', { limit: 'out_of_range' }],
      ['a page size over the largest', `?limit=${MAX_PAGE_SIZE + 1}`, { limit: 'out_of_range' }],
      ['a page size that is no number', '?limit=ten', { limit: 'invalid' }],
      ['a search too long', `?search=${'a'.repeat(ADMIN_SEARCH_MAX_LENGTH + 1)}`, { search: 'too_long' }],
    ])('answers 400 VALIDATION, and nothing else, for %s', async (_case, query, fields) => {
      const response = await get(`${list.url}${query}`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: true, code: 'VALIDATION', message: expect.any(String), fields });
    });
  });

  it('pages through rows that tie on the sort column without repeating or skipping one', async () => {
    for (const [index, name] of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].entries()) {
      await t.app.repos.careers.create({ name, position: 'Staff', status: index % 2 === 0 }, daysAgo(1));
    }

    for (const order of ['asc', 'desc']) {
      const pages = await Promise.all(
        [1, 2, 3, 4, 5].map(async (page) => {
          const response = await get(`/v1/admin/careers?sort=status&order=${order}&limit=1&page=${page}`);
          return response.json<{ data: { name: string }[] }>().data.map((career) => career.name);
        }),
      );
      expect(pages.flat().sort()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    }
  });
});
