/** Seconds a client is asked to wait after the database was busy (the lock holder is usually done by then). */
export const DATABASE_BUSY_RETRY_SECONDS = 1;

/** Whether `error` is SQLite giving up on a lock another connection or process holds (SQLITE_BUSY_*, SQLITE_LOCKED_*). */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code);
}
