import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIMITS, MAX_UPLOAD_BYTES } from '@/common/constants';

/** Multipart forms: one file of at most MAX_UPLOAD_BYTES and bounded text fields (a product form sends up to 17). */
export default fp(async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 24,
      parts: 26,
      fieldSize: LIMITS.longText * 4,
      fieldNameSize: 64,
      headerPairs: 50,
    },
  });
});
