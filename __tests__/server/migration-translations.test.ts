import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { createRepositories } from '@/server/repositories';
import { migrateTo, migrateToLatest } from '@/server/db/migrate';
import { testDatabases } from './helpers/test-app';
import { acquireInstallation, releaseInstallation, type TestInstallation } from './helpers/test-database-pool';

const BEFORE_TRANSLATIONS = '0003-login-failures';
const AT = '2024-03-01T08:00:00.000Z';
const image = (name: string) => JSON.stringify({ name, width: 400, height: 300, widths: [400] });
const toImageSet = () => ({ src: '/uploads/x.webp', srcset: '/uploads/x.webp 400w', width: 400, height: 300 });

/** Rows as an installation from before translations holds them. */
async function insertOldRows(db: Kysely<Database>, active: boolean | number): Promise<void> {
  const at = AT;
  await sql`insert into categories (name, description, image, created_at, updated_at)
    values ('Sweeteners', 'Sugar replacers.', ${image('c')}, ${at}, ${at})`.execute(db);
  await sql`insert into products (category_id, name, description, image, created_at, updated_at)
    values (1, 'Aspartame', 'An intense sweetener.', null, ${at}, ${at})`.execute(db);
  await sql`insert into careers (name, position, description, status, created_at, updated_at)
    values ('QA Analyst', 'Quality', 'Checks every lot.', ${active}, ${at}, ${at})`.execute(db);
  await sql`insert into articles (title, content, author, image, created_at, updated_at)
    values ('Halal audits', 'What auditors look for.', 'Tim', null, ${at}, ${at})`.execute(db);
  await sql`insert into galleries (name, image, created_at, updated_at)
    values ('Warehouse', ${image('g')}, ${at}, ${at})`.execute(db);
  await sql`insert into site_images (kind, position, title, image, created_at, updated_at)
    values ('carousel', 2, 'Second slide', ${image('s2')}, ${at}, ${at}),
           ('carousel', 1, 'First slide', ${image('s1')}, ${at}, ${at}),
           ('partner', 1, 'Ajinomoto', ${image('p1')}, ${at}, ${at})`.execute(db);
}

describe.each(testDatabases())('migration to content in several languages (%s)', (kind) => {
  let installation: TestInstallation;

  beforeEach(async () => {
    installation = await acquireInstallation(kind);
  });
  afterEach(async () => {
    await releaseInstallation(installation);
  });

  it('keeps every existing text as English and moves slides and partner logos to their own tables', async () => {
    const db = installation.db.kysely;
    await migrateTo(db, BEFORE_TRANSLATIONS);
    // A boolean column: 0/1 in SQLite, true/false in PostgreSQL.
    await insertOldRows(db, kind === 'postgres' ? true : 1);
    await migrateToLatest(db);

    const products = await db.selectFrom('products').select(['name', 'description', 'translations']).execute();
    expect(products).toEqual([{ name: 'Aspartame', description: 'An intense sweetener.', translations: '{}' }]);
    for (const table of ['categories', 'careers', 'articles', 'galleries'] as const) {
      const rows = await db.selectFrom(table).select('translations').execute();
      expect(rows).toEqual([{ translations: '{}' }]);
    }
    expect(await db.selectFrom('careers').select(['name', 'position', 'description']).execute()).toEqual([
      { name: 'QA Analyst', position: 'Quality', description: 'Checks every lot.' },
    ]);

    const slides = await db
      .selectFrom('slides')
      .select(['position', 'title', 'alt_text', 'image', 'created_at'])
      .orderBy('position')
      .execute();
    expect(slides.map(({ position, title, alt_text, image }) => ({ position, title, alt_text, image }))).toEqual([
      { position: 1, title: 'First slide', alt_text: 'First slide', image: image('s1') },
      { position: 2, title: 'Second slide', alt_text: 'Second slide', image: image('s2') },
    ]);
    expect(new Date(slides[0]!.created_at).toISOString()).toBe(AT);
    expect(await db.selectFrom('partners').select(['position', 'name', 'link', 'image']).execute()).toEqual([
      { position: 1, name: 'Ajinomoto', link: '', image: image('p1') },
    ]);

    // Read in Indonesian, the old rows answer in English and say so.
    const repos = createRepositories(db, { toImageSet });
    const product = await repos.products.findById(1, 'id');
    expect(product).toMatchObject({
      name: 'Aspartame',
      description: 'An intense sweetener.',
      category_name: 'Sweeteners',
      fallback: { name: 'en', description: 'en', category_name: 'en' },
    });
    expect((await repos.products.findById(1, 'en'))?.fallback).toBeUndefined();
  });
});
