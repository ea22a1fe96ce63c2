import pg from 'pg';
import { describeStatuses, loop } from '../closed-loop';
import { HttpClient } from '../http-client';
import type { Installation } from '../installations';
import { describeLatency, summarize } from '../load';
import type { Scenario } from '../scenario';

const FLOOD_CONNECTIONS = 16;
/** `/v1/health` answers within a second whatever holds the database. */
const HEALTH_LIMIT_MS = 1000;
/** A cached answer is served from memory even when the stamp read cannot get a connection in time. */
const CACHED_P99_LIMIT_MS = 500;

/** Another session holding `LOCK TABLE products IN ACCESS EXCLUSIVE MODE` until released (ending it rolls back). */
async function lockProducts(url: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
  let released: Promise<void> | undefined;
  return () => (released ??= client.end().catch(() => undefined));
}

/**
 * While another session holds a lock on the products table: uncached product reads answer 503 DATABASE_BUSY (the
 * lock timeout), cached answers keep coming from memory and `/v1/health` answers within a second.
 */
export async function heldLockScenario(scenario: Scenario, installation: Installation): Promise<void> {
  const seconds = scenario.options.quick ? 3 : 10;
  const report = scenario.check(
    `held lock: LOCK TABLE products for ${seconds} s with ${FLOOD_CONNECTIONS} connections of product reads (${installation.label})`,
  );
  const server = await scenario.startServer('held-lock', { ...installation.env, DATABASE_LOCK_TIMEOUT_MS: '500' });
  const flood = new HttpClient(server.url, FLOOD_CONNECTIONS);
  const probes = new HttpClient(server.url, 2);
  const cached = await probes.request('GET', '/v1/site');
  if (cached.status !== 200) throw new Error(`GET /v1/site answered ${cached.status}`);
  const release = await lockProducts(installation.env.DATABASE_URL!);
  try {
    const deadline = Date.now() + seconds * 1000;
    const [products, site, health] = await Promise.all([
      loop(FLOOD_CONNECTIONS, deadline, (sequence) =>
        flood.request('GET', `/v1/products/category/1?search=lock${sequence}`),
      ),
      loop(1, deadline, () => probes.request('GET', '/v1/site')),
      loop(1, deadline, () => probes.request('GET', '/v1/health')),
    ]);
    await release();

    const siteLatency = summarize(site.latencies);
    const healthLatency = summarize(health.latencies);
    report.figure(
      'product reads',
      `${describeLatency(summarize(products.latencies))}; ${describeStatuses(products.statuses)}`,
    );
    report.figure('/v1/site (cached)', `${describeLatency(siteLatency)}; ${describeStatuses(site.statuses)}`);
    report.figure('/v1/health', `${describeLatency(healthLatency)}; ${describeStatuses(health.statuses)}`);

    report.expect(products.statuses.has(503), 'no product read answered 503 while the lock was held');
    const unexpected = [...products.statuses.keys()].filter((status) => ![200, 429, 503].includes(status));
    report.expect(unexpected.length === 0, `product reads answered ${unexpected.join(', ')}`);
    report.expect(
      [...site.statuses.keys()].every((status) => status === 200),
      `/v1/site answered ${describeStatuses(site.statuses)}`,
    );
    report.expect(
      siteLatency.p99 < CACHED_P99_LIMIT_MS,
      `/v1/site p99 is ${siteLatency.p99.toFixed(0)} ms (limit ${CACHED_P99_LIMIT_MS} ms)`,
    );
    report.expect(
      healthLatency.max < HEALTH_LIMIT_MS,
      `/v1/health took up to ${healthLatency.max.toFixed(0)} ms (limit ${HEALTH_LIMIT_MS} ms)`,
    );
    report.expect(site.errors + health.errors + products.errors === 0, 'socket errors while the lock was held');
    const after = await probes.request('GET', '/v1/products/category/1?search=after');
    report.expect(after.status === 200, `after the lock was released, a product read answered ${after.status}`);
  } finally {
    await release();
    flood.close();
    probes.close();
  }
  await server.stop();
}
