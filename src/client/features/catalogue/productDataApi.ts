import { dataOf } from '@/client/api/envelope';
import type {
  AdminTerm,
  DOCUMENT_FILE_FIELD,
  DocumentChanges,
  DocumentUploadFields,
  ProductDocument,
  TermFields,
} from '@/common/api/product-data';
import type { TermKind } from '@/common/constants';
import { api } from '@/client/api/api';
import { saveAttachment } from '@/client/api/attachment';
import { takeFile } from '@/client/api/pendingFiles';
import { toFormData } from '@/client/api/upload';

/** The multipart file field of a document upload (checked against the contract without loading its schemas). */
export const DOCUMENT_FILE: typeof DOCUMENT_FILE_FIELD = 'file';

const TERM_PATHS: Record<TermKind, string> = { industry: '/admin/industries', application: '/admin/applications' };
const termList = (kind: TermKind) => ({ type: 'Term' as const, id: kind });
/** Products show their terms' names, so renaming or deleting a term refreshes every product read. */
const PRODUCTS = 'Product' as const;

/** A document's place: its product and its own id. */
export interface DocumentRef {
  productId: number;
  documentId: number;
}

/** The chosen PDF travels as a pendingFiles id, so the store stays serialisable. */
export interface DocumentUpload {
  productId: number;
  fields: DocumentUploadFields;
  fileId: string;
}

const productTag = (productId: number) => ({ type: PRODUCTS, id: productId });
const documentPath = ({ productId, documentId }: DocumentRef) => `/admin/products/${productId}/documents/${documentId}`;

/** The back office's industries and applications, and a product's documents. */
export const productDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every term of a kind, sorted by name, with how many products carry it. */
    getAdminTerms: build.query<AdminTerm[], TermKind>({
      query: (kind) => TERM_PATHS[kind],
      transformResponse: dataOf<AdminTerm[]>,
      providesTags: (_terms, _error, kind) => [termList(kind)],
    }),
    addTerm: build.mutation<AdminTerm, { kind: TermKind; fields: TermFields }>({
      query: ({ kind, fields }) => ({ url: TERM_PATHS[kind], method: 'POST', body: fields }),
      transformResponse: dataOf<AdminTerm>,
      invalidatesTags: (_term, _error, { kind }) => [termList(kind)],
    }),
    updateTerm: build.mutation<AdminTerm, { kind: TermKind; id: number; fields: TermFields }>({
      query: ({ kind, id, fields }) => ({ url: `${TERM_PATHS[kind]}/${id}`, method: 'PUT', body: fields }),
      transformResponse: dataOf<AdminTerm>,
      invalidatesTags: (_term, _error, { kind }) => [termList(kind), PRODUCTS],
    }),
    deleteTerm: build.mutation<void, { kind: TermKind; id: number }>({
      query: ({ kind, id }) => ({ url: `${TERM_PATHS[kind]}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { kind }) => [termList(kind), PRODUCTS, 'Trash'],
    }),

    uploadProductDocument: build.mutation<ProductDocument, DocumentUpload>({
      query: ({ productId, fields: { on_request: onRequest, ...fields }, fileId }) => ({
        url: `/admin/products/${productId}/documents`,
        method: 'POST',
        body: toFormData({ ...fields, on_request: onRequest?.toString(), [DOCUMENT_FILE]: takeFile(fileId) }),
      }),
      transformResponse: dataOf<ProductDocument>,
      invalidatesTags: (_document, _error, { productId }) => [productTag(productId)],
    }),
    updateProductDocument: build.mutation<ProductDocument, DocumentRef & { changes: DocumentChanges }>({
      query: ({ changes, ...ref }) => ({ url: documentPath(ref), method: 'PATCH', body: changes }),
      transformResponse: dataOf<ProductDocument>,
      invalidatesTags: (_document, _error, { productId }) => [productTag(productId)],
    }),
    deleteProductDocument: build.mutation<void, DocumentRef>({
      query: (ref) => ({ url: documentPath(ref), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { productId }) => [productTag(productId)],
    }),
    /** Downloads a document with the admin's token (documents sent on request have no public link); the result is its name. */
    downloadProductDocument: build.mutation<string, DocumentRef & { fileName: string }>({
      query: ({ fileName, ...ref }) => ({ url: documentPath(ref), responseHandler: saveAttachment(fileName) }),
    }),
  }),
});

export const {
  useGetAdminTermsQuery,
  useAddTermMutation,
  useUpdateTermMutation,
  useDeleteTermMutation,
  useUploadProductDocumentMutation,
  useUpdateProductDocumentMutation,
  useDeleteProductDocumentMutation,
  useDownloadProductDocumentMutation,
} = productDataApi;
