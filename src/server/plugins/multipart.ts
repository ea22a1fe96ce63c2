import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIMITS, MAX_UPLOAD_BYTES } from '@/common/constants';

/** Multipart forms: one file of at most MAX_UPLOAD_BYTES, a few bounded text fields. */
export default fp(async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 10,
      parts: 12,
      fieldSize: LIMITS.longText * 4,
      fieldNameSize: 64,
      headerPairs: 50,
    },
  });
});
