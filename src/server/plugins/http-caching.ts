import zlib from 'node:zlib';
import compressPlugin from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PREVIEW_HEADER } from '@/common/api/previews';
import { cacheKeyOf, declaredQueryOf } from '../services/http-cache/cache-key';
import { contentVersion } from '../services/http-cache/content-version';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES, ENCODINGS, GZIP_LEVEL } from '../services/http-cache/encodings';
import { prepareCachedReply } from '../services/http-cache/cached-reply';
import { cachedAnswer, createResponseCache } from '../services/http-cache/response-cache';

/** The public GET routes whose answers depend only on the URL and the content (never on who asks). */
export const CACHEABLE_ROUTES = new Set([
  '/v1/site',
  '/v1/home',
  '/v1/about',
  '/v1/careers',
  '/v1/careers/:id',
  '/v1/categories/products',
  '/v1/products/category/:id',
  '/v1/catalogue/facets',
  '/v1/products/:id',
  '/v1/articles/home',
  '/v1/articles',
  '/v1/articles/:id',
  '/v1/galleries',
  '/v1/whatsnew',
  '/v1/search',
]);

const PRIVATE_ROUTE = /^\/v1\/(admin|auth)(\/|$)/;

/** A read with a preview link may answer an unpublished item: for its holder only, never kept. */
const isPreview = (request: FastifyRequest) => request.headers[PREVIEW_HEADER] !== undefined;

const isCacheable = (request: FastifyRequest) =>
  request.method === 'GET' && CACHEABLE_ROUTES.has(request.routeOptions.url ?? '') && !isPreview(request);

/** Memory the cached answers may take together (all encodings). */
export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Answers kept at most, whatever their size: a key and its bookkeeping take about 1 KB more. */
export const RESPONSE_CACHE_MAX_ENTRIES = 20_000;

/** Public answers are in the request's language, which the cookie or Accept-Language may choose as well as `?lang=`. */
const cacheKey = (request: FastifyRequest) =>
  cacheKeyOf(
    request.routeOptions.url ?? '',
    request.params,
    request.query,
    declaredQueryOf(request.routeOptions.schema?.querystring),
    request.language,
  );

/**
 * HTTP caching of the API: public content answers carry a weak ETag (304 when it matches) and are kept, already
 * compressed, in this process while the database's change stamp stays the same (any commit, by any process or
 * tool, changes it) and for a minute at most; admin and sign-in answers are `private, no-store`; every other
 * answer over 1 KB is compressed.
 * Registered before the routes (@fastify/compress hooks into each route as it is added).
 */
export default fp(async function httpCaching(app: FastifyInstance) {
  const versions = contentVersion(app.repos.changeStamp);
  const cache = createResponseCache({
    maxBytes: RESPONSE_CACHE_MAX_BYTES,
    maxEntryBytes: 8 * 1024 * 1024,
    maxEntries: RESPONSE_CACHE_MAX_ENTRIES,
    maxAgeMs: 60_000,
  });
  app.decorate('responseCache', cache);
  app.decorate('contentVersion', versions);
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') versions.forgetLastRead();
    done();
  });
  const versionRead = new WeakMap<FastifyRequest, { version: string; key: string }>();
  const answeredFromCache = new WeakSet<FastifyRequest>();

  // After validation: a refused query never reaches the cache, and the key is built from the coerced values.
  app.addHook('preHandler', async (request, reply) => {
    if (!isCacheable(request)) return;
    // Read before the data, so an answer computed meanwhile is filed under a version that a write then outdates.
    const version = await versions.read();
    const key = cacheKey(request);
    const answer = cache.get(key, version);
    if (!answer) {
      versionRead.set(request, { version, key });
      return;
    }
    answeredFromCache.add(request);
    return reply.send(prepareCachedReply(request, reply, answer));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (answeredFromCache.has(request)) return payload;
    const read = versionRead.get(request);
    if (read !== undefined && reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const answer = cachedAnswer(read.version, payload, contentType);
      cache.set(read.key, answer);
      return prepareCachedReply(request, reply, answer) ?? null;
    }
    if (PRIVATE_ROUTE.test(request.routeOptions.url ?? '') || isPreview(request))
      reply.header('cache-control', 'private, no-store');
    return payload;
  });

  await app.register(compressPlugin, {
    global: true,
    encodings: [...ENCODINGS],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
});
