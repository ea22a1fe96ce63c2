import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild, startBuiltServer } from './ensure-build';
import { runLoad, type LoadOptions, type LoadResult } from './load';
import { isSeedScaleName, type SeedScaleName } from '@/server/db/seed/large-catalogue';
import { prepareBenchData, type BenchData } from './prepare-data';
import { ROOT, ServerProcess, killServersOnInterrupt } from '../server-process';
import { markdownTable } from './table';
import { createTempDatabase } from './temp-postgres';

/**
 * npm run bench:api — the public API under load on a large catalogue (SEED_SCALE=large: 50 categories, 2,000
 * products, 500 articles), on SQLite and, when it answers, PostgreSQL (a database created for the run and dropped
 * after it), against a bare Fastify hello world started in the same run. BENCH_DURATION (seconds, default 10),
 * BENCH_CONNECTIONS (default 100) and BENCH_ACCEPT_ENCODING (default gzip, deflate, br) change the load.
 */
const options: LoadOptions = {
  duration: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
};
/** SEED_SCALE picks the catalogue (src/server/db/seed/large-catalogue.ts): `large` unless told otherwise. */
function seedScale(name = 'large'): SeedScaleName {
  if (!isSeedScaleName(name)) throw new Error(`SEED_SCALE must be demo or large, got "${name}"`);
  return name;
}
const SEED_SCALE = seedScale(process.env.SEED_SCALE || undefined);
const WARM_UP: LoadOptions = { duration: 2, connections: 10 };

interface Target {
  name: string;
  paths: (data: BenchData) => string[];
}

/** Words of the large catalogue's products and articles (see large-catalogue.ts), whole, as prefixes and misspelt. */
const SEARCHES = ['citrate', 'sorbate powder', 'pharma grade', 'carrag', 'emulsion stability', 'lecitin'];

const TARGETS: Target[] = [
  { name: '/v1/categories/products', paths: () => ['/v1/categories/products'] },
  {
    name: '/v1/categories/products?industry={id}',
    paths: ({ industryIds }) => industryIds.map((id) => `/v1/categories/products?industry=${id}`),
  },
  { name: '/v1/catalogue/facets', paths: () => ['/v1/catalogue/facets'] },
  { name: '/v1/products/{id}', paths: ({ productIds }) => productIds.map((id) => `/v1/products/${id}`) },
  { name: '/v1/articles?limit=6&page=7', paths: () => ['/v1/articles?limit=6&page=7'] },
  { name: '/v1/whatsnew', paths: () => ['/v1/whatsnew'] },
  {
    name: '/v1/search?q={words}',
    paths: () => SEARCHES.map((words) => `/v1/search?q=${encodeURIComponent(words)}`),
  },
];

interface Row {
  database: string;
  target: string;
  result: LoadResult;
}

async function measure(origin: string, paths: string[]): Promise<LoadResult> {
  await runLoad(origin, paths, WARM_UP);
  return runLoad(origin, paths, options);
}

async function withServer<T>(
  start: () => Promise<ServerProcess>,
  work: (server: ServerProcess) => Promise<T>,
): Promise<T> {
  const server = await start();
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function benchDatabase(database: string, dataDir: string, databaseUrl: string): Promise<Row[]> {
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: 'Bench#Sinar-Aditif-2024' };
  const data = await prepareBenchData(env, SEED_SCALE);
  return withServer(
    () => startBuiltServer({ ...env, SEED_DEMO: 'false' }),
    async (server) => {
      const rows: Row[] = [];
      for (const target of TARGETS) {
        console.log(`${database}: ${target.name}`);
        rows.push({ database, target: target.name, result: await measure(server.url, target.paths(data)) });
      }
      return rows;
    },
  );
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const perSecond = (value: number) => value.toFixed(0);

async function main() {
  killServersOnInterrupt();
  ensureServerBuild();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-bench-'));
  try {
    console.log('baseline: bare Fastify hello world');
    const baseline = await withServer(
      () =>
        ServerProcess.start({
          name: 'hello world',
          args: ['--import', 'tsx', path.join(ROOT, 'scripts/bench/hello-world.ts')],
          readyPath: '/',
        }),
      (server) => measure(server.url, ['/']),
    );

    const rows = await benchDatabase('SQLite', path.join(workDir, 'sqlite'), path.join(workDir, 'sqlite', 'app.db'));
    const postgres = await createTempDatabase();
    if (postgres) {
      try {
        rows.push(...(await benchDatabase('PostgreSQL', path.join(workDir, 'postgres'), postgres.url)));
      } finally {
        await postgres.drop();
      }
    }

    const header = ['database', 'endpoint', 'req/s', 'p50', 'p99', 'of baseline', 'bytes/answer', 'failures'];
    const line = (database: string, target: string, result: LoadResult) => [
      database,
      target,
      perSecond(result.requestsPerSecond),
      ms(result.p50),
      ms(result.p99),
      `${((100 * result.requestsPerSecond) / baseline.requestsPerSecond).toFixed(1)} %`,
      result.bytesPerAnswer.toFixed(0),
      String(result.failures),
    ];
    console.log(
      `\n${options.connections} connections, ${options.duration} s each, ${os.cpus().length} CPU cores, Node.js ${process.version}\n`,
    );
    console.log(
      markdownTable(header, [
        line('-', 'hello world (baseline)', baseline),
        ...rows.map((row) => line(row.database, row.target, row.result)),
      ]),
    );
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
