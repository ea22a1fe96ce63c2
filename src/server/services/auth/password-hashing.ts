import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_ERROR_CODES } from '@/common/password-errors';
import { HttpError } from '@/server/errors';
import { createLimiter, QueueFullError } from '../concurrency';

// OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. The library's Algorithm enum is a const
// enum, which isolated modules cannot read; 2 is its Argon2id.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes (and checks) computed at once in this process. */
export const MAX_CONCURRENT_HASHES = 2;
/** Hashes that may wait for a turn; one more is refused with 503 SERVER_BUSY. */
export const MAX_WAITING_HASHES = 16;
export const SERVER_BUSY_RETRY_SECONDS = 1;

/**
 * @node-rs/argon2 computes on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), the pool
 * that also reads static files and uploads. A sign-in flood must not take all of it, so every hash waits here
 * for one of MAX_CONCURRENT_HASHES turns, and a flood beyond the waiting line is refused instead of queued.
 */
const limit = createLimiter(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES);

/** Runs `task` in the password hashing queue; 503 SERVER_BUSY when the queue is full. Exported for tests. */
export async function inHashingQueue<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await limit(task);
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

export function hashPassword(password: string): Promise<string> {
  return inHashingQueue(() => hash(password, options));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // A malformed stored hash is a wrong password, not a server error.
  return inHashingQueue(() => verify(passwordHash, password).catch(() => false));
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check so an unknown username cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing').catch((error: unknown) => {
    dummyHash = undefined; // a busy server must not leave the dummy unusable for good
    throw error;
  });
  await verifyPassword(await dummyHash, password);
  return false;
}
