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

/** How long a request waits for the change stamp before it settles for the last one read. */
export const CHANGE_STAMP_WAIT_MS = 100;

/**
 * The database's change stamp (see change-stamp-repository.ts), its reads shared among concurrent requests. When
 * the database cannot answer in time (every connection busy, a lock held), the last stamp read stands in, so that
 * cached answers are still served: they are at most as old as the cache allows, and never older than that stamp.
 */
export function contentVersion(changeStamp: Repositories['changeStamp'], waitMs = CHANGE_STAMP_WAIT_MS) {
  const readShared = coalesce(changeStamp.read);
  let lastRead: string | undefined;
  return {
    read(): Promise<string> {
      const fresh = readShared().then((stamp) => (lastRead = stamp));
      const fallback = lastRead;
      if (fallback === undefined) return fresh;
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(fallback), waitMs);
        const settle = (stamp: string) => {
          clearTimeout(timer);
          resolve(stamp);
        };
        fresh.then(settle, () => settle(fallback));
      });
    },
    /** Called when this process starts a write: what it commits must be seen, however slow the next read. */
    forgetLastRead(): void {
      lastRead = undefined;
    },
  };
}
export type ContentVersion = ReturnType<typeof contentVersion>;
