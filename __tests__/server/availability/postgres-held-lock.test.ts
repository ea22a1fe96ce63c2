import pg from 'pg';
import { buildApp, type App } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase, servingOptions, type Db } from '@/server/db/database';
import { TEST_JWT_SECRET, testDatabases } from '../helpers/test-app';
import { acquireInstallation, releaseInstallation, type TestInstallation } from '../helpers/test-database-pool';

const onPostgres = testDatabases().includes('postgres') ? describe : describe.skip;

interface Server {
  app: App;
  db: Db;
  installation: TestInstallation;
}

/** A server with its own pool of `poolSize` connections and the database waits `timeouts` sets. */
async function startServer(poolSize: number, timeouts: Record<string, string>): Promise<Server> {
  const installation = await acquireInstallation('postgres');
  const config = loadConfig({
    DATA_DIR: installation.dataDir,
    DATABASE_URL: installation.databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: installation.clientDir,
    SSR_BUNDLE: '',
    ...timeouts,
  });
  const db = openDatabase(config.databaseUrl, { ...servingOptions(config), pgSchema: installation.pgSchema, poolSize });
  const app = await buildApp(config, { db, logger: false });
  await app.ready();
  return { app, db, installation };
}

async function stopServer({ app, db, installation }: Server): Promise<void> {
  await app.close();
  await db.destroy();
  await releaseInstallation(installation);
}

/** Another session holding `LOCK TABLE products IN ACCESS EXCLUSIVE MODE` until it is released. */
async function lockProducts(installation: TestInstallation) {
  const client = new pg.Client({ connectionString: installation.databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${installation.pgSchema}.products IN ACCESS EXCLUSIVE MODE`);
  return {
    /** Resolves once a statement of another session waits for the lock. */
    async untilSomeoneWaits() {
      const waiting = async () => {
        const { rows } = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_locks WHERE NOT granted AND relation = '${installation.pgSchema}.products'::regclass`,
        );
        return Number(rows[0]!.n) > 0;
      };
      while (!(await waiting())) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async release() {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

async function insertProduct(app: App): Promise<{ categoryId: number; productId: number }> {
  const categoryId = await app.repos.categories.create({ name: 'Sweeteners', description: 'Sweet', image: null });
  const productId = await app.repos.products.create({
    category_id: categoryId,
    name: 'Aspartame',
    description: 'A sweetener',
    image: null,
  });
  return { categoryId, productId };
}

onPostgres('PostgreSQL while another session holds a lock on the products table', () => {
  let server: Server | undefined;
  let lock: Awaited<ReturnType<typeof lockProducts>> | undefined;

  afterEach(async () => {
    await lock?.release();
    lock = undefined;
    if (server) await stopServer(server);
    server = undefined;
  });

  it('answers a product request 503 DATABASE_BUSY with Retry-After once the lock timeout runs out', async () => {
    server = await startServer(4, { DATABASE_LOCK_TIMEOUT_MS: '300' });
    const { productId } = await insertProduct(server.app);
    lock = await lockProducts(server.installation);

    const response = await server.app.inject({ method: 'GET', url: `/v1/products/${productId}` });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: true,
      message: expect.any(String),
      code: 'DATABASE_BUSY',
      params: { seconds: 1 },
    });
    expect(response.headers['retry-after']).toBe('1');
  });

  it('serves cached answers and reports the database slow while every connection waits for the lock', async () => {
    server = await startServer(1, { DATABASE_LOCK_TIMEOUT_MS: '20000', DATABASE_POOL_TIMEOUT_MS: '20000' });
    const { app } = server;
    const { categoryId, productId } = await insertProduct(app);
    const cachedBefore = await app.inject({ method: 'GET', url: `/v1/products/${productId}` });
    expect(cachedBefore.statusCode).toBe(200);
    lock = await lockProducts(server.installation);

    // The pool's one connection waits for the lock, as an uncached request's query would.
    let blockedSettled = false;
    const blocked = app.db.kysely
      .selectFrom('products')
      .select('id')
      .where('category_id', '=', categoryId)
      .execute()
      .finally(() => (blockedSettled = true));
    await lock.untilSomeoneWaits();

    const cached = await app.inject({ method: 'GET', url: `/v1/products/${productId}` });
    const health = await app.inject({ method: 'GET', url: '/v1/health' });
    const answeredWhileBlocked = !blockedSettled;

    await lock.release();
    lock = undefined;
    expect(answeredWhileBlocked).toBe(true);
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe(cachedBefore.body);
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toEqual({ status: 'degraded', database: { status: 'slow', dialect: 'postgres' } });
    expect(await blocked).toEqual([{ id: productId }]);
  }, 30_000);
});
