import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Mean bytes per answer (body and headers). */
  bytesPerAnswer: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  failures: number;
}

/**
 * Loads `origin` with autocannon; `paths` are requested in turn (one path, or many to walk a catalogue).
 * Requests ask for compressed answers as browsers do, and send `accept: application/json`.
 */
export async function runLoad(origin: string, paths: string[], options: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.duration,
    headers: {
      accept: 'application/json',
      'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br',
    },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
