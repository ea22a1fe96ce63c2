import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { Database } from '../../../src/server/db/schema';
import { ensureInitialAdmin } from '../../../src/server/services/initial-admin';

export type DbKind = 'sqlite' | 'postgres';

export const TEST_ADMIN_USERNAME = 'admin';
export const TEST_ADMIN_PASSWORD = 'Uji-Admin#2024!';
export const TEST_JWT_SECRET = 'test-only-jwt-secret-with-enough-entropy-0123456789';

export function testPgUrl(): string {
  return process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

/** The databases to run against: SQLite always, PostgreSQL when the global setup reached it. */
export function testDatabases(): DbKind[] {
  return process.env.TEST_PG_AVAILABLE === '1' ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestAppOptions {
  /** Files written into CLIENT_DIR before the app is built (the SPA plugin looks for index.html at build time). */
  clientFiles?: Record<string, string | Buffer>;
  /** Create the admin account with ensureInitialAdmin (default true). */
  createAdmin?: boolean;
}

export interface TestApp {
  app: App;
  config: Config;
  db: Db;
  /** Signs in as the test admin and answers the access token. */
  login(): Promise<string>;
  /** Closes the app and the database, drops the PostgreSQL schema and removes the temp directory. */
  close(): Promise<void>;
  /** A second server process, as behind a load balancer: its own app and connections, the same database. */
  openAnotherProcess(): Promise<App>;
}

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

async function migrate(db: Db): Promise<void> {
  if (db.dialect !== 'postgres') {
    await migrateToLatest(db.kysely);
    return;
  }
  await withPgClient(async (client) => {
    await client.query('SELECT pg_advisory_lock_shared($1)', [SCHEMA_LIFECYCLE_LOCK]);
    await migrateToLatest(db.kysely);
  });
}

async function dropSchema(schema: string): Promise<void> {
  await withPgClient(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LIFECYCLE_LOCK]);
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });
}

export async function createTestApp(
  kind: DbKind,
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-test-'));
  const clientDir = path.join(root, 'client');
  fs.mkdirSync(clientDir);
  for (const [name, content] of Object.entries(options.clientFiles ?? {})) {
    fs.mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, name), content);
  }

  const pgSchema = kind === 'postgres' ? `t_${crypto.randomBytes(8).toString('hex')}` : undefined;
  const config = loadConfig({
    DATA_DIR: path.join(root, 'data'),
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: clientDir,
    // Tests of codes and of the per-IP limits ask for several codes in a row; the resend delay has its own tests.
    RESET_CODE_RESEND_SECONDS: '0',
    ...(kind === 'postgres' && { DATABASE_URL: testPgUrl() }),
    ...envOverrides,
  });

  let db: Db | undefined;
  let app: App | undefined;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await app?.close();
      await db?.destroy();
      if (pgSchema) await dropSchema(pgSchema);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  };

  try {
    if (pgSchema) await withPgClient((client) => client.query(`CREATE SCHEMA ${pgSchema}`));
    db = openDatabase(config.databaseUrl, { pgSchema, poolSize: 4 });
    await migrate(db);
    app = await buildApp(config, { db, logger: false });
    await app.ready();
    if (options.createAdmin !== false) await ensureInitialAdmin(app.repos.users, config, app.log);
  } catch (error) {
    await close();
    throw error;
  }

  const readyApp = app;
  const others: { app: App; db: Db }[] = [];
  const closeOthers = async () => {
    for (const other of others.splice(0)) {
      await other.app.close();
      await other.db.destroy();
    }
  };
  const closeAll = async () => {
    await closeOthers();
    await close();
  };
  return {
    app: readyApp,
    config,
    db,
    async openAnotherProcess() {
      const otherDb = openDatabase(config.databaseUrl, { pgSchema, poolSize: 2 });
      const otherApp = await buildApp(config, { db: otherDb, logger: false });
      others.push({ app: otherApp, db: otherDb });
      await otherApp.ready();
      return otherApp;
    },
    async login() {
      const response = await readyApp.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`Test login failed: ${response.statusCode} ${response.body}`);
      return response.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
    },
    close: closeAll,
  };
}

/** Counts the rows of `table`, for "nothing changed" assertions. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh app for every test of the calling `describe`, closed after it; call the returned getter inside tests. */
export function useTestApp(
  kind: DbKind,
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): () => TestApp {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = await createTestApp(kind, envOverrides, options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('The test app is only available inside a test');
    return current;
  };
}
