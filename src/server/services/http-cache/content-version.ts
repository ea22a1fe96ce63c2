import type { Repositories } from '@/server/repositories';

/**
 * Shares reads among concurrent callers without ever answering one with a read that began before it called:
 * callers wait for the next read, which starts once the current event-loop turn has handed over every request
 * that arrived in it (and after the read under way, if any). Under load that is one statement per turn, not one
 * per request.
 */
export function coalesce<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<unknown> = Promise.resolve();
  let next: Promise<T> | undefined;
  return () => {
    next ??= running
      .catch(() => undefined)
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        next = undefined;
        const started = read();
        running = started;
        return started;
      });
    return next;
  };
}

/** The database's change stamp (see change-stamp-repository.ts), its reads shared among concurrent requests. */
export const contentVersion = (changeStamp: Repositories['changeStamp']) => ({ read: coalesce(changeStamp.read) });
export type ContentVersion = ReturnType<typeof contentVersion>;
