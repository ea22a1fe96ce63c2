import type { Kysely } from 'kysely';
import { timestampType, withId } from './column-types';

/**
 * The activity log: who did what, when and from where, which fields changed (JSON text) and the entity's whole state
 * after the change (JSON text), in one table that the history, revisions and a trash can read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('activity'))
    .addColumn('at', timestampType(db), (col) => col.notNull())
    // No foreign key: a record outlives anything it names, an account included.
    .addColumn('user_id', 'integer')
    .addColumn('username', 'varchar(64)')
    .addColumn('address', 'varchar(64)')
    .addColumn('action', 'varchar(32)', (col) => col.notNull())
    .addColumn('entity', 'varchar(32)')
    .addColumn('entity_id', 'integer')
    .addColumn('entity_name', 'text')
    .addColumn('changes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('snapshot', 'text')
    .execute();
  // The screen lists newest first, by user or by entity; an entity's history reads its own records; the sweep by age.
  await db.schema.createIndex('activity_at_idx').on('activity').columns(['at', 'id']).execute();
  await db.schema.createIndex('activity_user_idx').on('activity').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('activity_entity_idx').on('activity').columns(['entity', 'entity_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity').execute();
}
