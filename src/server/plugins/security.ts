import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { HttpError } from '../errors';
import { clientKeyOf } from '../services/client-address';
import { connectRedis } from '../services/rate-limit/redis-connection';
import { redisOrLocalStore } from '../services/rate-limit/redis-or-local-store';

const rateLimitError = (_request: FastifyRequest, context: { after: string; ttl: number }) =>
  new HttpError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`, undefined, {
    seconds: Math.ceil(context.ttl / 1000),
  });

/**
 * Security headers on every answer, and the request rate limits: in Redis when REDIS_URL is set (counted in this
 * process while Redis does not answer).
 */
export default fp(async function security(app: FastifyInstance) {
  // Helmet's middleware, made once: @fastify/helmet makes it again for every request (parsing the CSP each time),
  // a sizeable share of what answering a cached page or API answer costs.
  const setSecurityHeaders = helmet({
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
    // Only a site that is really served over https may ask browsers to insist on https.
    hsts: app.config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });

  const redis = app.config.redisUrl
    ? await connectRedis(app.config.redisUrl, app.log, { commandTimeoutMs: app.config.redisCommandTimeoutMs })
    : undefined;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', () => redis.close());

  await app.register(rateLimit, {
    global: false,
    ...(redis && { store: redisOrLocalStore(redis, 'additives-rl:') }),
    errorResponseBuilder: rateLimitError,
  });

  const writes = app.rateLimit({
    max: app.config.rateLimits.writesPerIp,
    timeWindow: '1 minute',
    groupId: 'writes',
    keyGenerator: (request) => clientKeyOf(request.ip),
    errorResponseBuilder: rateLimitError,
  });
  // One counter for the three enquiry forms. A route's own `config.rateLimit` would count each route apart (the
  // library gives every route its own store), and its own key keeps this counter apart from the writes' in Redis.
  const enquiries = app.rateLimit({
    max: app.config.rateLimits.enquiriesPerHour,
    timeWindow: '1 hour',
    keyGenerator: (request) => `enquiries:${clientKeyOf(request.ip)}`,
    errorResponseBuilder: rateLimitError,
  });
  app.decorate('limitEnquiries', async function limitEnquiries(this: FastifyInstance, request, reply) {
    await enquiries.call(this, request, reply);
  });

  app.decorate('limitWrites', async function limitWrites(this: FastifyInstance, request, reply) {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    // @fastify/rate-limit applies only the first limiter that runs on a request, and this scope-wide hook runs
    // before a route's own: a route with a limit of its own (the password routes) is counted by that one alone.
    if (request.routeOptions.config.rateLimit) return;
    await writes.call(this, request, reply);
  });
});
