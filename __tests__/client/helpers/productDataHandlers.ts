import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AdminTerm, DocumentChanges, ProductDocument, TermFields } from '@/common/api/product-data';
import {
  DOCUMENT_KINDS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_MB,
  TERM_KINDS,
  type DocumentKind,
  type TermKind,
} from '@/common/constants';
import { isLanguage, type Language } from '@/common/language';
import { adminPartners } from '../../fixtures/client/home';
import type { StoredDocument, StoredTerm } from '../../fixtures/client/catalogue';
import { catalogueDb, documentUrl } from './catalogueDb';
import { catalogueTermsDb } from './catalogueTermsDb';
import { apiUrl, fail, ok, okMessage } from './envelope';
import { formText, signedIn, unauthorized } from './mockRequests';

const TERM_PATHS: Record<TermKind, string> = { industry: '/admin/industries', application: '/admin/applications' };

/** The server keeps every document's name ending in .pdf. */
const pdfName = (name: string) => (/\.pdf$/i.test(name) ? name : `${name}.pdf`);
const notFound = (what: string) => fail(404, `${what} not found`, 'NOT_FOUND');
const invalid = (fields: Record<string, string>) => fail(400, 'Invalid input', 'VALIDATION', fields);

const adminTerm = (kind: TermKind, term: StoredTerm): AdminTerm => ({
  ...term,
  product_count: catalogueDb.termUses(kind, term.id),
});

/** GET/POST /admin/industries and PUT/DELETE /admin/industries/{id}, and the same for applications. */
function termHandlers(kind: TermKind): HttpHandler[] {
  const path = TERM_PATHS[kind];
  const refusal = ({ name }: TermFields, exceptId?: number) => {
    if (!name?.trim()) return invalid({ name: 'required' });
    if (!catalogueTermsDb.nameTaken(kind, name, exceptId)) return undefined;
    return fail(409, `"${name.trim()}" already exists`, 'DUPLICATE_TERM_NAME', { name: 'duplicate' });
  };
  return [
    http.get(apiUrl(path), ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      return ok(
        'Terms retrieved',
        catalogueTermsDb.all(kind).map((term) => adminTerm(kind, term)),
      );
    }),
    http.post(apiUrl(path), async ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const fields = (await request.json()) as TermFields;
      return (
        refusal(fields) ?? ok('Term created', adminTerm(kind, catalogueTermsDb.create(kind, fields)), { status: 201 })
      );
    }),
    http.put(apiUrl(`${path}/:id`), async ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = Number(params.id);
      const fields = (await request.json()) as TermFields;
      const refused = refusal(fields, id);
      if (refused) return refused;
      const term = catalogueTermsDb.update(kind, id, fields);
      return term ? ok('Term updated', adminTerm(kind, term)) : notFound('Term');
    }),
    http.delete(apiUrl(`${path}/:id`), ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = Number(params.id);
      if (!catalogueTermsDb.remove(kind, id)) return notFound('Term');
      catalogueDb.forgetTerm(kind, id);
      return okMessage('Term deleted');
    }),
  ];
}

const asDocument = (productId: number, document: StoredDocument): ProductDocument => ({
  ...document,
  url: documentUrl(productId, document.id, 'admin'),
});
const nextDocumentId = () =>
  Math.max(0, ...catalogueDb.products().flatMap((product) => product.documents.map(({ id }) => id))) + 1;

/** The PDF a document downloads as: its bytes start as a PDF's do, and it names itself. */
const pdfAnswer = ({ name }: StoredDocument) =>
  new HttpResponse(`%PDF-1.7 ${name}`, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

/** POST /admin/products/{id}/documents: a PDF (checked from its bytes) with its kind, language and name. */
async function uploadDocument(productId: number, form: FormData) {
  const product = catalogueDb.storedProduct(productId);
  if (!product) return notFound('Product');
  const file = form.get('file');
  const kind = formText(form, 'kind') as DocumentKind;
  const language = formText(form, 'language') as Language;
  const fields: Record<string, string> = {};
  if (typeof file === 'string' || !file?.size) fields.file = 'required';
  if (!DOCUMENT_KINDS.includes(kind)) fields.kind = 'invalid';
  if (!isLanguage(language)) fields.language = 'invalid';
  if (typeof file === 'string' || !file || Object.keys(fields).length) return invalid(fields);
  if (file.size > MAX_DOCUMENT_BYTES) {
    return fail(413, 'The file is too large', 'FILE_TOO_LARGE', undefined, { maxMb: MAX_DOCUMENT_MB });
  }
  if (!(await file.slice(0, 5).text()).startsWith('%PDF-')) return fail(415, 'Not a PDF', 'NOT_A_PDF');
  const document: StoredDocument = {
    id: nextDocumentId(),
    kind,
    language,
    name: pdfName(formText(form, 'name').trim() || file.name),
    size: file.size,
    on_request: formText(form, 'on_request') === 'true',
    updated_at: new Date().toISOString(),
  };
  product.documents = [...product.documents, document];
  return ok('Document uploaded', asDocument(productId, document), { status: 201 });
}

const documentOf = (productId: number, documentId: number) =>
  catalogueDb.storedProduct(productId)?.documents.find((document) => document.id === documentId);

const documentHandlers: HttpHandler[] = [
  http.post(apiUrl('/admin/products/:id/documents'), async ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    return uploadDocument(Number(params.id), await request.formData());
  }),
  http.patch(apiUrl('/admin/products/:id/documents/:documentId'), async ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const document = documentOf(Number(params.id), Number(params.documentId));
    if (!document) return notFound('Document');
    const changes = (await request.json()) as DocumentChanges;
    if (changes.name !== undefined && !changes.name.trim()) return invalid({ name: 'blank' });
    Object.assign(document, changes, changes.name && { name: pdfName(changes.name) }, {
      updated_at: new Date().toISOString(),
    });
    return ok('Document updated', asDocument(Number(params.id), document));
  }),
  http.delete(apiUrl('/admin/products/:id/documents/:documentId'), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const product = catalogueDb.storedProduct(Number(params.id));
    const documentId = Number(params.documentId);
    if (!product?.documents.some(({ id }) => id === documentId)) return notFound('Document');
    product.documents = product.documents.filter(({ id }) => id !== documentId);
    return okMessage('Document deleted');
  }),
  http.get(apiUrl('/admin/products/:id/documents/:documentId'), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const document = documentOf(Number(params.id), Number(params.documentId));
    return document ? pdfAnswer(document) : notFound('Document');
  }),
  // A document sent on request only has no public download.
  http.get(apiUrl('/products/:id/documents/:documentId'), ({ params }) => {
    const document = documentOf(Number(params.id), Number(params.documentId));
    return document && !document.on_request ? pdfAnswer(document) : notFound('Document');
  }),
];

/** The partners a product's principal is chosen from. */
const partnerHandler = http.get(apiUrl('/admin/partners'), ({ request }) =>
  signedIn(request) ? ok('Partners retrieved', adminPartners) : unauthorized(),
);

/** Industries, applications, product documents and the partners, behind the catalogue's mock API. */
export const productDataHandlers: HttpHandler[] = [
  ...TERM_KINDS.flatMap(termHandlers),
  ...documentHandlers,
  partnerHandler,
];
