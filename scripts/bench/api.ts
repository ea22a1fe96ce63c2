import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_STATE_ID } from '@/common/page-render';
import { paths as routePaths } from '@/common/routes';
import { ensureClientBuild, ensureServerBuild, startBuiltServer } from './ensure-build';
import { PAGE_REQUEST, runLoad, type LoadOptions, type LoadResult } from './load';
import { isSeedScaleName, type SeedScaleName } from '@/server/db/seed/large-catalogue';
import { prepareBenchData, type BenchData } from './prepare-data';
import { ROOT, ServerProcess, killServersOnInterrupt } from '../server-process';
import { processCpuMs } from './process-cpu';
import { markdownTable } from './table';
import { createTempDatabase } from './temp-postgres';

/**
 * npm run bench:api — the public API and the server-rendered public pages under load on a large catalogue
 * (SEED_SCALE=large: 50 categories, 2,000 products, 500 articles), on SQLite and, when it answers, PostgreSQL (a
 * database created for the run and dropped after it), against a bare Fastify hello world started in the same run.
 * BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 100) and BENCH_ACCEPT_ENCODING (default
 * gzip, deflate, br for the API and br, gzip for pages) change the load.
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

/** What a target must reach: a share of the hello-world baseline's requests per second, and a p99 under a bound. */
interface Budget {
  shareOfBaseline: number;
  p99Ms: number;
}

/** The budget of the catalogue's lists and of every public page. */
const LIST_BUDGET: Budget = { shareOfBaseline: 0.25, p99Ms: 50 };

interface Target {
  name: string;
  paths: (data: BenchData) => string[];
  /** Asked for as a browser asks for a page (HTML); an API answer otherwise. */
  page?: boolean;
  /** A page asked for again as a browser revalidates its copy (If-None-Match with the page's ETag: 304). */
  revalidated?: boolean;
  budget?: Budget;
}

/** Words of the large catalogue's products and articles (see large-catalogue.ts), whole, as prefixes and misspelt. */
const SEARCHES = ['citrate', 'sorbate powder', 'pharma grade', 'carrag', 'emulsion stability', 'lecitin'];

const TARGETS: Target[] = [
  { name: '/v1/categories/products', paths: () => ['/v1/categories/products'], budget: LIST_BUDGET },
  {
    name: '/v1/categories/products?industry={id}',
    paths: ({ industryIds }) => industryIds.map((id) => `/v1/categories/products?industry=${id}`),
  },
  { name: '/v1/catalogue/facets', paths: () => ['/v1/catalogue/facets'] },
  {
    name: '/v1/products/{id}',
    paths: ({ productIds }) => productIds.map((id) => `/v1/products/${id}`),
    budget: LIST_BUDGET,
  },
  { name: '/v1/articles?limit=6&page=7', paths: () => ['/v1/articles?limit=6&page=7'] },
  { name: '/v1/whatsnew', paths: () => ['/v1/whatsnew'] },
  {
    name: '/v1/search?q={words}',
    paths: () => SEARCHES.map((words) => `/v1/search?q=${encodeURIComponent(words)}`),
  },
  { name: 'page /', paths: () => [routePaths.home], page: true, budget: LIST_BUDGET },
  {
    name: 'page /produk_kategori/produk/detail_produk/{id}',
    // The first product: one of the demo content's, with its specifications, documents and related products.
    paths: ({ productIds }) => [routePaths.productDetail(productIds[0]!)],
    page: true,
    budget: LIST_BUDGET,
  },
  { name: 'page /produk_kategori', paths: () => [routePaths.categories], page: true, budget: LIST_BUDGET },
  { name: 'page / revalidated (304)', paths: () => [routePaths.home], page: true, revalidated: true },
];

/** A load's result with the CPU the server spent on it, when the system tells (see process-cpu.ts). */
interface Measured extends LoadResult {
  serverCpuMs?: number;
}

interface Row {
  database: string;
  target: Target;
  result: Measured;
}

async function measure(server: ServerProcess, paths: string[], headers?: Record<string, string>): Promise<Measured> {
  await runLoad(server.url, paths, WARM_UP, headers);
  const cpuBefore = processCpuMs(server.pid);
  const result = await runLoad(server.url, paths, options, headers);
  const cpuAfter = processCpuMs(server.pid);
  const serverCpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { ...result, serverCpuMs };
}

/** The request headers of a browser revalidating its copy of `pagePath`: If-None-Match with the page's ETag. */
async function revalidation(origin: string, pagePath: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}${pagePath}`, { headers: PAGE_REQUEST });
  await response.arrayBuffer();
  const etag = response.headers.get('etag');
  if (!etag) throw new Error(`${pagePath} answered without an ETag`);
  return { ...PAGE_REQUEST, 'if-none-match': etag };
}

/** What the load sends: an API client's headers, a browser's for a page, or its revalidation of the page. */
async function requestHeaders(
  origin: string,
  target: Target,
  targetPaths: string[],
): Promise<Record<string, string> | undefined> {
  if (target.revalidated) return revalidation(origin, targetPaths[0]!);
  return target.page ? PAGE_REQUEST : undefined;
}

/** Fails the run when a page comes without its server rendering: the browser-drawn page is not what is measured. */
async function assertServerRendered(origin: string, pagePaths: string[]): Promise<void> {
  for (const pagePath of pagePaths) {
    const response = await fetch(`${origin}${pagePath}`, { headers: { accept: PAGE_REQUEST.accept } });
    const html = await response.text();
    if (!response.ok || !html.includes(`id="${SERVER_STATE_ID}"`))
      throw new Error(`${pagePath} answered ${response.status} without a server-rendered body (see dist/ssr)`);
  }
}

/** Whether `result` reaches `budget`, as the table's last column says it. */
function budgetVerdict(result: LoadResult, baseline: LoadResult, budget: Budget | undefined): string {
  if (!budget) return '';
  const held =
    result.requestsPerSecond >= budget.shareOfBaseline * baseline.requestsPerSecond &&
    result.p99 < budget.p99Ms &&
    result.failures === 0;
  return held ? 'held' : 'MISSED';
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
        const targetPaths = target.paths(data);
        if (target.page) await assertServerRendered(server.url, targetPaths);
        const result = await measure(server, targetPaths, await requestHeaders(server.url, target, targetPaths));
        rows.push({ database, target, result });
      }
      return rows;
    },
  );
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
/**
 * The server's CPU per answer and how busy it was over the load: a server far from 100 % while the rate stays low
 * means the load generator, on the same cores, is what the answers wait for.
 */
function serverCpu(result: Measured): [string, string] {
  if (result.serverCpuMs === undefined || result.requestsPerSecond === 0) return ['', ''];
  const answers = result.requestsPerSecond * options.duration;
  const perAnswerUs = (1000 * result.serverCpuMs) / answers;
  const busyShare = result.serverCpuMs / (1000 * options.duration);
  return [`${perAnswerUs.toFixed(0)} µs`, `${(100 * busyShare).toFixed(0)} %`];
}
const perSecond = (value: number) => value.toFixed(0);

async function main() {
  killServersOnInterrupt();
  ensureServerBuild();
  ensureClientBuild();
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
      (server) => measure(server, ['/']),
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

    const header = [
      'database',
      'endpoint',
      'req/s',
      'p50',
      'p99',
      'of baseline',
      'bytes/answer',
      'server CPU/answer',
      'server busy',
      'failures',
      'budget',
    ];
    const line = (database: string, target: string, result: Measured, budget?: Budget) => [
      database,
      target,
      perSecond(result.requestsPerSecond),
      ms(result.p50),
      ms(result.p99),
      `${((100 * result.requestsPerSecond) / baseline.requestsPerSecond).toFixed(1)} %`,
      result.bytesPerAnswer.toFixed(0),
      ...serverCpu(result),
      String(result.failures),
      budgetVerdict(result, baseline, budget),
    ];
    console.log(
      `\n${options.connections} connections, ${options.duration} s each, ${os.cpus().length} CPU cores, Node.js ${process.version}\n`,
    );
    console.log(
      markdownTable(header, [
        line('-', 'hello world (baseline)', baseline),
        ...rows.map((row) => line(row.database, row.target.name, row.result, row.target.budget)),
      ]),
    );
    const missed = rows.filter((row) => budgetVerdict(row.result, baseline, row.target.budget) === 'MISSED');
    const budgetText = (budget: Budget) =>
      `≥ ${100 * budget.shareOfBaseline} % of the baseline, p99 < ${budget.p99Ms} ms`;
    for (const row of missed)
      console.log(`budget missed: ${row.database} ${row.target.name} (${budgetText(row.target.budget!)})`);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
