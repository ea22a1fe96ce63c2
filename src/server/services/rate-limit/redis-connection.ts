import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';

export interface RedisConnection {
  client: Redis;
  /** Whether Redis answers right now (a connected, ready client). */
  isUp(): boolean;
  /** Records that a command failed: the first failure of an outage is logged, the others are not. */
  noteFailure(error: unknown): void;
  close(): Promise<void>;
}

/**
 * A Redis client that never makes a request wait for Redis: while it is unreachable commands fail at once (no
 * offline queue) or after `commandTimeoutMs`, and it keeps reconnecting in the background. An outage is logged
 * once when it starts and once when it ends. Resolves after the first connection attempt, whatever its outcome.
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  { connectTimeoutMs = 2000, commandTimeoutMs = 500 } = {},
): Promise<RedisConnection> {
  const client = new Redis(url, {
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  let down = false;
  const noteFailure = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'Redis does not answer: rate limits are counted in this process until it is back',
    );
  };
  client.on('error', noteFailure);
  client.on('ready', () => {
    if (down) log.info('Redis answers again: rate limits are shared by all processes');
    down = false;
  });
  await new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
  });

  return {
    client,
    isUp: () => client.status === 'ready',
    noteFailure,
    async close() {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
