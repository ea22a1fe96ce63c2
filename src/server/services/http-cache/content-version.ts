import crypto from 'node:crypto';
import type { Repositories } from '../../repositories';

const KEY = 'content_version';

/**
 * A token in the database that changes after every write through the admin API. Every process reads it before
 * answering from its cache, so a write made through any process invalidates the caches of all of them.
 */
export function contentVersion(meta: Repositories['meta']) {
  return {
    read: async (): Promise<string> => (await meta.get(KEY)) ?? 'initial',
    bump: (): Promise<void> => meta.set(KEY, crypto.randomUUID()),
  };
}
