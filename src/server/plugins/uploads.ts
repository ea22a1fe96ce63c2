import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Serves processed images. Names are random and never reused, so they are cached for good. */
export default fp(async function uploads(app: FastifyInstance) {
  fs.mkdirSync(app.config.uploadsDir, { recursive: true, mode: 0o700 });
  await app.register(fastifyStatic, {
    root: app.config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Set through the library's own options: it writes Cache-Control after setHeaders runs.
    maxAge: ONE_YEAR_MS,
    immutable: true,
    setHeaders(res) {
      res.setHeader('content-security-policy', "default-src 'none'");
    },
  });
});
