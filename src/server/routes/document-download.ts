import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '@/server/errors';
import type { DocumentDownload } from '@/server/repositories/product-documents-repository';
import { attachmentDisposition } from './attachment';

/** The documented answer of a PDF download (its body is the file, not JSON). */
export const pdfAnswer = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});

/**
 * Sends a product's document as a download under its name. The tag changes whenever the row does (a new name is a new
 * Content-Disposition); the file under a stored name never changes.
 */
export async function sendDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  document: DocumentDownload,
  cacheControl: string,
) {
  const etag = `"${document.file.replace(/\.pdf$/, '')}.${Date.parse(document.updated_at).toString(36)}"`;
  reply.header('etag', etag).header('cache-control', cacheControl);
  const asked = request.headers['if-none-match'];
  if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  const bytes = await app.documentFiles.read(document.file);
  if (!bytes) {
    request.log.warn({ file: document.file }, 'the file of a product document is missing');
    throw notFound('Document');
  }
  return reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(document.name))
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
