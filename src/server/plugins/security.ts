import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { HttpError } from '../errors';

const rateLimitError = (_request: FastifyRequest, context: { after: string }) =>
  new HttpError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`);

/** Security headers on every answer, and the request rate limits (in Redis when REDIS_URL is set). */
export default fp(async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'additives-rl:' }),
    errorResponseBuilder: rateLimitError,
  });

  const writes = app.rateLimit({
    max: app.config.rateLimits.writesPerIp,
    timeWindow: '1 minute',
    groupId: 'writes',
    errorResponseBuilder: rateLimitError,
  });
  app.decorate('limitWrites', async function limitWrites(this: FastifyInstance, request, reply) {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    // @fastify/rate-limit applies only the first limiter that runs on a request, and this scope-wide hook runs
    // before a route's own: a route with a limit of its own (the password routes) is counted by that one alone.
    if (request.routeOptions.config.rateLimit) return;
    await writes.call(this, request, reply);
  });
});
