import { setTimeout as sleep } from 'node:timers/promises';
import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { isDatabaseBusy } from '../db/busy';
import type { Database } from '../db/schema';

/** Pause between two tries of a SQLite write while another connection holds the write lock. */
const RETRY_EVERY_MS = 10;
/** How long a write keeps trying before it gives up with SQLite's busy error (answered 503 DATABASE_BUSY). */
export const GIVE_UP_AFTER_MS = 2_000;

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** One try that fails at once, instead of waiting out busy_timeout with the whole process (better-sqlite3 is synchronous). */
async function tryOnce<T>(db: Kysely<Database>, write: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(connection);
    const configured = Math.trunc(Number(rows[0]?.timeout ?? 0));
    await sql`pragma busy_timeout = 0`.execute(connection);
    try {
      return await write(connection);
    } finally {
      await sql`pragma busy_timeout = ${sql.raw(String(configured))}`.execute(connection);
    }
  });
}

/**
 * Runs `write` (a statement or a whole transaction on the `db` it is given) so that on SQLite a write lock held by
 * another process is waited for on a timer, leaving the event loop free for every other visitor. PostgreSQL waits
 * asynchronously anyway, so there `write` simply runs.
 */
export async function writeWithoutBlocking<T>(
  db: Kysely<Database>,
  write: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (!isSqlite(db)) return write(db);
  const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
  for (;;) {
    try {
      return await tryOnce(db, write);
    } catch (error) {
      if (!isDatabaseBusy(error) || Date.now() >= giveUpAt) throw error;
      await sleep(RETRY_EVERY_MS);
    }
  }
}
