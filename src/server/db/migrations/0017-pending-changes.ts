import type { Kysely } from 'kysely';
import { timestampType } from './column-types';

/**
 * A published item's unpublished changes, one copy per item: the fields of its form (JSON text) and the new picture
 * they bring (a stored image as JSON text), who saved them and when. Visitors read the item's own row until the
 * changes are published.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_changes')
    .addColumn('collection', 'varchar(32)', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('fields', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    // No foreign key, as in the activity log: the copy names its author as the log does.
    .addColumn('user_id', 'integer')
    .addColumn('username', 'varchar(64)')
    .addColumn('saved_at', timestampType(db), (col) => col.notNull())
    .addPrimaryKeyConstraint('pending_changes_pkey', ['collection', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_changes').execute();
}
