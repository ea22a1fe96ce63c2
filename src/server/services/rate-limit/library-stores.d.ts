// @fastify/rate-limit's own counters (plain CommonJS, without types), reused by redis-or-local-store.ts.
declare module '@fastify/rate-limit/store/LocalStore' {
  export type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
  export default class LocalStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr(key: string, callback: Counted, timeWindow: number, max: number): void;
    child(routeOptions: object): LocalStore;
  }
}

declare module '@fastify/rate-limit/store/RedisStore' {
  import type { Counted } from '@fastify/rate-limit/store/LocalStore';
  import type Redis from 'ioredis';

  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr(key: string, callback: Counted, timeWindow: number, max: number): void;
    child(routeOptions: object): RedisStore;
  }
}
