import type { Kysely } from 'kysely';
import { PRODUCT_TEXT_FIELDS } from '@/common/api/catalogue';
import type { Certification } from '@/common/api/product-data';
import { CERTIFICATION_NAMES } from '@/common/constants';
import { LANGUAGES } from '@/common/language';
import type { Database } from '@/server/db/schema';
import { loadProductLists, publicLists } from '../product-lists';
import { principalOf, selectVisibleProducts } from '../product-rows';
import { localizeRow } from '../translations';
import type { SearchDocument } from './search-engine';
import { documentText } from './search-text';

/** A certification as the index reads it: its kind and its name ('ISO 22000'), the kind once. */
function certificationText({ kind, name }: Certification): string {
  const label = CERTIFICATION_NAMES[kind];
  return name.toLowerCase().includes(label.toLowerCase()) ? name : `${label} ${name}`;
}

/**
 * The index rows of those of the products `ids` that visitors see, one per language, from what the product page shows
 * in it: the name, then the description, the specification texts, the identifiers, the certifications, the
 * industries and applications and the principal (a published one).
 */
export async function productDocuments(executor: Kysely<Database>, ids: number[]): Promise<SearchDocument[]> {
  const [rows, listsOf] = await Promise.all([
    selectVisibleProducts(executor).where('products.id', 'in', ids).execute(),
    loadProductLists(executor, ids),
  ]);
  return rows.flatMap((row) =>
    LANGUAGES.map((language): SearchDocument => {
      const texts = localizeRow(row, PRODUCT_TEXT_FIELDS, language);
      const { certifications, industries, applications } = publicLists(listsOf(row.id), language);
      return {
        kind: 'product',
        entity_id: row.id,
        language,
        title: documentText([texts.name]),
        body: documentText([
          texts.description,
          texts.grade,
          texts.appearance,
          texts.packaging,
          texts.origin,
          texts.storage,
          row.cas_number,
          row.e_number,
          row.inci_name,
          ...certifications.map(certificationText),
          ...industries.map((term) => term.name),
          ...applications.map((term) => term.name),
          principalOf(row, language)?.name ?? '',
        ]),
      };
    }),
  );
}
