import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';

export type DbKind = 'sqlite' | 'postgres';

export function testPgUrl(): string {
  return process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

/**
 * A test installation's directory with a migrated database: `data/` (DATA_DIR, holding the SQLite file) and
 * `client/` (CLIENT_DIR).
 */
export interface TestInstallation {
  kind: DbKind;
  root: string;
  dataDir: string;
  clientDir: string;
  databaseUrl: string;
  /** The PostgreSQL schema that is this installation's database. */
  pgSchema?: string;
  db: Db;
}

interface PooledInstallation extends TestInstallation {
  /** The tables the migrations made; a test that changed them leaves an installation that is not reused. */
  tables: string[];
}

// Kysely's own bookkeeping: emptying it would make the next migration run everything again.
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

async function withPgClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPgUrl(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Kysely's migrator introspects the tables of every schema, and that catalog query fails with "schema ... does
 * not exist" when another worker drops its schema at the same moment. Migrations therefore run under a shared
 * advisory lock and schema drops under the exclusive one.
 */
const SCHEMA_LIFECYCLE_LOCK = 0x61646469;

/** Runs `work`, which migrates (and so reads every schema's tables), while no worker may drop a schema. */
export async function whileSchemasStay<T>(work: () => Promise<T>): Promise<T> {
  return withPgClient(async (client) => {
    await client.query('SELECT pg_advisory_lock_shared($1)', [SCHEMA_LIFECYCLE_LOCK]);
    return work();
  });
}

async function migrate(db: Db): Promise<void> {
  if (db.dialect !== 'postgres') await migrateToLatest(db.kysely);
  else await whileSchemasStay(() => migrateToLatest(db.kysely));
}

/** The schema of the job queue (pg-boss's, made by the app's job runner) of an installation in `schema`. */
export const jobsSchemaOf = (schema: string) => `${schema}_jobs`;

async function dropSchema(schema: string): Promise<void> {
  await withPgClient(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LIFECYCLE_LOCK]);
    await client.query(`DROP SCHEMA IF EXISTS ${schema}, ${jobsSchemaOf(schema)} CASCADE`);
  });
}

/** Empties pg-boss's jobs and schedules, keeping its tables (made once per installation, which costs a while). */
async function emptyJobQueue({ db, pgSchema }: TestInstallation): Promise<void> {
  if (!pgSchema) return;
  const jobs = jobsSchemaOf(pgSchema);
  const { rows } = await sql`SELECT 1 FROM pg_namespace WHERE nspname = ${jobs}`.execute(db.kysely);
  if (rows.length === 0) return;
  await sql`DELETE FROM ${sql.table(`${jobs}.job`)}`.execute(db.kysely);
  await sql`DELETE FROM ${sql.table(`${jobs}.schedule`)}`.execute(db.kysely);
}

/** The installation's data tables, read from the database catalog so that new tables are covered as they come. */
async function dataTables({ db, pgSchema }: TestInstallation): Promise<string[]> {
  const { rows } =
    db.dialect === 'postgres'
      ? await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = ${pgSchema}`.execute(
          db.kysely,
        )
      : // An FTS5 table empties its shadow tables itself, and its vocabulary table only reads them.
        await sql<{ name: string }>`
          SELECT name FROM pragma_table_list
          WHERE schema = 'main' AND type IN ('table', 'virtual') AND name NOT LIKE 'sqlite_%'
            AND name NOT IN (SELECT name FROM sqlite_master WHERE sql LIKE '%USING fts5vocab%')`.execute(db.kysely);
  return rows
    .map((row) => row.name)
    .filter((name) => !MIGRATION_TABLES.has(name))
    .sort();
}

/**
 * PostgreSQL's TRUNCATE makes new files for every table and syncs them, most of a second per test for a few dozen
 * small tables; deleting the rows takes milliseconds. Foreign keys go unchecked meanwhile (the replica role, which
 * needs a superuser, as the local test cluster's is), so no order is needed; without it, TRUNCATE does the job.
 */
async function emptyPgTables(db: Db, tables: string[]): Promise<void> {
  try {
    await db.kysely.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      for (const table of tables) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
      await sql`
        SELECT setval(format('%I.%I', schemaname, sequencename), start_value, false)
        FROM pg_sequences WHERE schemaname = current_schema()`.execute(trx);
    });
  } catch {
    await sql`TRUNCATE TABLE ${sql.join(tables.map((table) => sql.table(table)))} RESTART IDENTITY CASCADE`.execute(
      db.kysely,
    );
  }
}

/** Deletes every row and restarts every id sequence, so the next test sees a freshly migrated database. */
async function emptyTables(db: Db, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  if (db.dialect === 'postgres') {
    await emptyPgTables(db, tables);
    return;
  }
  // Foreign keys are off while the tables empty, so no dependency order is needed (the pragma is a no-op inside a
  // transaction, hence set around it); one transaction keeps it to one sync to disk.
  await sql`PRAGMA foreign_keys = OFF`.execute(db.kysely);
  try {
    await db.kysely.transaction().execute(async (trx) => {
      for (const table of tables) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
      const sequences = await sql`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`.execute(trx);
      if (sequences.rows.length > 0) await sql`DELETE FROM sqlite_sequence`.execute(trx);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db.kysely);
  }
}

/** The SQLite database's files, which emptying a data directory keeps. */
const databaseFilesOf = ({ databaseUrl }: TestInstallation): Set<string> =>
  new Set(['', '-wal', '-shm', '-journal'].map((suffix) => `${databaseUrl}${suffix}`));

/**
 * Empties the installation's tables and removes the files in its data directory, keeping the folders, for an app
 * that stays running between tests (it made those folders when it started).
 */
export async function emptyInstallation(installation: TestInstallation): Promise<void> {
  await emptyTables(installation.db, await dataTables(installation));
  await emptyJobQueue(installation);
  const databaseFiles = databaseFilesOf(installation);
  const emptyFolder = (folder: string) => {
    for (const entry of fs.existsSync(folder) ? fs.readdirSync(folder, { withFileTypes: true }) : []) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) emptyFolder(file);
      else if (!databaseFiles.has(file)) fs.rmSync(file, { force: true });
    }
  };
  emptyFolder(installation.dataDir);
}

/** Removes everything the last test wrote to disk (uploads, outbox, generated secrets), keeping the database. */
function emptyDirectories(installation: TestInstallation): void {
  const { dataDir, clientDir } = installation;
  const databaseFiles = databaseFilesOf(installation);
  for (const name of fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : []) {
    const file = path.join(dataDir, name);
    if (!databaseFiles.has(file)) fs.rmSync(file, { recursive: true, force: true });
  }
  fs.rmSync(clientDir, { recursive: true, force: true });
  fs.mkdirSync(clientDir);
}

async function createInstallation(kind: DbKind): Promise<PooledInstallation> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-test-'));
  const dataDir = path.join(root, 'data');
  const clientDir = path.join(root, 'client');
  fs.mkdirSync(clientDir);
  const pgSchema = kind === 'postgres' ? `t_${crypto.randomBytes(8).toString('hex')}` : undefined;
  const databaseUrl = kind === 'postgres' ? testPgUrl() : path.join(dataDir, 'app.db');
  let db: Db | undefined;
  try {
    if (pgSchema) await withPgClient((client) => client.query(`CREATE SCHEMA ${pgSchema}`));
    db = openDatabase(databaseUrl, { pgSchema, poolSize: 4 });
    await migrate(db);
    const installation: TestInstallation = { kind, root, dataDir, clientDir, databaseUrl, pgSchema, db };
    return { ...installation, tables: await dataTables(installation) };
  } catch (error) {
    await removeInstallation({ kind, root, dataDir, clientDir, databaseUrl, pgSchema, db });
    throw error;
  }
}

async function removeInstallation({ root, pgSchema, db }: Omit<TestInstallation, 'db'> & { db?: Db }) {
  try {
    await db?.destroy();
    if (pgSchema) await dropSchema(pgSchema);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** Brings a used installation back to the freshly migrated state; false when it cannot be reused. */
async function reset(installation: PooledInstallation): Promise<boolean> {
  try {
    const tables = await dataTables(installation);
    if (tables.join() !== installation.tables.join()) return false;
    await emptyTables(installation.db, tables);
    await emptyJobQueue(installation);
    emptyDirectories(installation);
    return true;
  } catch {
    // e.g. the test closed the database itself
    return false;
  }
}

/**
 * Creating and migrating a database costs far more than emptying one, so each test file keeps the installations
 * its tests are done with and hands them, emptied, to its next tests. Each test still builds its own app, so
 * in-memory state (rate-limit counters, caches, queues) never carries over. The installations go when the file
 * ends.
 */
const idle: PooledInstallation[] = [];
const inUse = new Set<PooledInstallation>();
let fileEnded = false;

/** A migrated, empty installation of `kind`, for one test app; give it back with releaseInstallation. */
export async function acquireInstallation(kind: DbKind): Promise<TestInstallation> {
  const index = idle.findIndex((installation) => installation.kind === kind);
  const installation = index >= 0 ? idle.splice(index, 1)[0]! : await createInstallation(kind);
  inUse.add(installation);
  return installation;
}

/** Empties the installation for the file's next test, or removes it when it cannot be reused. */
export async function releaseInstallation(installation: TestInstallation): Promise<void> {
  const pooled = installation as PooledInstallation;
  if (!inUse.delete(pooled)) return;
  if (!fileEnded && (await reset(pooled))) idle.push(pooled);
  else await removeInstallation(pooled);
}

// Registered when a test file first imports this module, so it runs when that file's tests are done.
afterAll(async () => {
  fileEnded = true;
  for (const installation of idle.splice(0)) await removeInstallation(installation);
});
