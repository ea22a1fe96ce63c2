import crypto from 'node:crypto';
import type { Repositories } from '../../repositories';

const KEY = 'content_version';

/**
 * Shares reads among concurrent callers without ever answering one with a read that began before it called:
 * while a read is under way, callers wait for the next one, which starts when it ends. Under load that is one
 * database round trip at a time instead of one per request.
 */
export function coalesce<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const started = read().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

/**
 * A token in the database that changes after every write through the admin API. Every process reads it before
 * answering from its cache, so a write made through any process invalidates the caches of all of them.
 */
export function contentVersion(meta: Repositories['meta']) {
  return {
    read: coalesce(async (): Promise<string> => (await meta.get(KEY)) ?? 'initial'),
    bump: (): Promise<void> => meta.set(KEY, crypto.randomUUID()),
  };
}
