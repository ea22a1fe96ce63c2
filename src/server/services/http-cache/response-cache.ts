import crypto from 'node:crypto';
import { createLimiter } from '../concurrency';
import { COMPRESS_THRESHOLD_BYTES, compress, compressSmallest, ENCODINGS, type Encoding } from './encodings';

/** One answer, ready to send in every stored encoding. */
export interface CachedAnswer {
  /** The content version it was computed under (see content-version.ts). */
  version: string;
  storedAt: number;
  /** Weak: the same for every encoding of the same JSON. */
  etag: string;
  contentType: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  bytes: number;
}

export const etagOf = (body: Buffer | string) => `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

export function cachedAnswer(version: string, body: Buffer | string, contentType: string): CachedAnswer {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const encoded: CachedAnswer['encoded'] = {};
  if (identity.length >= COMPRESS_THRESHOLD_BYTES) {
    for (const encoding of ENCODINGS) encoded[encoding] = compress(identity, encoding);
  }
  const bytes = identity.length + Object.values(encoded).reduce((sum, buffer) => sum + buffer.length, 0);
  return { version, storedAt: Date.now(), etag: etagOf(identity), contentType, identity, encoded, bytes };
}

/**
 * The smallest compression costs a core for a few hundred milliseconds per page: one page at a time, and a page
 * arriving while the line is full keeps its quick compression (QueueFullError), so a flood of new pages cannot
 * pile up work.
 */
const compressingFurther = createLimiter(1, 16);

/** The same answer with its encodings compressed as small as they go (same body, same ETag). */
export async function smallestAnswer(answer: CachedAnswer): Promise<CachedAnswer> {
  const encodings = Object.keys(answer.encoded) as Encoding[];
  const smallest = await compressingFurther(() =>
    Promise.all(encodings.map((encoding) => compressSmallest(answer.identity, encoding))),
  );
  const encoded: CachedAnswer['encoded'] = Object.fromEntries(encodings.map((encoding, i) => [encoding, smallest[i]]));
  const bytes = answer.identity.length + smallest.reduce((sum, buffer) => sum + buffer.length, 0);
  return { ...answer, encoded, bytes };
}

export interface ResponseCacheLimits {
  /** Bytes of all stored encodings together; the least recently used answers go first. */
  maxBytes: number;
  /** An answer larger than this is never stored. */
  maxEntryBytes: number;
  /**
   * Answers kept at most. Each also costs its key and some bookkeeping, which `maxBytes` does not count: without this
   * bound, many small answers (a search for every word visitors type) would take several times `maxBytes`.
   */
  maxEntries?: number;
  /**
   * Milliseconds after which an answer is computed again even if no write was seen: a bound on staleness after
   * changes made outside the API (a restore, `npm run db:seed`).
   */
  maxAgeMs: number;
}

/** Answers by key (see cache-key.ts), least recently used evicted first. */
export function createResponseCache(limits: ResponseCacheLimits) {
  const entries = new Map<string, CachedAnswer>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    /** The answer stored for `key` under `version`, if it is still fresh. */
    get(key: string, version: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version || Date.now() - entry.storedAt > limits.maxAgeMs) {
        remove(key);
        return undefined;
      }
      // Re-inserting keeps the Map in least-recently-used order.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    set(key: string, entry: CachedAnswer): void {
      remove(key);
      if (entry.bytes > limits.maxEntryBytes) return;
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const oldest of entries.keys()) {
        if (bytes <= limits.maxBytes && entries.size <= (limits.maxEntries ?? Infinity)) break;
        remove(oldest);
      }
    },

    /** Puts `next` in the place of `current`, if `current` is still what `key` holds (and nothing otherwise). */
    replace(key: string, current: CachedAnswer, next: CachedAnswer): void {
      if (entries.get(key) !== current) return;
      remove(key);
      this.set(key, next);
    },

    get size() {
      return entries.size;
    },

    /** Bytes of every stored answer together; never more than `limits.maxBytes`. */
    get bytes() {
      return bytes;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
