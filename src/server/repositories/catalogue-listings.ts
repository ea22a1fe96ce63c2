import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  CATEGORY_TEXT_FIELDS,
  type CategoryListQuery,
  type CategoryProducts,
  type CategorySort,
  type CategoryWithProducts,
  type ProductSort,
  type ProductSummary,
} from '@/common/api/catalogue';
import type { Language } from '@/common/language';
import type { Database } from '../db/schema';
import { CATEGORY_STRIP_PRODUCTS } from '@/common/constants';
import { imageSetOf, type ToImageSet } from './image-column';
import type { Page } from './pagination';
import { byName } from './name-order';
import { searchTerm } from './text-search';
import { containsTextInAnyLanguage, localizeRow } from './translations';

export interface CatalogueQuery<Sort> {
  search?: string;
  sort: Sort;
}

/** Product summaries, with their category joined in for searching. */
const selectProductSummaries = (db: Kysely<Database>) =>
  db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'products.id',
      'products.name',
      'products.translations',
      'products.image',
      'products.updated_at',
      'products.category_id',
    ]);

type ProductSummaryRow = Awaited<ReturnType<ReturnType<typeof selectProductSummaries>['executeTakeFirstOrThrow']>>;

const toProductSummary = (
  { image, id, name, translations, updated_at }: ProductSummaryRow,
  toImageSet: ToImageSet,
  language: Language,
): ProductSummary => ({
  ...localizeRow({ id, name, translations }, ['name'], language),
  product_image: imageSetOf(image, toImageSet),
  updated_at,
});

const byCategoryName = (a: CategoryWithProducts, b: CategoryWithProducts): number =>
  byName({ id: a.category_id, name: a.category_name }, { id: b.category_id, name: b.category_name });

/** Product counts are those listed, so a search result is ordered by what the visitor sees. */
const categoryOrders: Record<CategorySort, (a: CategoryWithProducts, b: CategoryWithProducts) => number> = {
  most_products: (a, b) => b.product_count - a.product_count || byCategoryName(a, b),
  least_products: (a, b) => a.product_count - b.product_count || byCategoryName(a, b),
  alphabetical: (a, b) => byCategoryName(a, b),
  alphabetical_reverse: (a, b) => byCategoryName(b, a),
};

const productOrders: Record<ProductSort, (a: ProductSummary, b: ProductSummary) => number> = {
  name_asc: (a, b) => byName(a, b),
  name_desc: (a, b) => byName(b, a),
};

/** Whether a category's name contains `term`, in any language. */
const categoryNameMatches = (db: Kysely<Database>, eb: ExpressionBuilder<Database, 'categories'>, term: string) =>
  containsTextInAnyLanguage(db, eb.ref('categories.name'), eb.ref('categories.translations'), 'name', term);

/** Whether a product's name contains `term`, in any language. */
const productNameMatches = (db: Kysely<Database>, eb: ExpressionBuilder<Database, 'products'>, term: string) =>
  containsTextInAnyLanguage(db, eb.ref('products.name'), eb.ref('products.translations'), 'name', term);

/**
 * With a search, a category is listed when its name matches (with all its products) or when some of its
 * products' names match (with those products only); without one, every category with every product. Names match
 * in any language, whichever the page is read in.
 */
const productListed = (
  db: Kysely<Database>,
  eb: ExpressionBuilder<Database, 'categories' | 'products'>,
  term: string | undefined,
) => (term === undefined ? eb.lit(true) : eb.or([categoryNameMatches(db, eb, term), productNameMatches(db, eb, term)]));

/** The categories listed for `term`, each with how many products it lists. */
function listedCategories(db: Kysely<Database>, term: string | undefined) {
  const query = db.selectFrom('categories').select((eb) => [
    'categories.id',
    'categories.name',
    'categories.description',
    'categories.translations',
    'categories.image',
    eb
      .selectFrom('products')
      .select((sub) => sub.fn.countAll().as('count'))
      .whereRef('products.category_id', '=', 'categories.id')
      .where((sub) => productListed(db, sub, term))
      .as('product_count'),
  ]);
  if (term === undefined) return query.execute();
  return query
    .where((eb) =>
      eb.or([
        categoryNameMatches(db, eb, term),
        eb.exists(
          eb
            .selectFrom('products')
            .select('products.id')
            .whereRef('products.category_id', '=', 'categories.id')
            .where((sub) => productNameMatches(db, sub, term)),
        ),
      ]),
    )
    .execute();
}

/** The products the categories `ids` list for `term`. */
const listedProducts = (db: Kysely<Database>, ids: number[], term: string | undefined) =>
  selectProductSummaries(db)
    .where('products.category_id', 'in', ids)
    .where((eb) => productListed(db, eb, term))
    .execute();

/**
 * A page of the public catalogue in two statements, whatever its size: the categories with their counts, then
 * the products of the page's categories, of which each category keeps the first CATEGORY_STRIP_PRODUCTS by name.
 */
export async function listCategoriesWithProducts(
  db: Kysely<Database>,
  { search, sort, page, limit }: CategoryListQuery,
  language: Language,
  toImageSet: ToImageSet,
): Promise<Page<CategoryWithProducts>> {
  const term = searchTerm(search);
  const categories = (await listedCategories(db, term))
    .map((row): CategoryWithProducts => {
      const { id, name, description, fallback } = localizeRow(row, CATEGORY_TEXT_FIELDS, language);
      return {
        category_id: id,
        category_name: name,
        description,
        image_url: imageSetOf(row.image, toImageSet),
        product_count: Number(row.product_count ?? 0),
        products: [],
        ...(fallback && {
          fallback: {
            ...(fallback.name && { category_name: fallback.name }),
            ...(fallback.description && { description: fallback.description }),
          },
        }),
      };
    })
    .sort(categoryOrders[sort]);
  const shown = categories.slice((page - 1) * limit, page * limit);
  const withProducts = shown.filter((category) => category.product_count > 0);
  if (withProducts.length) {
    const rows = await listedProducts(
      db,
      withProducts.map((category) => category.category_id),
      term,
    );
    const byCategory = new Map(withProducts.map((category) => [category.category_id, category.products]));
    for (const row of rows) byCategory.get(row.category_id)?.push(toProductSummary(row, toImageSet, language));
    for (const category of withProducts) {
      category.products = category.products.sort(productOrders.name_asc).slice(0, CATEGORY_STRIP_PRODUCTS);
    }
  }
  return { rows: shown, total: categories.length };
}

/** One category and its products (those whose name contains the search in any language), in two statements. */
export async function findCategoryWithProducts(
  db: Kysely<Database>,
  id: number,
  { search, sort }: CatalogueQuery<ProductSort>,
  language: Language,
  toImageSet: ToImageSet,
): Promise<CategoryProducts | undefined> {
  const term = searchTerm(search);
  const inCategory = selectProductSummaries(db).where('products.category_id', '=', id);
  const [category, products] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'name', 'description', 'translations', 'image'])
      .where('id', '=', id)
      .executeTakeFirst(),
    term === undefined ? inCategory.execute() : inCategory.where((eb) => productNameMatches(db, eb, term)).execute(),
  ]);
  if (!category) return undefined;
  const { image, ...fields } = category;
  return {
    ...localizeRow(fields, CATEGORY_TEXT_FIELDS, language),
    image_url: imageSetOf(image, toImageSet),
    products: products.map((row) => toProductSummary(row, toImageSet, language)).sort(productOrders[sort]),
  };
}
