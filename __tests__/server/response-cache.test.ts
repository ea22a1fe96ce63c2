import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { cachedAnswer, createResponseCache, smallestAnswer } from '@/server/services/http-cache/response-cache';

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

  it('swaps in the smallest compression of an answer only while that answer is still the one stored', async () => {
    const cache = createResponseCache({ maxBytes: 4 * 1024 * 1024, maxEntryBytes: 1024 * 1024, maxAgeMs: 60_000 });
    const page = `<!doctype html><main>${Array.from({ length: 400 }, (_, i) => `<p class="c${i % 17}">Row ${i} of the catalogue</p>`).join('')}</main>`;
    const quick = cachedAnswer('v1', page, 'text/html');
    cache.set('page', quick);

    const smallest = await smallestAnswer(quick);
    expect(smallest.etag).toBe(quick.etag);
    expect(smallest.encoded.br!.length).toBeLessThan(quick.encoded.br!.length);
    expect(smallest.encoded.gzip!.length).toBeLessThanOrEqual(quick.encoded.gzip!.length);
    expect(zlib.brotliDecompressSync(smallest.encoded.br!).toString()).toBe(page);
    expect(zlib.gunzipSync(smallest.encoded.gzip!).toString()).toBe(page);

    cache.replace('page', quick, smallest);
    expect(cache.get('page', 'v1')).toBe(smallest);
    expect(cache.bytes).toBe(smallest.bytes);

    // A newer answer stored meanwhile stays: the late compression of the old one is dropped.
    const newer = cachedAnswer('v2', `${page}<p>new</p>`, 'text/html');
    cache.set('page', newer);
    cache.replace('page', smallest, await smallestAnswer(smallest));
    expect(cache.get('page', 'v2')).toBe(newer);
  });
});
