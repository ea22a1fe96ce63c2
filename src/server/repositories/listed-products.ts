import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { CatalogueFilters } from '@/common/catalogue-filters';
import type { TermKind } from '@/common/constants';
import type { Database } from '../db/schema';
import { containsTextInAnyLanguage } from './translations';
import { PUBLISHED } from './publication-columns';
import { isVisibleProduct } from './visible-catalogue';

/**
 * Which products a public catalogue query lists: those visitors see (see visible-catalogue.ts) matching its search (a case-insensitive part of a name, in
 * any language) and every one of its filters (an industry, an application, a certification kind).
 */
export interface CatalogueSelection {
  /** The search text, trimmed; undefined for none. */
  term: string | undefined;
  filters: CatalogueFilters;
}

export const hasFilters = (filters: CatalogueFilters): boolean =>
  filters.industry !== undefined || filters.application !== undefined || filters.certification !== undefined;

/** Whether a category's name contains `term`, in any language. */
export const categoryNameMatches = (
  db: Kysely<Database>,
  eb: ExpressionBuilder<Database, 'categories'>,
  term: string,
) => containsTextInAnyLanguage(db, eb.ref('categories.name'), eb.ref('categories.translations'), 'name', term);

/** Whether a product's name contains `term`, in any language. */
export const productNameMatches = (db: Kysely<Database>, eb: ExpressionBuilder<Database, 'products'>, term: string) =>
  containsTextInAnyLanguage(db, eb.ref('products.name'), eb.ref('products.translations'), 'name', term);

/** Whether the product is linked to term `id` of `kind` (an id of the other kind matches nothing). */
const hasTerm = (eb: ExpressionBuilder<Database, 'products'>, kind: TermKind, id: number) =>
  eb.exists(
    eb
      .selectFrom('product_terms')
      .innerJoin('catalogue_terms', 'catalogue_terms.id', 'product_terms.term_id')
      .select('product_terms.term_id')
      .whereRef('product_terms.product_id', '=', 'products.id')
      .where('product_terms.term_id', '=', id)
      .where('catalogue_terms.kind', '=', kind),
  );

/** Whether the product matches every filter given. */
export function matchesFilters(
  eb: ExpressionBuilder<Database, 'products'>,
  { industry, application, certification }: CatalogueFilters,
): Expression<SqlBool> {
  const tests: Expression<SqlBool>[] = [];
  if (industry !== undefined) tests.push(hasTerm(eb, 'industry', industry));
  if (application !== undefined) tests.push(hasTerm(eb, 'application', application));
  if (certification !== undefined) {
    tests.push(
      eb.exists(
        eb
          .selectFrom('product_certifications')
          .select('product_certifications.id')
          .whereRef('product_certifications.product_id', '=', 'products.id')
          .where('product_certifications.kind', '=', certification),
      ),
    );
  }
  return eb.and(tests);
}

/**
 * Whether the category list (GET /categories/products) lists the product: visitors see it, its category's name or
 * its own name matches the search (a category found by name lists all its products), and it matches the filters.
 */
export const listedInCategoryList = (
  db: Kysely<Database>,
  eb: ExpressionBuilder<Database, 'categories' | 'products'>,
  { term, filters }: CatalogueSelection,
): Expression<SqlBool> =>
  eb.and([
    isVisibleProduct(eb),
    ...(term === undefined ? [] : [eb.or([categoryNameMatches(db, eb, term), productNameMatches(db, eb, term)])]),
    matchesFilters(eb, filters),
  ]);

/**
 * Whether a category's page (GET /products/category/{id}) lists the product: visitors see it (or, on the preview of
 * a category that may not be published, it is published itself), its name matches, and the filters.
 */
export const listedOnCategoryPage = (
  db: Kysely<Database>,
  eb: ExpressionBuilder<Database, 'products'>,
  { term, filters }: CatalogueSelection,
  { categoryPreviewed = false } = {},
): Expression<SqlBool> =>
  eb.and([
    categoryPreviewed ? eb('products.state', '=', PUBLISHED) : isVisibleProduct(eb),
    ...(term === undefined ? [] : [productNameMatches(db, eb, term)]),
    matchesFilters(eb, filters),
  ]);
