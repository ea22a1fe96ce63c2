import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { PUBLISHED } from './publication-columns';

/**
 * What visitors see of the catalogue: a category when it is published, a product when it and its category both are.
 * Every public read of products or categories (pages, listings, counts, facets, the home page, What's New, the site
 * search, the sitemap, downloads, quote requests) starts from these; the back office reads every row.
 */

/** Whether visitors see the category. */
export const isVisibleCategory = (eb: ExpressionBuilder<Database, 'categories'>): Expression<SqlBool> =>
  eb('categories.state', '=', PUBLISHED);

/**
 * Whether visitors see the product. Its category is read under an alias of its own, so the test fits any statement
 * with `products` in scope, whether or not it joins `categories` (a listing, a count's subquery, a search's ids).
 */
export const isVisibleProduct = (eb: ExpressionBuilder<Database, 'products'>): Expression<SqlBool> =>
  eb.and([
    eb('products.state', '=', PUBLISHED),
    eb.exists(
      eb
        .selectFrom('categories as product_category')
        .select('product_category.id')
        .whereRef('product_category.id', '=', 'products.category_id')
        .where('product_category.state', '=', PUBLISHED),
    ),
  ]);

/** The products visitors see, to select from. */
export const visibleProducts = (executor: Kysely<Database>) => executor.selectFrom('products').where(isVisibleProduct);

/** The categories visitors see, to select from. */
export const visibleCategories = (executor: Kysely<Database>) =>
  executor.selectFrom('categories').where(isVisibleCategory);
