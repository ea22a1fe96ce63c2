import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, IdParams, MessageEnvelope } from '@/common/api/envelope';
import { ERROR_CODES } from '@/common/api/error-codes';
import {
  DOCUMENT_FILE_FIELD,
  DocumentChanges,
  DocumentParams,
  DocumentUploadFields,
  ProductDocument,
} from '@/common/api/product-data';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_MB } from '@/common/constants';
import { HttpError, missingField, notFound } from '@/server/errors';
import { releaseDocument } from '@/server/services/catalogue/kept-documents';
import { cleanPdfName, isPdf, saveWithPdf } from '@/server/services/files/pdf-files';
import { ok, okMessage } from '../answers';
import { pdfAnswer, sendDocument } from '../document-download';
import { readFileForm } from '../forms';
import { adminErrors, adminRoute } from '../schemas';
import { fileFormRoute, uploadErrors } from '../upload-schemas';

const schema = { ...adminRoute, tags: ['admin', 'products'] };
const DOCUMENT_LIMIT = { maxBytes: MAX_DOCUMENT_BYTES, maxMb: MAX_DOCUMENT_MB };

const notAPdf = () => new HttpError(415, ERROR_CODES.notAPdf, 'The document must be a PDF file.');
/** A name typed in the back office, ending in .pdf; a slash in it ('FTU/g') is kept as a dash, not read as a path. */
const typedName = (name: string) => cleanPdfName(name.replace(/[\\/]+/g, '-'), 'document');

/** A product's documents in the back office: upload, change, delete and download (on request or not). */
const adminProductDocumentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const documents = app.repos.productDocuments;

  app.post(
    '/products/:id/documents',
    {
      schema: {
        ...schema,
        ...fileFormRoute,
        description:
          `Multipart form: kind, language, name (optional: the uploaded file's name), on_request (default false), ` +
          `and the PDF under \`${DOCUMENT_FILE_FIELD}\` (required): at most ${MAX_DOCUMENT_MB} MB (413 ` +
          `FILE_TOO_LARGE), checked from its bytes (415 NOT_A_PDF).`,
        params: IdParams,
        response: { 201: Envelope(ProductDocument), ...adminErrors, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readFileForm<DocumentUploadFields>(
        request,
        DocumentUploadFields,
        DOCUMENT_FILE_FIELD,
        DOCUMENT_LIMIT,
      );
      if (!file) throw missingField(DOCUMENT_FILE_FIELD, 'Attach the document (a PDF).');
      if (!isPdf(file.bytes)) throw notAPdf();
      const document = await saveWithPdf(app.documentFiles, file.bytes, async (stored) => {
        const saved = await documents.add(request.params.id, {
          kind: fields.kind,
          language: fields.language,
          name: fields.name?.trim() ? typedName(fields.name) : cleanPdfName(file.filename, 'document'),
          file: stored,
          size: file.bytes.length,
          on_request: fields.on_request ?? false,
        });
        if (saved.status === 'product-not-found') throw notFound('Product');
        return saved.document;
      });
      return reply.status(201).send(ok('Document added', document));
    },
  );

  app.patch(
    '/products/:id/documents/:documentId',
    {
      schema: {
        ...schema,
        description: 'Changes the kind, language, name (ending in .pdf) or on-request flag; the file stays.',
        params: DocumentParams,
        body: DocumentChanges,
        response: { 200: Envelope(ProductDocument), ...adminErrors },
      },
    },
    async ({ params, body }) => {
      const changes = { ...body, ...(body.name !== undefined && { name: typedName(body.name) }) };
      const document = await documents.update(params.id, params.documentId, changes);
      if (!document) throw notFound('Document');
      return ok('Document updated', document);
    },
  );

  app.delete(
    '/products/:id/documents/:documentId',
    {
      schema: {
        ...schema,
        description:
          'Deletes the document, and its file unless a revision of the product (or the product in the trash) names ' +
          'it: restoring that revision brings the document back.',
        params: DocumentParams,
        response: { 200: MessageEnvelope, ...adminErrors },
      },
    },
    async ({ params }) => {
      const file = await documents.remove(params.id, params.documentId);
      if (!file) throw notFound('Document');
      await releaseDocument(app, file);
      return okMessage('Document deleted');
    },
  );

  app.get(
    '/products/:id/documents/:documentId',
    {
      schema: {
        ...schema,
        description: 'The document as a download, sent on request or not.',
        params: DocumentParams,
        response: { 200: pdfAnswer('The document (a PDF)'), ...adminErrors },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const document = await documents.findDownload(id, documentId);
      if (!document) throw notFound('Document');
      return sendDocument(app, request, reply, document, 'no-store');
    },
  );
};

export default adminProductDocumentsRoutes;
