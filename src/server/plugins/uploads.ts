import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves processed images. Names are random and never reused, so they are cached for good. */
export default fp(async function uploads(app: FastifyInstance) {
  fs.mkdirSync(app.config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.setHeader('content-security-policy', "default-src 'none'");
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
});
