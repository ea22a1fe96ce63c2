import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DEFAULT_SQLITE_BUSY_TIMEOUT_MS, isPostgresUrl } from '../config';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
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
}

/** Opens the database named by `url`: PostgreSQL for `postgres://…`, else a SQLite file at that path. */
export function openDatabase(url: string, options: OpenOptions = {}): Db {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', destroy: () => kysely.destroy() };
  }
  if (url !== ':memory:') fs.mkdirSync(path.dirname(url), { recursive: true });
  const sqlite = new SqliteDatabase(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.trunc(options.sqliteBusyTimeoutMs ?? DEFAULT_SQLITE_BUSY_TIMEOUT_MS)}`);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy() };
}
