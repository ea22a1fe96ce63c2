import fs from 'node:fs';
import path from 'node:path';
import { buildApp, type App } from '@/server/app';
import { loadConfig, type Config } from '@/server/config';
import { openDatabase, type Db } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import { ensureInitialAdmin } from '@/server/services/auth/initial-admin';
import { hashPassword } from '@/server/services/auth/password-hashing';
import { acquireInstallation, emptyInstallation, releaseInstallation, type DbKind } from './test-database-pool';

export { testPgUrl, type DbKind } from './test-database-pool';

export const TEST_ADMIN_USERNAME = 'admin';
export const TEST_ADMIN_PASSWORD = 'Uji-Admin#2024!';
export const TEST_JWT_SECRET = 'test-only-jwt-secret-with-enough-entropy-0123456789';

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
  /**
   * An access token of the test admin, minted as a sign-in would issue it (the tests of signing in itself post to
   * /v1/auth/login): a real sign-in spends an argon2 check, which adds up over a suite.
   */
  login(): Promise<string>;
  /** Closes the app and hands its database and directories, emptied, to the test file's next test app. */
  close(): Promise<void>;
  /** A second server process, as behind a load balancer: its own app and connections, the same database. */
  openAnotherProcess(): Promise<App>;
  /**
   * Empties the database and the data directory (keeping its folders) and makes the admin again, keeping the app
   * running: what it holds in memory (caches, rate-limit counts) stays.
   */
  emptyData(): Promise<void>;
}

/** The test admin's password hash, made once per test file: argon2id is made slow on purpose. */
let testAdminHash: Promise<string> | undefined;

/** The admin account as ensureInitialAdmin makes it on a first start, with the test password's hash made once. */
async function createTestAdmin(app: App, config: Config): Promise<void> {
  if (config.adminPassword !== TEST_ADMIN_PASSWORD) {
    await ensureInitialAdmin(app.repos.users, config, app.log);
    return;
  }
  testAdminHash ??= hashPassword(TEST_ADMIN_PASSWORD);
  if ((await app.repos.users.count()) > 0) return;
  await app.repos.users.create({
    username: config.adminUsername,
    email: config.adminEmail,
    passwordHash: await testAdminHash,
  });
}

/** A token for the test admin as the database has it now (its current token version), as a sign-in answers it. */
async function mintAdminToken(app: App): Promise<string> {
  const admin = await app.repos.users.findByUsername(TEST_ADMIN_USERNAME);
  if (!admin) throw new Error(`The test admin "${TEST_ADMIN_USERNAME}" does not exist`);
  return (await app.sessions.start(admin)).token.access_token;
}

/**
 * A new app on an empty, migrated database with the admin created. The database and directories are made once per
 * test file and emptied between its test apps (see test-database-pool.ts); the app itself is always built anew.
 */
export async function createTestApp(
  kind: DbKind,
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const installation = await acquireInstallation(kind);
  const { clientDir, pgSchema } = installation;
  for (const [name, content] of Object.entries(options.clientFiles ?? {})) {
    fs.mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, name), content);
  }

  const config = loadConfig({
    DATA_DIR: installation.dataDir,
    DATABASE_URL: installation.databaseUrl,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: clientDir,
    // Pages are rendered only in the tests that say so (with the renderer's source), never by a build lying around.
    SSR_BUNDLE: '',
    // The tests render the client's source, which only Jest's transform reads: on the test's own thread.
    RENDER_THREADS: '0',
    // Tests of codes and of the per-IP limits ask for several codes in a row; the resend delay has its own tests.
    RESET_CODE_RESEND_SECONDS: '0',
    // Tests send a form right after asking for its token; the minimum fill time has its own tests.
    ENQUIRY_MIN_FILL_SECONDS: '0',
    ...envOverrides,
  });

  const db = installation.db;
  let app: App | undefined;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await app?.close();
    } finally {
      await releaseInstallation(installation);
    }
  };

  try {
    app = await buildApp(config, { db, logger: false });
    await app.ready();
    if (options.createAdmin !== false) await createTestAdmin(app, config);
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
    login: () => mintAdminToken(readyApp),
    async emptyData() {
      await closeOthers();
      await emptyInstallation(installation);
      if (options.createAdmin !== false) await createTestAdmin(readyApp, config);
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

/** A TestApp that stands for whichever app `current` answers when it is used, inside a test or hook. */
function standingFor(current: () => TestApp | undefined): TestApp {
  const running = (): TestApp => {
    const app = current();
    if (!app) throw new Error('The test app is only available inside a test');
    return app;
  };
  return {
    get app() {
      return running().app;
    },
    get config() {
      return running().config;
    },
    get db() {
      return running().db;
    },
    login: () => running().login(),
    close: () => running().close(),
    openAnotherProcess: () => running().openAnotherProcess(),
    emptyData: () => running().emptyData(),
  };
}

/**
 * A fresh app on a fresh, empty, migrated database (with the admin) for every test of the calling `describe`, closed
 * after it. The answer stands for the running test's app: read it inside tests and hooks, where each property is
 * that test's. The database is made once per test file and emptied between tests (see test-database-pool.ts); the
 * app is built anew for each test.
 */
export function useTestApp(
  kind: DbKind,
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): TestApp {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = await createTestApp(kind, envOverrides, options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return standingFor(() => current);
}

/**
 * One app for every test of the calling `describe`, built before its first test and closed after its last, for tests
 * that do not need the app's memory fresh (rate-limit counts, caches, queues): building an app for each test costs
 * more than most tests. Each test still starts on an empty database and data directory (with the admin), as with
 * useTestApp.
 */
export function useSharedTestApp(
  kind: DbKind,
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): TestApp {
  let shared: TestApp | undefined;
  let used = false;
  beforeAll(async () => {
    shared = await createTestApp(kind, envOverrides, options);
  });
  beforeEach(async () => {
    if (used) await shared?.emptyData();
    used = true;
  });
  afterAll(async () => {
    await shared?.close();
    shared = undefined;
  });
  return standingFor(() => shared);
}
