import type { Kysely } from 'kysely';
import { timestampType, withId } from './column-types';

/**
 * Staff accounts an administrator manages: a display name, when the account was deactivated (it may not sign in; its
 * history stays) and when it last signed in; and invitations, single-use links (only a hash of the token is kept) by
 * which an invited user sets a first password.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema
    .alterTable('users')
    .addColumn('display_name', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('deactivated_at', timestamp).execute();
  await db.schema.alterTable('users').addColumn('last_sign_in_at', timestamp).execute();
  await withId(db, db.schema.createTable('user_invitations'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('used_at', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('user_invitations_user_idx').on('user_invitations').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_invitations').execute();
  await db.schema.alterTable('users').dropColumn('last_sign_in_at').execute();
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
  await db.schema.alterTable('users').dropColumn('display_name').execute();
}
