import type { Kysely } from 'kysely';
import { timestampType, withId } from './column-types';

/**
 * Two-step sign-in and server-side sessions. A user's authenticator secret (and one being set up), the last time step
 * whose code was accepted (so a code works once) and their interface language (null: as they choose it on the site); single-use recovery codes, only their
 * hashes kept; and one record per signed-in browser, which every request's token must name while it is open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema.alterTable('users').addColumn('language', 'varchar(2)').execute();
  await db.schema.alterTable('users').addColumn('two_step_secret', 'varchar(64)').execute();
  await db.schema.alterTable('users').addColumn('two_step_pending_secret', 'varchar(64)').execute();
  await db.schema.alterTable('users').addColumn('two_step_last_step', 'integer').execute();
  await withId(db, db.schema.createTable('two_step_recovery_codes'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema
    .createIndex('two_step_recovery_codes_user_idx')
    .on('two_step_recovery_codes')
    .column('user_id')
    .execute();
  await withId(db, db.schema.createTable('staff_sessions'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_agent', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .addColumn('address', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('last_seen_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('ended_at', timestamp)
    .execute();
  await db.schema.createIndex('staff_sessions_user_idx').on('staff_sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('two_step_recovery_codes').execute();
  await db.schema.alterTable('users').dropColumn('two_step_last_step').execute();
  await db.schema.alterTable('users').dropColumn('two_step_pending_secret').execute();
  await db.schema.alterTable('users').dropColumn('two_step_secret').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
