import type { Kysely } from 'kysely';

/**
 * Wrong tries of a password code, counted per client address (IPv6 per /64): a client that used up its tries is
 * refused, while the code's owner trying from elsewhere still can use it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_reset_code_tries')
    .addColumn('code_id', 'integer', (col) => col.notNull().references('password_reset_codes.id').onDelete('cascade'))
    .addColumn('client_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('password_reset_code_tries_pk', ['code_id', 'client_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_code_tries').execute();
}
