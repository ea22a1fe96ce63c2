import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_ERROR_CODES } from '@/common/password-errors';
import { HttpError } from '@/server/errors';
import { QueueFullError } from '../concurrency';
import { createFairLimiter } from './fair-limiter';

// OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. The library's Algorithm enum is a const
// enum, which isolated modules cannot read; 2 is its Argon2id.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes (and checks) computed at once in this process. */
export const MAX_CONCURRENT_HASHES = 2;
/** Hashes that may wait for a turn; one more is refused with 503 SERVER_BUSY. */
export const MAX_WAITING_HASHES = 16;
export const SERVER_BUSY_RETRY_SECONDS = 1;

/** The queue's key for work that no client asked for (the command line, the first start). */
export const SERVER_QUEUE_KEY = 'server';

/**
 * @node-rs/argon2 computes on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), the pool
 * that also reads static files and uploads. A sign-in flood must not take all of it, so every hash waits here
 * for one of MAX_CONCURRENT_HASHES turns, and a flood beyond the waiting line is refused instead of queued. Clients
 * (keyed by clientKeyOf) take turns and share the line fairly, so one client's flood against an account cannot keep
 * the owner signing in from elsewhere out of it.
 */
const limit = createFairLimiter(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES);

/**
 * Runs `task` in the password hashing queue as `queueKey`'s; 503 SERVER_BUSY when the queue has no room for it.
 * Exported for tests.
 */
export async function inHashingQueue<T>(task: () => Promise<T>, queueKey = SERVER_QUEUE_KEY): Promise<T> {
  try {
    return await limit(queueKey, task);
  } catch (error) {
    if (!(error instanceof QueueFullError)) throw error;
    throw new HttpError(
      503,
      PASSWORD_ERROR_CODES.serverBusy,
      `The server is busy. Please try again in ${SERVER_BUSY_RETRY_SECONDS} s.`,
      undefined,
      { seconds: SERVER_BUSY_RETRY_SECONDS },
    );
  }
}

export function hashPassword(password: string, queueKey?: string): Promise<string> {
  return inHashingQueue(() => hash(password, options), queueKey);
}

export function verifyPassword(passwordHash: string, password: string, queueKey?: string): Promise<boolean> {
  // A malformed stored hash is a wrong password, not a server error.
  return inHashingQueue(() => verify(passwordHash, password).catch(() => false), queueKey);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check so an unknown username cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string, queueKey?: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing').catch((error: unknown) => {
    dummyHash = undefined; // a busy server must not leave the dummy unusable for good
    throw error;
  });
  await verifyPassword(await dummyHash, password, queueKey);
  return false;
}
