import type { FastifyRequest } from 'fastify';
import type { SessionDevice } from '../repositories/sessions-repository';

/** The browser a request comes from, as a session records it: its User-Agent and address. */
export const deviceOf = (request: FastifyRequest): SessionDevice => ({
  userAgent: request.headers['user-agent'] ?? '',
  address: request.ip,
});
