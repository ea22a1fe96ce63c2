import type { Selectable } from 'kysely';
import type { ProductDocument } from '@/common/api/product-data';
import type { DocumentKind } from '@/common/constants';
import type { Language } from '@/common/language';
import type { ProductDocumentsTable } from '../db/schema';

export type DocumentRow = Selectable<ProductDocumentsTable>;

/**
 * Who a document answer is for: visitors download a document at its public URL (it has none while it is sent on
 * request only), the back office at its own URL, whatever the document.
 */
export type DocumentAudience = 'public' | 'admin';

/** Where a product's document downloads, under /v1. */
export const documentUrls: Record<DocumentAudience, (productId: number, documentId: number) => string> = {
  public: (productId, documentId) => `/v1/products/${productId}/documents/${documentId}`,
  admin: (productId, documentId) => `/v1/admin/products/${productId}/documents/${documentId}`,
};

export function toProductDocument(row: DocumentRow, audience: DocumentAudience): ProductDocument {
  const onRequest = Boolean(row.on_request);
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    language: row.language as Language,
    name: row.name,
    size: row.size,
    on_request: onRequest,
    url: audience === 'public' && onRequest ? null : documentUrls[audience](row.product_id, row.id),
    updated_at: row.updated_at,
  };
}
