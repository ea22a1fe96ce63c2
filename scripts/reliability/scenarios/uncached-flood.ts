import crypto from 'node:crypto';
import { describeStatuses, loop } from '../closed-loop';
import { HttpClient } from '../http-client';
import type { Installation } from '../installations';
import { describeLatency, summarize } from '../load';
import type { Scenario } from '../scenario';

/** A server-rendered page that visitors keep reading: once rendered, every later visit is a cache hit. */
const CACHED_PAGE = '/tentang';
/** The flooding client: this machine's main loopback address. */
const FLOODER_ADDRESS = '127.0.0.1';
/** The visitors reading the cached page, from another loopback address: another client to the server. */
const VISITOR_ADDRESS = '127.0.0.2';
const FLOOD_CONNECTIONS = 16;
const VISITOR_CONNECTIONS = 2;
const CACHED_P99_LIMIT_MS = 50;

const random = () => crypto.randomBytes(6).toString('hex');

/** What one client floods the server with: each request something the server has not answered before. */
const FLOODS: { name: string; next: () => string; statuses: number[] }[] = [
  {
    name: 'random page parameters',
    next: () => `${CACHED_PAGE}?utm_source=${random()}&cb=${random()}`,
    statuses: [200],
  },
  { name: 'random searches', next: () => `/v1/search?q=${random()}`, statuses: [200, 429] },
  { name: 'random 404s', next: () => `/no-such-page/${random()}`, statuses: [404, 429] },
  { name: 'the search page', next: () => `/pencarian?q=${random()}`, statuses: [200, 429] },
];

/**
 * One client floods the server with uncached work (16 connections of each kind in turn) while another reads a cached
 * page: the server admits each client's expensive work a few at a time and answers cached pages without waiting for
 * it, so the cached page's p99 must stay under 50 ms throughout.
 */
export async function uncachedFloodScenario(scenario: Scenario, installation: Installation): Promise<void> {
  const seconds = scenario.options.quick ? 3 : 15;
  const server = await scenario.startServer(`uncached-flood-${installation.label.toLowerCase()}`, installation.env);
  const visitors = new HttpClient(server.url, VISITOR_CONNECTIONS, VISITOR_ADDRESS);
  const flooder = new HttpClient(server.url, FLOOD_CONNECTIONS, FLOODER_ADDRESS);
  const readCachedPage = () => visitors.request('GET', CACHED_PAGE, { headers: { 'accept-encoding': 'br' } });
  try {
    const first = await readCachedPage();
    if (first.status !== 200) throw new Error(`GET ${CACHED_PAGE} answered ${first.status}: is the client built?`);
    const rest = scenario.check(`cached page ${CACHED_PAGE} at rest (${installation.label})`);
    const atRest = await loop(VISITOR_CONNECTIONS, Date.now() + seconds * 1000, readCachedPage);
    rest.figure(CACHED_PAGE, describeLatency(summarize(atRest.latencies)));

    for (const flood of FLOODS) {
      const report = scenario.check(
        `uncached flood: ${FLOOD_CONNECTIONS} connections of ${flood.name} for ${seconds} s, ` +
          `cached page p99 (${installation.label})`,
      );
      const ends = Date.now() + seconds * 1000;
      const [flooded, read] = await Promise.all([
        loop(FLOOD_CONNECTIONS, ends, () => flooder.request('GET', flood.next())),
        loop(VISITOR_CONNECTIONS, ends, readCachedPage),
      ]);
      const cached = summarize(read.latencies);
      report.figure(`${CACHED_PAGE} under the flood`, describeLatency(cached));
      report.figure('flood', `${describeLatency(summarize(flooded.latencies))}; ${describeStatuses(flooded.statuses)}`);
      report.figure('socket errors', String(flooded.errors + read.errors));

      const unexpected = [...flooded.statuses.keys()].filter((status) => !flood.statuses.includes(status));
      report.expect(unexpected.length === 0, `the flood was answered ${unexpected.join(', ')}`);
      report.expect(
        [...read.statuses.keys()].every((status) => status === 200),
        `${CACHED_PAGE} answered ${describeStatuses(read.statuses)}`,
      );
      report.expect(flooded.errors + read.errors === 0, 'socket errors during the flood');
      report.expect(
        cached.p99 < CACHED_P99_LIMIT_MS,
        `${CACHED_PAGE} p99 under the flood is ${cached.p99.toFixed(0)} ms (limit ${CACHED_P99_LIMIT_MS} ms)`,
      );
    }
  } finally {
    visitors.close();
    flooder.close();
  }
  await server.stop();
}
