import type { FastifyRequest } from 'fastify';

/**
 * A URL as the request log keeps it: the path, and of the query only the names. A query can hold what a visitor
 * typed (a form sent by GET puts name, e-mail and message there), which the log must never keep.
 */
export function loggedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = [...new Set(new URLSearchParams(url.slice(start + 1)).keys())];
  return names.length ? `${url.slice(0, start)}?${names.map((name) => `${name}=…`).join('&')}` : url.slice(0, start);
}

/** Fastify's request serializer, with the URL as `loggedUrl` keeps it. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
