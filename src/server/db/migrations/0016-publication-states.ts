import { sql, type Kysely } from 'kysely';
import { booleanType, timestampType } from './column-types';

/** The collections that gain the articles' publication (migration 0015), besides careers. */
const TABLES = ['products', 'categories', 'galleries', 'slides', 'partners'] as const;

async function addPublication(db: Kysely<unknown>, table: string): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema
    .alterTable(table)
    .addColumn('state', 'varchar(10)', (col) => col.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable(table).addColumn('publish_at', timestamp).execute();
  await db.schema.alterTable(table).addColumn('unpublish_at', timestamp).execute();
}

/**
 * Products, categories, gallery photos, slides, partners and careers have a publication like articles: 'draft',
 * 'scheduled' or 'published', with `publish_at` and `unpublish_at`; the rows there were are published. A career's
 * active status was its visibility: an active career becomes published and an inactive one a draft, and the
 * state replaces the status column (and its index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await addPublication(db, table);
  await addPublication(db, 'careers');
  await sql`update careers set state = case when status then 'published' else 'draft' end`.execute(db);
  await db.schema.dropIndex('careers_status_updated_idx').execute();
  await db.schema.alterTable('careers').dropColumn('status').execute();
  await db.schema.createIndex('careers_state_updated_idx').on('careers').columns(['state', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('careers_state_updated_idx').execute();
  await db.schema
    .alterTable('careers')
    .addColumn('status', booleanType(db), (col) => col.notNull().defaultTo(sql`${sql.lit(true)}`))
    .execute();
  await sql`update careers set status = (state = 'published')`.execute(db);
  await db.schema.createIndex('careers_status_updated_idx').on('careers').columns(['status', 'updated_at']).execute();
  for (const table of [...TABLES, 'careers'])
    for (const column of ['unpublish_at', 'publish_at', 'state'])
      await db.schema.alterTable(table).dropColumn(column).execute();
}
