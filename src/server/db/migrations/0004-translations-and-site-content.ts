import { sql, type Kysely } from 'kysely';
import { timestampType, withId, withTimestamps } from './column-types';

/**
 * Content in several languages, and the site's own content in the database:
 * - every content table gains `translations`, a JSON object keyed by language then field holding every language
 *   but English, which stays in the table's own columns (so existing rows are English, with nothing to move);
 * - carousel slides and partner logos leave `site_images` for tables of their own, with the texts a slide shows
 *   over its image and a partner's link;
 * - `site_documents` holds the company settings, the About page and the home page's texts, one JSON document each.
 */

const TRANSLATED_TABLES = ['categories', 'products', 'careers', 'articles', 'galleries'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TRANSLATED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'text', (col) => col.notNull().defaultTo('{}'))
      .execute();
  }

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('slides'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull())
      .addColumn('title', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('subtitle', 'varchar(500)', (col) => col.notNull().defaultTo(''))
      .addColumn('button_label', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('button_link', 'varchar(500)', (col) => col.notNull().defaultTo(''))
      .addColumn('alt_text', 'varchar(500)', (col) => col.notNull().defaultTo(''))
      .addColumn('translations', 'text', (col) => col.notNull().defaultTo('{}')),
  ).execute();
  await db.schema.createIndex('slides_position_idx').on('slides').columns(['position', 'id']).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('partners'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('link', 'varchar(500)', (col) => col.notNull().defaultTo(''))
      .addColumn('translations', 'text', (col) => col.notNull().defaultTo('{}')),
  ).execute();
  await db.schema.createIndex('partners_position_idx').on('partners').columns(['position', 'id']).execute();

  await db.schema
    .createTable('site_documents')
    .addColumn('key', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('updated_at', timestampType(db), (col) => col.notNull())
    .execute();

  // A slide's title was also the only description of its picture.
  await sql`
    insert into slides (position, image, title, alt_text, created_at, updated_at)
    select position, image, title, title, created_at, updated_at from site_images where kind = 'carousel'
    order by position, id`.execute(db);
  await sql`
    insert into partners (position, image, name, created_at, updated_at)
    select position, image, title, created_at, updated_at from site_images where kind = 'partner'
    order by position, id`.execute(db);
  await db.schema.dropTable('site_images').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('site_images'))
      .addColumn('kind', 'varchar(20)', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull()),
  ).execute();
  await db.schema.createIndex('site_images_kind_idx').on('site_images').columns(['kind', 'position']).execute();
  await sql`
    insert into site_images (kind, position, title, image, created_at, updated_at)
    select 'carousel', position, title, image, created_at, updated_at from slides`.execute(db);
  await sql`
    insert into site_images (kind, position, title, image, created_at, updated_at)
    select 'partner', position, name, image, created_at, updated_at from partners`.execute(db);
  await db.schema.dropTable('site_documents').execute();
  await db.schema.dropTable('partners').execute();
  await db.schema.dropTable('slides').execute();
  for (const table of TRANSLATED_TABLES) await db.schema.alterTable(table).dropColumn('translations').execute();
}
