import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The encodings answers are stored in, most preferred first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Below this many bytes compressing saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Fast settings: answers are compressed while the visitor waits (once per content version when cached). */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: GZIP_LEVEL });
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The smallest settings, in libuv's thread pool rather than on the event loop (brotli 11 takes a few hundred
 * milliseconds for a page): for an answer sent many times, such as a rendered page.
 */
export function compressSmallest(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliCompress(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/** The stored encoding an `accept-encoding` header prefers, or undefined for the plain body. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const encoding of ENCODINGS)
    if (weightOf(encoding) > 0 && (!best || weightOf(encoding) > weightOf(best))) best = encoding;
  return best;
}

/** `body` in the encoding `acceptEncoding` prefers, when it is worth compressing; for answers built per request. */
export function encodeFor(
  body: string,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding?: Encoding } {
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding || Buffer.byteLength(body) < COMPRESS_THRESHOLD_BYTES) return { body };
  return { body: compress(Buffer.from(body), encoding), encoding };
}
