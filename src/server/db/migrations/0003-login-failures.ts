import type { Kysely } from 'kysely';
import { timestampType } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  // Failed password checks per account and client address: one address guessing waits, the owner elsewhere does not.
  await db.schema
    .createTable('login_failures')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_address', 'varchar(64)', (col) => col.notNull())
    .addColumn('failure_count', 'integer', (col) => col.notNull())
    .addColumn('last_failed_at', timestamp, (col) => col.notNull())
    .addColumn('locked_until', timestamp)
    .addPrimaryKeyConstraint('login_failures_pk', ['user_id', 'client_address'])
    .execute();
  // The account-wide alarm sums an account's recent failures.
  await db.schema
    .createIndex('login_failures_recent_idx')
    .on('login_failures')
    .columns(['user_id', 'last_failed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
