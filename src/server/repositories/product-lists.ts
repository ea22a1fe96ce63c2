import type { Kysely } from 'kysely';
import type { AdminProduct, Product } from '@/common/api/catalogue';
import { TERM_TEXT_FIELDS, type Certification, type Term } from '@/common/api/product-data';
import type { CertificationKind, TermKind } from '@/common/constants';
import type { Language } from '@/common/language';
import type { Database } from '../db/schema';
import { toProductDocument, type DocumentAudience, type DocumentRow } from './document-rows';
import { byName } from './name-order';
import { localizeRow } from './translations';

/**
 * The lists a product answer carries beside its own columns: its certifications, its industries and applications
 * (the catalogue terms it is linked to) and its documents.
 */

interface TermRow {
  product_id: number;
  id: number;
  kind: string;
  name: string;
  translations: string;
}

/** One product's lists, as stored. */
export interface ProductLists {
  certifications: Certification[];
  terms: TermRow[];
  documents: DocumentRow[];
}

type ListsAnswer = Pick<Product, 'certifications' | 'industries' | 'applications' | 'documents'>;

const NO_LISTS: ProductLists = { certifications: [], terms: [], documents: [] };

function byProduct<R extends { product_id: number }>(rows: R[]): Map<number, R[]> {
  const grouped = new Map<number, R[]>();
  for (const row of rows) {
    const list = grouped.get(row.product_id);
    if (list) list.push(row);
    else grouped.set(row.product_id, [row]);
  }
  return grouped;
}

/** The lists of each of the products `ids`, in three statements whatever their number; none for an unknown id. */
export async function loadProductLists(
  executor: Kysely<Database>,
  ids: readonly number[],
): Promise<(id: number) => ProductLists> {
  if (ids.length === 0) return () => NO_LISTS;
  const [certifications, terms, documents] = await Promise.all([
    executor
      .selectFrom('product_certifications')
      .select(['product_id', 'kind', 'name', 'issuer', 'number', 'expires_on'])
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
    executor
      .selectFrom('product_terms')
      .innerJoin('catalogue_terms', 'catalogue_terms.id', 'product_terms.term_id')
      .select([
        'product_terms.product_id',
        'catalogue_terms.id',
        'catalogue_terms.kind',
        'catalogue_terms.name',
        'catalogue_terms.translations',
      ])
      .where('product_terms.product_id', 'in', ids)
      .execute(),
    executor
      .selectFrom('product_documents')
      .selectAll()
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const certificationsOf = byProduct(certifications);
  const termsOf = byProduct(terms);
  const documentsOf = byProduct(documents);
  return (id) => ({
    certifications: (certificationsOf.get(id) ?? []).map(({ product_id: _product, kind, ...certification }) => ({
      ...certification,
      kind: kind as CertificationKind,
    })),
    terms: termsOf.get(id) ?? [],
    documents: documentsOf.get(id) ?? [],
  });
}

/** The terms of one kind, alphabetical, named in `language` (with the fallback), or in English for the back office. */
function termsOfKind(terms: TermRow[], kind: TermKind, language: Language | 'admin'): Term[] {
  return terms
    .filter((term) => term.kind === kind)
    .map(({ id, name, translations }) =>
      language === 'admin' ? { id, name } : localizeRow({ id, name, translations }, TERM_TEXT_FIELDS, language),
    )
    .sort(byName);
}

/** The lists as visitors read them: terms in `language`, documents at their public URLs. */
export const publicLists = (lists: ProductLists, language: Language): ListsAnswer => answerLists(lists, language);

/** The lists as the back office edits them: terms in English, documents at the back office's URLs. */
export const adminLists = (lists: ProductLists): Pick<AdminProduct, keyof ListsAnswer> => answerLists(lists, 'admin');

function answerLists(lists: ProductLists, language: Language | 'admin'): ListsAnswer {
  const audience: DocumentAudience = language === 'admin' ? 'admin' : 'public';
  return {
    certifications: lists.certifications,
    industries: termsOfKind(lists.terms, 'industry', language),
    applications: termsOfKind(lists.terms, 'application', language),
    documents: lists.documents.map((row) => toProductDocument(row, audience)),
  };
}
