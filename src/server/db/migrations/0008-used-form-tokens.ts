import type { Kysely } from 'kysely';
import { timestampType } from './column-types';

/**
 * Each public form token is accepted once, by whichever process sees it first: the nonce of every token accepted is
 * kept here (its primary key refuses a second use) until the token would have expired anyway, when the retention
 * sweep deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('used_form_tokens')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('expires_at', timestampType(db), (col) => col.notNull())
    .execute();
  await db.schema.createIndex('used_form_tokens_expires_idx').on('used_form_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('used_form_tokens').execute();
}
