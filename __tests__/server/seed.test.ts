import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { passwordProblem } from '@/common/password-policy';
import { seedDemo } from '@/server/db/seed/seed-demo';
import { parseStoredImage } from '@/server/repositories/image-column';
import { ensureInitialAdmin, INITIAL_PASSWORD_FILE } from '@/server/services/auth/initial-admin';
import { prepareInstallation } from '@/server/bootstrap';
import {
  countRows,
  createTestApp,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  testDatabases,
  type TestApp,
} from './helpers/test-app';
import { whileSchemasStay } from './helpers/test-database-pool';

const SEEDED_TABLES = ['categories', 'products', 'articles', 'careers', 'galleries', 'site_images'] as const;

async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SEEDED_TABLES) counts[table] = await countRows(t.db, table);
  return counts;
}

/** Every file the stored images point at, by the URLs the API hands out. */
async function referencedUploads(t: TestApp): Promise<Set<string>> {
  const { kysely } = t.db;
  const columns = [
    ...(await kysely.selectFrom('categories').select('image').execute()),
    ...(await kysely.selectFrom('products').select('image').execute()),
    ...(await kysely.selectFrom('articles').select('image').execute()),
    ...(await kysely.selectFrom('galleries').select('image').execute()),
    ...(await kysely.selectFrom('site_images').select('image').execute()),
  ].map((row) => row.image);
  const files = new Set<string>();
  for (const column of columns) {
    const image = parseStoredImage(column);
    expect(image).not.toBeNull();
    const set = t.app.images.toImageSet(image!);
    for (const url of [set.src, ...set.srcset.split(', ').map((entry) => entry.split(' ')[0]!)]) {
      expect(url).toMatch(/^\/uploads\/[^/]+\.webp$/);
      files.add(url.slice('/uploads/'.length));
    }
  }
  return files;
}

describe('demo seed (sqlite)', () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('inserts the demo content with processed images once, and a second run changes nothing', async () => {
    t = await createTestApp('sqlite');

    const first = await seedDemo(t.app.repos, t.app.images);

    const counts = await tableCounts(t);
    expect(counts.categories).toBeGreaterThanOrEqual(8);
    expect(counts.products).toBeGreaterThanOrEqual(50);
    expect(counts.articles).toBeGreaterThanOrEqual(8);
    expect(counts.careers).toBeGreaterThanOrEqual(4);
    expect(counts.galleries).toBeGreaterThanOrEqual(12);
    expect(first).toEqual({
      categories: counts.categories,
      products: counts.products,
      articles: counts.articles,
      careers: counts.careers,
      gallery: counts.galleries,
      siteImages: counts.site_images,
    });
    const kinds = await t.db.kysely
      .selectFrom('site_images')
      .select(['kind', (eb) => eb.fn.countAll().as('n')])
      .groupBy('kind')
      .execute();
    expect(Object.fromEntries(kinds.map((row) => [row.kind, Number(row.n)]))).toEqual({ carousel: 3, partner: 6 });
    const inactive = await t.db.kysely.selectFrom('careers').select('name').where('status', '=', 0).execute();
    expect(inactive).toHaveLength(1);

    const referenced = await referencedUploads(t);
    const onDisk = new Set(fs.readdirSync(t.config.uploadsDir));
    for (const file of referenced) expect(onDisk.has(file)).toBe(true);
    expect(onDisk.size).toBe(referenced.size);

    const second = await seedDemo(t.app.repos, t.app.images);

    expect(second).toEqual({ categories: 0, products: 0, articles: 0, careers: 0, gallery: 0, siteImages: 0 });
    expect(await tableCounts(t)).toEqual(counts);
    expect(fs.readdirSync(t.config.uploadsDir)).toHaveLength(onDisk.size);
  }, 120_000);
});

describe('first-start admin (sqlite)', () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    jest.restoreAllMocks();
    await t?.close();
    t = undefined;
  });

  it('without ADMIN_PASSWORD writes a generated password readable only by its owner, and it signs in', async () => {
    t = await createTestApp('sqlite', { ADMIN_PASSWORD: '' }, { createAdmin: false });
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);

    await ensureInitialAdmin(t.app.repos.users, t.config, t.app.log);

    const file = path.join(t.config.dataDir, INITIAL_PASSWORD_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = fs.readFileSync(file, 'utf8').trim();
    expect(passwordProblem(password)).toBeUndefined();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: TEST_ADMIN_USERNAME, password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.token.access_token).toEqual(expect.any(String));

    await ensureInitialAdmin(t.app.repos.users, t.config, t.app.log);

    expect(await countRows(t.db, 'users')).toBe(1);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(password);
  }, 30_000);
});

const onPostgres = testDatabases().includes('postgres') ? describe : describe.skip;

onPostgres('first start of two processes on one empty PostgreSQL database', () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('seeds the demo content and creates the admin once, the second process waiting for the first', async () => {
    t = await createTestApp(
      'postgres',
      { SEED_DEMO: 'true', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD },
      { createAdmin: false },
    );
    const { db, config, app } = t;

    // Each call takes its own connection for the lock, as two processes would.
    await whileSchemasStay(() =>
      Promise.all([prepareInstallation(db, config, app.log), prepareInstallation(db, config, app.log)]),
    );

    const counts = await tableCounts(t);
    expect(counts.categories).toBeGreaterThanOrEqual(8);
    expect(counts.products).toBeGreaterThanOrEqual(50);
    expect(await countRows(db, 'users')).toBe(1);
    const naturalKeys = [
      ['categories', 'name'],
      ['products', 'name'],
      ['articles', 'title'],
      ['careers', 'name'],
      ['galleries', 'name'],
    ] as const;
    for (const [table, column] of naturalKeys) {
      const repeated = await sql<{ value: string }>`
        select ${sql.ref(column)} as value from ${sql.table(table)} group by 1 having count(*) > 1
      `.execute(db.kysely);
      expect([table, repeated.rows]).toEqual([table, []]);
    }
  }, 120_000);
});
