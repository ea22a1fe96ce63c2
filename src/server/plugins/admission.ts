import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../errors';
import { AdmissionRefusedError, createAdmission } from '../services/admission';
import { clientKeyOf } from '../services/client-address';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs expensive uncached work (a page render, a search, facet counts) in the requesting client's turn; 429 with
     * Retry-After when that client already has too much going. Call it on a cache miss only.
     */
    admit: <T>(request: FastifyRequest, task: () => Promise<T>) => Promise<T>;
    /** Headers that mark the server's own reads of its API while it renders a page, which was admitted already. */
    pageReadHeaders: Record<string, string>;
  }
}

const PAGE_READ_HEADER = 'x-page-read';

/** Per-client admission of expensive work (see services/admission.ts), its limits from the configuration. */
export default fp(async function admission(app: FastifyInstance) {
  const admission = createAdmission(app.config.admission);
  // Random per process, so no client can claim its requests are the server's own.
  const pageReadToken = crypto.randomBytes(16).toString('hex');
  const isPageRead = (request: FastifyRequest) => request.headers[PAGE_READ_HEADER] === pageReadToken;

  app.decorate('pageReadHeaders', { [PAGE_READ_HEADER]: pageReadToken });
  app.decorate('admit', async <T>(request: FastifyRequest, task: () => Promise<T>): Promise<T> => {
    if (isPageRead(request)) return task();
    try {
      return await admission.run(clientKeyOf(request.ip), task);
    } catch (error) {
      if (error instanceof AdmissionRefusedError) throw tooManyRequests(error.message, error.retryAfterSeconds);
      throw error;
    }
  });
});
