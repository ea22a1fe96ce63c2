import type { Kysely } from 'kysely';
import {
  CATEGORY_TEXT_FIELDS,
  type CategoryFields,
  type CategoryListQuery,
  type CategoryProducts,
  type CategorySort,
  type CategoryWithProducts,
  type ProductSort,
  type ProductSummary,
} from '@/common/api/catalogue';
import type { CatalogueFilters } from '@/common/catalogue-filters';
import { CATEGORY_STRIP_PRODUCTS } from '@/common/constants';
import type { Language } from '@/common/language';
import type { Database } from '../db/schema';
import { imageSetOf, serializeStoredImage, type ToImageSet } from './image-column';
import { categoryColumns } from './category-columns';
import type { Page } from './pagination';
import {
  categoryNameMatches,
  hasFilters,
  listedInCategoryList,
  listedOnCategoryPage,
  type CatalogueSelection,
} from './listed-products';
import { byName } from './name-order';
import { searchTerm } from './text-search';
import { localizeRow } from './translations';
import { visibleCategories } from './visible-catalogue';
import type { PreviewRead } from './pending-changes-repository';

/** A category page's query: its search, its filters and its order. */
export interface CatalogueQuery<Sort> extends CatalogueFilters {
  search?: string;
  sort: Sort;
}

const selectionOf = ({
  search,
  industry,
  application,
  certification,
}: CatalogueQuery<unknown>): CatalogueSelection => ({
  term: searchTerm(search),
  filters: { industry, application, certification },
});

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

/**
 * The categories the list shows, each with how many products it lists. Without a search or a filter, every
 * category visitors see; with a search only, those whose name matches (listing all their products) or that have a product whose
 * name matches; with a filter, those that list some product, like a search.
 */
function listedCategories(db: Kysely<Database>, selection: CatalogueSelection) {
  const query = visibleCategories(db).select((eb) => [
    'categories.id',
    'categories.name',
    'categories.description',
    'categories.translations',
    'categories.image',
    eb
      .selectFrom('products')
      .select((sub) => sub.fn.countAll().as('count'))
      .whereRef('products.category_id', '=', 'categories.id')
      .where((sub) => listedInCategoryList(db, sub, selection))
      .as('product_count'),
  ]);
  const { term, filters } = selection;
  if (term === undefined && !hasFilters(filters)) return query.execute();
  return query
    .where((eb) => {
      const listsSomeProduct = eb.exists(
        eb
          .selectFrom('products')
          .select('products.id')
          .whereRef('products.category_id', '=', 'categories.id')
          .where((sub) => listedInCategoryList(db, sub, selection)),
      );
      // Found by its name, a category is listed even when it has no product; not when a filter asks for products.
      return term === undefined || hasFilters(filters)
        ? listsSomeProduct
        : eb.or([categoryNameMatches(db, eb, term), listsSomeProduct]);
    })
    .execute();
}

/** The products the categories `ids` list. */
const listedProducts = (db: Kysely<Database>, ids: number[], selection: CatalogueSelection) =>
  selectProductSummaries(db)
    .where('products.category_id', 'in', ids)
    .where((eb) => listedInCategoryList(db, eb, selection))
    .execute();

/**
 * A page of the public catalogue in two statements, whatever its size: the categories with their counts, then
 * the products of the page's categories, of which each category keeps the first CATEGORY_STRIP_PRODUCTS by name.
 */
export async function listCategoriesWithProducts(
  db: Kysely<Database>,
  query: CategoryListQuery,
  language: Language,
  toImageSet: ToImageSet,
): Promise<Page<CategoryWithProducts>> {
  const { sort, page, limit } = query;
  const selection = selectionOf(query);
  const categories = (await listedCategories(db, selection))
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
      selection,
    );
    const byCategory = new Map(withProducts.map((category) => [category.category_id, category.products]));
    for (const row of rows) byCategory.get(row.category_id)?.push(toProductSummary(row, toImageSet, language));
    for (const category of withProducts) {
      category.products = category.products.sort(productOrders.name_asc).slice(0, CATEGORY_STRIP_PRODUCTS);
    }
  }
  return { rows: shown, total: categories.length };
}

/**
 * One category visitors see and its products (those whose name contains the search in any language and that match
 * the filters), in two statements.
 */
export async function findCategoryWithProducts(
  db: Kysely<Database>,
  id: number,
  query: CatalogueQuery<ProductSort>,
  language: Language,
  toImageSet: ToImageSet,
  { unpublished = false, changes }: PreviewRead<CategoryFields> = {},
): Promise<CategoryProducts | undefined> {
  const selection = selectionOf(query);
  const [category, products] = await Promise.all([
    (unpublished ? db.selectFrom('categories') : visibleCategories(db))
      .select(['id', 'name', 'description', 'translations', 'image'])
      .where('id', '=', id)
      .executeTakeFirst(),
    selectProductSummaries(db)
      .where('products.category_id', '=', id)
      .where((eb) => listedOnCategoryPage(db, eb, selection, { categoryPreviewed: unpublished }))
      .execute(),
  ]);
  if (!category) return undefined;
  const { image, ...fields } = changes
    ? {
        ...category,
        ...categoryColumns(changes.fields),
        ...(changes.image && { image: serializeStoredImage(changes.image) }),
      }
    : category;
  return {
    ...localizeRow(fields, CATEGORY_TEXT_FIELDS, language),
    image_url: imageSetOf(image, toImageSet),
    products: products.map((row) => toProductSummary(row, toImageSet, language)).sort(productOrders[query.sort]),
  };
}
