import type { Kysely } from 'kysely';
import type { ProductFields } from '@/common/api/catalogue';
import type { TermKind } from '@/common/constants';
import type { Database } from '../db/schema';
import { serializeStoredImage } from './image-column';
import type { PreviewRead } from './pending-changes-repository';
import type { ProductLists } from './product-lists';
import type { ProductRow } from './product-rows';
import { productColumns } from './product-writes';

type Changes = NonNullable<PreviewRead<ProductFields>['changes']>;

const TERM_IDS: Record<TermKind, 'industry_ids' | 'application_ids'> = {
  industry: 'industry_ids',
  application: 'application_ids',
};

const NO_PRINCIPAL = {
  principal_id: null,
  principal_name: null,
  principal_link: null,
  principal_translations: null,
  principal_state: null,
} as const;

/** The category and principal the changes name, when they name others than the row's. */
async function newReferences(db: Kysely<Database>, row: ProductRow, fields: ProductFields) {
  const { category_id: categoryId, principal_id: principalId } = fields;
  const [category, principal] = await Promise.all([
    categoryId === row.category_id
      ? undefined
      : db.selectFrom('categories').select(['name', 'translations']).where('id', '=', categoryId).executeTakeFirst(),
    principalId === undefined || principalId === null || principalId === row.principal_id
      ? undefined
      : db
          .selectFrom('partners')
          .select(['id', 'name', 'link', 'translations', 'state'])
          .where('id', '=', principalId)
          .executeTakeFirst(),
  ]);
  return { category, principal };
}

/**
 * A product's row and lists with its unpublished changes laid over them, as they would read once published: its
 * columns and picture, its category and principal (named as they are named), its certifications and terms. A
 * category, principal or term the changes name but that is gone leaves the product's own.
 */
export async function layProductChanges(
  db: Kysely<Database>,
  row: ProductRow,
  lists: ProductLists,
  { fields, image }: Changes,
): Promise<{ row: ProductRow; lists: ProductLists }> {
  const termIds = [...(fields.industry_ids ?? []), ...(fields.application_ids ?? [])];
  const [{ category, principal }, terms] = await Promise.all([
    newReferences(db, row, fields),
    termIds.length === 0
      ? []
      : db
          .selectFrom('catalogue_terms')
          .select(['id', 'kind', 'name', 'translations'])
          .where('id', 'in', termIds)
          .execute(),
  ]);
  const { category_id: _categoryId, principal_id: principalId, ...columns } = productColumns(fields);
  const shown: ProductRow = {
    ...row,
    ...columns,
    ...(category && {
      category_id: fields.category_id,
      category_name: category.name,
      category_translations: category.translations,
    }),
    ...(principalId === null && NO_PRINCIPAL),
    ...(principal && {
      principal_id: principal.id,
      principal_name: principal.name,
      principal_link: principal.link,
      principal_translations: principal.translations,
      principal_state: principal.state,
    }),
    ...(image && { image: serializeStoredImage(image) }),
  };
  const keptKinds = (Object.keys(TERM_IDS) as TermKind[]).filter((kind) => fields[TERM_IDS[kind]] === undefined);
  const newTerms = terms
    .filter((term) => fields[TERM_IDS[term.kind as TermKind]]?.includes(term.id))
    .map((term) => ({ ...term, product_id: row.id }));
  return {
    row: shown,
    lists: {
      certifications: fields.certifications ?? lists.certifications,
      terms: [...lists.terms.filter((term) => keptKinds.includes(term.kind as TermKind)), ...newTerms],
      documents: lists.documents,
    },
  };
}
