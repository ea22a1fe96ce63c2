import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
}

/** What an API client sends: JSON, compressed as browsers ask (BENCH_ACCEPT_ENCODING changes it). */
export const API_REQUEST = {
  accept: 'application/json',
  'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br',
};

/** What a browser sends for a page (BENCH_ACCEPT_ENCODING changes the encodings here too). */
export const PAGE_REQUEST = {
  accept: 'text/html',
  'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'br, gzip',
};

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Mean bytes per answer (body and headers). */
  bytesPerAnswer: number;
  /** Connection errors, timeouts and answers other than 2xx and 304. */
  failures: number;
}

/**
 * autocannon keeps every answer's body as text for its `onResponse` callback, which this bench does not use: each
 * chunk is decoded as UTF-8. Decoding brotli bytes that way is slow, about 70 µs for a 20 KB page on this kind of
 * machine, more than the server spends answering it, so on two shared cores a compressed page's row measured the
 * load generator (a bare Fastify sending those same bytes reached 9,700 req/s with its process half idle). Each
 * connection here keeps no body text; autocannon still counts the bytes from the socket. `pipelinedRequests` is
 * autocannon's own queue (lib/pipelinedRequestsQueue.js), not its documented API: a version without it fails here
 * loudly rather than measuring something else.
 */
function keepNoBodyText(client: object): void {
  const queue = (client as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (!queue || typeof queue.addBody !== 'function') {
    throw new Error('autocannon no longer has the per-connection queue bench:api relies on (see load.ts)');
  }
  queue.addBody = () => undefined;
}

/**
 * Loads `origin` with autocannon; `paths` are requested in turn (one path, or many to walk a catalogue), with
 * `headers` (an API client's by default).
 */
export async function runLoad(
  origin: string,
  paths: string[],
  options: LoadOptions,
  headers: Record<string, string> = API_REQUEST,
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.duration,
    headers,
    setupClient: keepNoBodyText,
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
    // 304 answers a revalidation (If-None-Match), which is what it measures.
    failures: result.errors + result.timeouts + result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0),
  };
}
