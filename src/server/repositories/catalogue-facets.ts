import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type {
  CatalogueFacets,
  CatalogueFilter,
  CertificationFacet,
  FacetsQuery,
  TermFacet,
} from '@/common/api/catalogue';
import { TERM_TEXT_FIELDS } from '@/common/api/product-data';
import { CERTIFICATION_KINDS, type TermKind } from '@/common/constants';
import type { Language } from '@/common/language';
import type { Database } from '../db/schema';
import { listedInCategoryList, listedOnCategoryPage, type CatalogueSelection } from './listed-products';
import { byName } from './name-order';
import { searchTerm } from './text-search';
import { localizeRow } from './translations';

type ListedProduct = (eb: ExpressionBuilder<Database, 'categories' | 'products'>) => Expression<SqlBool>;

/**
 * Whether a product is listed by the query with one filter left out: what the catalogue lists for its search, in its
 * category (a category's page matches product names only, the category list category names too) and with its
 * other filters.
 */
function listedWithout(db: Kysely<Database>, query: FacetsQuery, ignored: CatalogueFilter): ListedProduct {
  const { search, category, industry, application, certification } = query;
  const selection: CatalogueSelection = {
    term: searchTerm(search),
    filters: { industry, application, certification, [ignored]: undefined },
  };
  if (category === undefined) return (eb) => listedInCategoryList(db, eb, selection);
  return (eb) => eb.and([eb('products.category_id', '=', category), listedOnCategoryPage(db, eb, selection)]);
}

/** Each term of `kind` with how many listed products it has: those with some, and the chosen one. */
async function termFacets(
  db: Kysely<Database>,
  kind: TermKind,
  listed: ListedProduct,
  chosen: number | undefined,
  language: Language,
): Promise<TermFacet[]> {
  const rows = await db
    .selectFrom('catalogue_terms')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('product_terms')
          .innerJoin('products', 'products.id', 'product_terms.product_id')
          .innerJoin('categories', 'categories.id', 'products.category_id')
          .select(['product_terms.term_id', 'product_terms.product_id'])
          .where(listed)
          .as('listed'),
      (join) => join.onRef('listed.term_id', '=', 'catalogue_terms.id'),
    )
    .select((eb) => [
      'catalogue_terms.id',
      'catalogue_terms.name',
      'catalogue_terms.translations',
      eb.fn.count<number>('listed.product_id').as('count'),
    ])
    .where('catalogue_terms.kind', '=', kind)
    .groupBy(['catalogue_terms.id', 'catalogue_terms.name', 'catalogue_terms.translations'])
    .having((eb) =>
      eb.or([
        eb(eb.fn.count('listed.product_id'), '>', 0),
        ...(chosen === undefined ? [] : [eb('catalogue_terms.id', '=', chosen)]),
      ]),
    )
    .execute();
  return rows
    .map(({ count, ...term }) => ({ ...localizeRow(term, TERM_TEXT_FIELDS, language), count: Number(count) }))
    .sort(byName);
}

/** Each certification kind with how many listed products carry it: those with some, and the chosen one. */
async function certificationFacets(
  db: Kysely<Database>,
  listed: ListedProduct,
  chosen: string | undefined,
): Promise<CertificationFacet[]> {
  const rows = await db
    .selectFrom('product_certifications')
    .innerJoin('products', 'products.id', 'product_certifications.product_id')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select((eb) => [
      'product_certifications.kind',
      eb.fn.count<number>('product_certifications.product_id').distinct().as('count'),
    ])
    .where(listed)
    .groupBy('product_certifications.kind')
    .execute();
  const counts = new Map(rows.map((row) => [row.kind, Number(row.count)]));
  return CERTIFICATION_KINDS.filter((kind) => counts.has(kind) || kind === chosen).map((kind) => ({
    kind,
    count: counts.get(kind) ?? 0,
  }));
}

/**
 * GET /catalogue/facets in three statements: for each filter, its values with how many products the catalogue would
 * list if it were chosen instead (the query's search, category and other filters applied).
 */
export function catalogueFacetsRepository(db: Kysely<Database>) {
  return {
    async count(query: FacetsQuery, language: Language): Promise<CatalogueFacets> {
      const [industries, applications, certifications] = await Promise.all([
        termFacets(db, 'industry', listedWithout(db, query, 'industry'), query.industry, language),
        termFacets(db, 'application', listedWithout(db, query, 'application'), query.application, language),
        certificationFacets(db, listedWithout(db, query, 'certification'), query.certification),
      ]);
      return { industries, applications, certifications };
    },
  };
}

export type CatalogueFacetsRepository = ReturnType<typeof catalogueFacetsRepository>;
