import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DEFAULT_SQLITE_BUSY_TIMEOUT_MS, isPostgresUrl, type Config } from '../config';
import { PoolWaitTimeout } from './busy';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL: the schema the database was opened in, when it is not the default one. */
  pgSchema?: string;
  destroy(): Promise<void>;
}

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;
// Timestamps travel as ISO text on both dialects, and counts as numbers.
pg.types.setTypeParser(TIMESTAMPTZ_OID, (value) => new Date(value).toISOString());
pg.types.setTypeParser(INT8_OID, (value) => Number(value));

export interface OpenOptions {
  /** PostgreSQL schema to use as search_path (tests isolate themselves this way). */
  pgSchema?: string;
  poolSize?: number;
  /**
   * How long a SQLite write waits for another process's write lock before failing with SQLITE_BUSY. better-sqlite3
   * is synchronous, so the whole process (every read too) stands still while it waits: keep it short.
   */
  sqliteBusyTimeoutMs?: number;
  /** PostgreSQL: a statement running longer is cancelled (unset or 0: no limit). */
  statementTimeoutMs?: number;
  /** PostgreSQL: a statement waiting longer for a lock another session holds gives up (unset or 0: no limit). */
  lockTimeoutMs?: number;
  /** PostgreSQL: a query waiting longer for a free connection of the pool fails with PoolWaitTimeout. */
  poolWaitMs?: number;
}

/** How the server opens its database: every wait bounded, so a held lock or a busy pool answers 503, not silence. */
export const servingOptions = (config: Config): OpenOptions => ({
  sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs,
  statementTimeoutMs: config.databaseTimeouts.statementMs,
  lockTimeoutMs: config.databaseTimeouts.lockMs,
  poolWaitMs: config.databaseTimeouts.poolWaitMs,
});

// pg-pool's only sign that the wait for a free connection ran out.
const POOL_WAIT_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

function openPostgres(url: string, options: OpenOptions): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.lockTimeoutMs ? { lock_timeout: options.lockTimeoutMs } : {}),
    ...(options.poolWaitMs ? { connectionTimeoutMillis: options.poolWaitMs } : {}),
  });
  const connect = () =>
    pool.connect().catch((error: unknown) => {
      throw error instanceof Error && error.message === POOL_WAIT_TIMEOUT_MESSAGE ? new PoolWaitTimeout(error) : error;
    });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: { connect, end: () => pool.end() } }) });
}

/** Files the server's user alone may read or write (SQLite gives the WAL and shared-memory files the database's mode). */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** The SQLite file, and its folder when missing, readable by the server's user only (older files are narrowed too). */
function createPrivately(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const suffix of ['', '-wal', '-shm']) {
    try {
      fs.chmodSync(`${file}${suffix}`, PRIVATE_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** Opens the database named by `url`: PostgreSQL for `postgres://…`, else a SQLite file at that path. */
export function openDatabase(url: string, options: OpenOptions = {}): Db {
  if (isPostgresUrl(url)) {
    const kysely = openPostgres(url, options);
    return { kysely, dialect: 'postgres', pgSchema: options.pgSchema, destroy: () => kysely.destroy() };
  }
  if (url !== ':memory:') createPrivately(url);
  const sqlite = new SqliteDatabase(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.trunc(options.sqliteBusyTimeoutMs ?? DEFAULT_SQLITE_BUSY_TIMEOUT_MS)}`);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy() };
}
