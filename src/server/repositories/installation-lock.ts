import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { canLockRows } from './row-locks';

/** The advisory lock key of preparing an installation ('inst' in ASCII). */
const INSTALLATION_LOCK = 0x696e7374;

/**
 * Runs `work` while this process alone prepares the installation. On PostgreSQL, where several server processes
 * share one database, the others wait on an advisory lock held by a connection of its own, so processes
 * started together on an empty database seed it and create its admin once. A SQLite file belongs to one server.
 */
export async function whileInstallationLocked<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (!canLockRows(db)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${INSTALLATION_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${INSTALLATION_LOCK})`.execute(connection);
    }
  });
}
