import crypto from 'node:crypto';
import { cachedAnswer, createResponseCache } from '@/server/services/http-cache/response-cache';

describe('the response cache', () => {
  it('never holds more bytes than its limit, however many distinct keys arrive', () => {
    const maxBytes = 256 * 1024;
    const cache = createResponseCache({ maxBytes, maxEntryBytes: 64 * 1024, maxAgeMs: 60_000 });
    const stored = new Map<string, number>();

    for (let i = 0; i < 2000; i += 1) {
      // Random bytes do not compress: each answer weighs its size and more.
      const body = JSON.stringify({ data: crypto.randomBytes(200 + ((i * 977) % 30_000)).toString('base64') });
      const answer = cachedAnswer('v1', body, 'application/json');
      cache.set(`/v1/home?cb=${i}`, answer);
      stored.set(`/v1/home?cb=${i}`, answer.bytes);
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }

    const kept = [...stored].filter(([key]) => cache.get(key, 'v1') !== undefined);
    expect(kept.length).toBe(cache.size);
    expect(kept.reduce((sum, [, bytes]) => sum + bytes, 0)).toBe(cache.bytes);
    expect(cache.bytes).toBeGreaterThan(maxBytes / 2);
    expect(kept.map(([key]) => key)).toContain('/v1/home?cb=1999');
  });
});
