import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';
import type { DependencyStatus } from '@/common/api/health';

export interface RedisConnection {
  client: Redis;
  /** Whether commands may go to Redis right now: connected, ready, and not known to leave commands unanswered. */
  isUp(): boolean;
  /** Records that a command failed: the first failure of an outage is logged, the others are not. */
  noteFailure(error: unknown): void;
  /** Asks Redis for a PONG (bounded by the command timeout): `slow` when connected but not answering in time. */
  check(): Promise<DependencyStatus>;
  close(): Promise<void>;
}

export interface RedisTimeouts {
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
  /** How often a Redis that stopped answering is asked again whether it is back. */
  probeIntervalMs?: number;
}

const isTimeout = (error: unknown) => error instanceof Error && error.message === 'Command timed out';

/**
 * A Redis client that never makes a request wait for Redis: while it is unreachable commands fail at once (no
 * offline queue); when it is connected but stops answering (a stopped process), the first command gives up after
 * `commandTimeoutMs` and the next ones skip Redis until a background ping is answered again. It keeps reconnecting
 * in the background. An outage is logged once when it starts and once when it ends. Resolves after the first
 * connection attempt, whatever its outcome.
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  { connectTimeoutMs = 2000, commandTimeoutMs = 100, probeIntervalMs = 1000 }: RedisTimeouts = {},
): Promise<RedisConnection> {
  const client = new Redis(url, {
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  let down = false;
  let probe: NodeJS.Timeout | undefined;
  const recovered = () => {
    if (probe) clearInterval(probe);
    probe = undefined;
    if (down) log.info('Redis answers again: rate limits are shared by all processes');
    down = false;
  };
  const watchUntilAnswered = () => {
    probe ??= setInterval(() => {
      if (client.status === 'ready') client.ping().then(recovered, () => undefined);
    }, probeIntervalMs).unref();
  };
  const noteFailure = (error: unknown) => {
    if (isTimeout(error)) watchUntilAnswered();
    if (down) return;
    down = true;
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'Redis does not answer: rate limits are counted in this process until it is back',
    );
  };
  client.on('error', noteFailure);
  client.on('ready', recovered);
  await new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
  });

  const isUp = () => client.status === 'ready' && probe === undefined;
  return {
    client,
    isUp,
    noteFailure,
    async check() {
      if (client.status !== 'ready') return 'down';
      if (probe) return 'slow';
      return client.ping().then(
        () => 'up' as const,
        (error: unknown) => {
          noteFailure(error);
          return isTimeout(error) ? ('slow' as const) : ('down' as const);
        },
      );
    },
    async close() {
      if (probe) clearInterval(probe);
      if (client.status === 'ready' && !probe) await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
