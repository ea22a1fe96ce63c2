/** Seconds a client is asked to wait after the database was busy (the lock holder is usually done by then). */
export const DATABASE_BUSY_RETRY_SECONDS = 1;

/** A query that gave up waiting for a free PostgreSQL connection: every one of the pool was busy. */
export class PoolWaitTimeout extends Error {
  readonly code = 'POOL_WAIT_TIMEOUT';

  constructor(cause: unknown) {
    super('No database connection became free in time', { cause });
  }
}

/** PostgreSQL's lock_not_available (lock_timeout) and query_canceled (statement_timeout). */
const POSTGRES_BUSY_CODES = new Set(['55P03', '57014']);

/**
 * Whether `error` is the database giving up on a wait: SQLite on a lock another connection or process holds
 * (SQLITE_BUSY_*, SQLITE_LOCKED_*), PostgreSQL on a lock, a statement or a free connection that took too long.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof PoolWaitTimeout) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code) || POSTGRES_BUSY_CODES.has(code);
}
