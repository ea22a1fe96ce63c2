import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './encodings';
import type { CachedAnswer } from './response-cache';

/** Public answers and pages are in the request's language, which the cookie or Accept-Language may choose. */
export const CONTENT_VARY = 'accept-encoding, accept-language, cookie';

/** Whether `If-None-Match` names this answer (weak comparison, as for GET). */
function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const plain = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === plain;
  });
}

/**
 * Sets a cached answer's headers (an API answer's or a rendered page's) and answers the body to send in the
 * encoding the browser prefers, or undefined for 304 Not Modified.
 */
export function prepareCachedReply(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Buffer | undefined {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', CONTENT_VARY);
  if (isNotModified(request, answer.etag)) {
    reply.code(304);
    return undefined;
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const encoded = encoding && answer.encoded[encoding];
  if (encoding && encoded) reply.header('content-encoding', encoding);
  reply.type(answer.contentType);
  return encoded || answer.identity;
}
