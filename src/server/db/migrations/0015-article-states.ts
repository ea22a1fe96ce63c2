import type { Kysely } from 'kysely';
import { timestampType } from './column-types';

/**
 * An article's publication: 'draft', 'scheduled' (published by the job runner at `publish_at`) or 'published', and
 * the time it goes back to draft on its own (`unpublish_at`). Visitors read published articles only; the articles
 * there were are published.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema
    .alterTable('articles')
    .addColumn('state', 'varchar(10)', (col) => col.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('articles').addColumn('publish_at', timestamp).execute();
  await db.schema.alterTable('articles').addColumn('unpublish_at', timestamp).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['unpublish_at', 'publish_at', 'state'])
    await db.schema.alterTable('articles').dropColumn(column).execute();
}
