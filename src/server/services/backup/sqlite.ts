import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { sqliteFileRepository } from '@/server/repositories/backup-repository';
import { isJobQueueTable, isMigrationTable, isSearchIndexTable } from './tables';

/** What a backup records of a database besides its bytes. */
export interface DatabaseFacts {
  tables: Record<string, number>;
  migrations: string[];
}

const SEARCH_INDEX = 'search_index';
const JOB_QUEUE = 'job_queue';

// One step copies every page: a step that yields lets the server's next write restart the backup from page one.
const ALL_PAGES = 0x7fffffff;

function checkIntegrity(db: SqliteDatabase.Database, what: string): void {
  const answers = sqliteFileRepository(db).integrityCheck();
  if (answers.length !== 1 || answers[0] !== 'ok')
    throw new Error(`${what} failed the integrity check: ${answers.slice(0, 5).join('; ')}`);
}

/** Rows per application table, and the migrations applied, of an open SQLite database. */
export function sqliteFacts(db: SqliteDatabase.Database): DatabaseFacts {
  const repository = sqliteFileRepository(db);
  const names = repository.tableNames();
  const tables: Record<string, number> = {};
  const isData = (table: string) => !isMigrationTable(table) && !isSearchIndexTable(table) && !isJobQueueTable(table);
  for (const name of names.filter(isData)) {
    tables[name] = repository.countRows(name);
  }
  const migrations = names.includes('kysely_migration') ? repository.appliedMigrations() : [];
  return { tables, migrations };
}

/**
 * Copies a live SQLite database into `target` with SQLite's online backup API: a consistent snapshot taken
 * while the server keeps writing (WAL lets it), checked for integrity before it is trusted.
 */
export async function snapshotSqlite(source: string, target: string): Promise<DatabaseFacts> {
  if (!fs.existsSync(source)) throw new Error(`There is no database at ${source}.`);
  // Read-write only so that, when the server is stopped, closing removes the -wal and -shm files opening made.
  const live = new SqliteDatabase(source, { fileMustExist: true, timeout: 5000 });
  try {
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  // The copy keeps the live file's WAL flag; a rollback journal makes it one self-contained file. The search index
  // is left empty: it is derived, and the server rebuilds it when it starts on the restored file. So is the job
  // queue: the restored server queues its periodic jobs at start, and its maintenance the notifications left pending.
  const copy = new SqliteDatabase(target, { fileMustExist: true });
  try {
    const file = sqliteFileRepository(copy);
    file.useRollbackJournal();
    const tables = file.tableNames();
    if (tables.includes(JOB_QUEUE)) file.emptyAndCompact(JOB_QUEUE);
    if (tables.includes(SEARCH_INDEX)) file.emptyAndCompact(SEARCH_INDEX);
  } finally {
    copy.close();
  }
  return inspectSqliteFile(target, 'The database snapshot');
}

/** Integrity check, row counts and migrations of a SQLite file that no one else has open. */
export function inspectSqliteFile(file: string, what: string): DatabaseFacts {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    checkIntegrity(db, what);
    return sqliteFacts(db);
  } finally {
    db.close();
  }
}

/** The files SQLite keeps beside a database; any of them means a database is there. */
export const sqliteFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`, `${file}-journal`];
