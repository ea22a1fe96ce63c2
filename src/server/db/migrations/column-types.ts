import {
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
} from 'kysely';

// Migrations are frozen: they keep their own copy of whatever they need instead of importing app code.

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function timestampType(db: Kysely<unknown>): ColumnDataType {
  return isPostgres(db) ? 'timestamptz' : 'text';
}

export function booleanType(db: Kysely<unknown>): ColumnDataType | Expression<unknown> {
  return isPostgres(db) ? 'boolean' : sql`integer`;
}

/** Adds the auto-increment integer primary key `id`. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Adds `created_at` and `updated_at`, both required. */
export function withTimestamps<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  const type = timestampType(db);
  return table
    .addColumn('created_at', type, (col) => col.notNull())
    .addColumn('updated_at', type, (col) => col.notNull());
}
