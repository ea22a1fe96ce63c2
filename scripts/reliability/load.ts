import { bearer, type HttpClient } from './http-client';
import { ms } from './report';

/** A server to send load to, with an admin token for the writes. */
export interface LoadTarget {
  client: HttpClient;
  token: string;
}

export interface LoadPlan {
  targets: LoadTarget[];
  connections: number;
  seconds: number;
  /** Share of requests that are admin writes (the rest are public reads). */
  writeShare: number;
  /** Picks the next public GET path. */
  nextRead: () => string;
  /** Career names start with this, so the check can find its own writes afterwards. */
  writePrefix: string;
  /** Pause between a connection's requests (0 = closed loop, as fast as answers come). */
  pauseMs?: number;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  /** Time to open the connections (one health check on each, all at once) before the measured period. */
  warmupMs: number;
  seconds: number;
  requests: number;
  reads: LatencySummary;
  writes: LatencySummary;
  byRoute: Map<string, LatencySummary>;
  statuses: Map<number, number>;
  /** Socket-level failures (resets, timeouts) by code. */
  errors: Map<string, number>;
  /** Names of the careers whose creation was acknowledged with 201. */
  acknowledged: string[];
}

export function summarize(latencies: number[]): LatencySummary {
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0);
  return {
    count: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.length ? sorted[sorted.length - 1]! : 0,
  };
}

export const describeLatency = (s: LatencySummary) =>
  `${s.count} req, p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`;

const routeOf = (path: string) => path.replace(/\/\d+(?=$|\?)/, '/{id}');
const increment = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * Closed-loop load: `connections` concurrent loops, each sending its next request when the previous one was
 * answered, until the time is up. Every write creates a career with a unique name (inactive, so the public
 * list the readers fetch does not grow during the run).
 */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const reads: number[] = [];
  const writes: number[] = [];
  const routes = new Map<string, number[]>();
  const statuses = new Map<number, number>();
  const errors = new Map<string, number>();
  const acknowledged: string[] = [];
  let sequence = 0;
  const targetOf = (connection: number) => plan.targets[connection % plan.targets.length]!;

  // A new connection's first request waits behind every busy one; open them all first so the figures show the
  // steady state (the warm-up time is reported on its own).
  const warmupStarted = Date.now();
  await Promise.all(
    Array.from({ length: plan.connections }, (_, i) => targetOf(i).client.request('GET', '/v1/health')),
  );
  const warmupMs = Date.now() - warmupStarted;

  const started = Date.now();
  const deadline = started + plan.seconds * 1000;

  async function loop(target: LoadTarget): Promise<void> {
    while (Date.now() < deadline) {
      const isWrite = Math.random() < plan.writeShare;
      const path = isWrite ? '/v1/admin/careers' : plan.nextRead();
      const name = isWrite ? `${plan.writePrefix}-${(sequence += 1)}` : '';
      try {
        const answer = isWrite
          ? await target.client.request('POST', path, {
              json: {
                name,
                position: 'Reliability probe',
                description: 'Written by scripts/reliability',
                status: false,
              },
              headers: bearer(target.token),
            })
          : await target.client.request('GET', path);
        increment(statuses, answer.status);
        (isWrite ? writes : reads).push(answer.ms);
        const route = `${isWrite ? 'POST' : 'GET'} ${routeOf(path)}`;
        const bucket = routes.get(route) ?? [];
        if (bucket.length === 0) routes.set(route, bucket);
        bucket.push(answer.ms);
        if (isWrite && answer.status === 201) acknowledged.push(name);
      } catch (error) {
        increment(errors, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
      }
      if (plan.pauseMs) await new Promise((resolve) => setTimeout(resolve, plan.pauseMs));
    }
  }

  await Promise.all(Array.from({ length: plan.connections }, (_, i) => loop(targetOf(i))));
  return {
    warmupMs,
    seconds: (Date.now() - started) / 1000,
    requests: reads.length + writes.length,
    reads: summarize(reads),
    writes: summarize(writes),
    byRoute: new Map([...routes].sort().map(([route, values]) => [route, summarize(values)])),
    statuses,
    errors,
    acknowledged,
  };
}

/** The figures every load check prints, and the verdict rules they share: no 5xx, no socket errors. */
export function loadFigures(result: LoadResult): { figures: [string, string][]; problems: string[] } {
  const count = (predicate: (status: number) => boolean) =>
    [...result.statuses].filter(([status]) => predicate(status)).reduce((sum, [, n]) => sum + n, 0);
  const serverErrors = count((status) => status >= 500);
  const unexpected = count((status) => status !== 200 && status !== 201 && status < 500);
  const socketErrors = [...result.errors.values()].reduce((sum, n) => sum + n, 0);
  const figures: [string, string][] = [
    ['opening the connections', `${result.warmupMs} ms (not in the figures below)`],
    ['duration', `${result.seconds.toFixed(1)} s`],
    ['requests', `${result.requests} (${(result.requests / result.seconds).toFixed(0)} req/s)`],
    ['reads', describeLatency(result.reads)],
    ['writes', describeLatency(result.writes)],
    ...[...result.byRoute].map(([route, summary]): [string, string] => [`  ${route}`, describeLatency(summary)]),
    [
      'statuses',
      [...result.statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ') || 'none',
    ],
    ['5xx', String(serverErrors)],
    ['socket errors', socketErrors ? [...result.errors].map(([code, n]) => `${code}: ${n}`).join(', ') : '0'],
  ];
  const problems: string[] = [];
  if (serverErrors > 0) problems.push(`${serverErrors} answers were 5xx`);
  if (socketErrors > 0) problems.push(`${socketErrors} socket errors`);
  if (unexpected > 0) problems.push(`${unexpected} answers were neither 200/201 nor 5xx (rate limit or a test error)`);
  if (result.requests === 0) problems.push('no request was answered');
  return { figures, problems };
}
