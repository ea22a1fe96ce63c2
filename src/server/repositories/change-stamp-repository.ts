import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** In the SQL of the stamp's statement, so a count of a route's own statements can leave it out. */
export const CHANGE_STAMP_TAG = 'change-stamp';

/**
 * A value that differs after any commit to the database, by this process or any other, through the API or not
 * (a CLI restore, a seed): PostgreSQL's current snapshot (committed and running transaction ids, cluster-wide),
 * or SQLite's changes made by this connection with the data version that others' commits move. Equal stamps
 * mean the same committed data, so an answer computed under one may be served while it still reads the same.
 */
export function changeStampRepository(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const statement = postgres
    ? sql<{ stamp: string }>`select pg_current_snapshot()::text as stamp /* ${sql.raw(CHANGE_STAMP_TAG)} */`
    : sql<{
        stamp: string;
      }>`select total_changes() || ':' || (select data_version from pragma_data_version) as stamp /* ${sql.raw(CHANGE_STAMP_TAG)} */`;
  return {
    async read(): Promise<string> {
      const { rows } = await statement.execute(db);
      return String(rows[0]!.stamp);
    },
  };
}
