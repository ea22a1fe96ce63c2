import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentParams } from '@/common/api/product-data';
import { notFound } from '@/server/errors';
import { pdfAnswer, sendDocument } from '../document-download';
import { publicErrors } from '../schemas';

/**
 * A product's documents as visitors download them; one sent on request only, or of a product visitors do not see, is
 * not found here.
 */
const productDocumentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/products/:id/documents/:documentId',
    {
      schema: {
        tags: ['catalogue'],
        description:
          'A product’s document (TDS, SDS, …) as a download under its name; 404 for a document sent on request only ' +
          'or of a product visitors do not see (a draft, or in a draft category). ' +
          'Revalidated with its ETag.',
        params: DocumentParams,
        response: { 200: pdfAnswer('The document (a PDF)'), ...publicErrors },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const document = await app.repos.productDocuments.findPublicDownload(id, documentId);
      if (!document || document.on_request) throw notFound('Document');
      return sendDocument(app, request, reply, document, 'public, no-cache');
    },
  );
};

export default productDocumentsRoutes;
