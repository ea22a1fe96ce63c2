import type { Kysely } from 'kysely';

/** Each account has a role (src/common/staff-access.ts); the accounts made before roles existed are administrators. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(32)', (col) => col.notNull().defaultTo('administrator'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('role').execute();
}
