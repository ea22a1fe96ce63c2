import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore, { type Counted } from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { RedisConnection } from './redis-connection';

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

/**
 * Counts in Redis (shared by every process) while it answers, and in this process while it does not: an outage
 * never fails a request, and the limits still hold, per process, meanwhile.
 */
class RedisOrLocalStore {
  constructor(
    private readonly redis: RedisStore,
    private readonly local: LocalStore,
    private readonly connection: RedisConnection,
  ) {}

  incr(key: string, callback: Counted, timeWindow: number, max: number): void {
    if (!this.connection.isUp()) return this.local.incr(key, callback, timeWindow, max);
    this.redis.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.connection.noteFailure(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: StoreOptions): RedisOrLocalStore {
    return new RedisOrLocalStore(this.redis.child(routeOptions), this.local.child(routeOptions), this.connection);
  }
}

/** The store class for @fastify/rate-limit's `store` option (the library instantiates it with its options). */
export function redisOrLocalStore(connection: RedisConnection, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends RedisOrLocalStore {
    constructor(options: StoreOptions) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, connection.client, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, options.cache),
        connection,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
