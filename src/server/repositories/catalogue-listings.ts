import type { ExpressionBuilder, Kysely } from 'kysely';
import type {
  CategoryListQuery,
  CategoryProducts,
  CategorySort,
  CategoryWithProducts,
  ProductSort,
  ProductSummary,
} from '@/common/api/catalogue';
import type { Database } from '../db/schema';
import { CATEGORY_STRIP_PRODUCTS } from '@/common/constants';
import { imageSetOf, type ToImageSet } from './image-column';
import type { Page } from './pagination';
import { byName } from './name-order';
import { containsText, searchTerm } from './text-search';

export interface CatalogueQuery<Sort> {
  search?: string;
  sort: Sort;
}

/** Product summaries, with their category joined in for searching. */
const selectProductSummaries = (db: Kysely<Database>) =>
  db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(['products.id', 'products.name', 'products.image', 'products.updated_at', 'products.category_id']);

type ProductSummaryRow = Awaited<ReturnType<ReturnType<typeof selectProductSummaries>['executeTakeFirstOrThrow']>>;

const toProductSummary = (
  { image, id, name, updated_at }: ProductSummaryRow,
  toImageSet: ToImageSet,
): ProductSummary => ({ id, name, product_image: imageSetOf(image, toImageSet), updated_at });

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
 * With a search, a category is listed when its name matches (with all its products) or when some of its
 * products' names match (with those products only); without one, every category with every product.
 */
const productListed = (eb: ExpressionBuilder<Database, 'categories' | 'products'>, term: string | undefined) =>
  term === undefined
    ? eb.lit(true)
    : eb.or([containsText(eb.ref('categories.name'), term), containsText(eb.ref('products.name'), term)]);

/** The categories listed for `term`, each with how many products it lists. */
function listedCategories(db: Kysely<Database>, term: string | undefined) {
  const query = db.selectFrom('categories').select((eb) => [
    'categories.id',
    'categories.name',
    'categories.description',
    'categories.image',
    eb
      .selectFrom('products')
      .select((sub) => sub.fn.countAll().as('count'))
      .whereRef('products.category_id', '=', 'categories.id')
      .where((sub) => productListed(sub, term))
      .as('product_count'),
  ]);
  if (term === undefined) return query.execute();
  return query
    .where((eb) =>
      eb.or([
        containsText(eb.ref('categories.name'), term),
        eb.exists(
          eb
            .selectFrom('products')
            .select('products.id')
            .whereRef('products.category_id', '=', 'categories.id')
            .where((sub) => containsText(sub.ref('products.name'), term)),
        ),
      ]),
    )
    .execute();
}

/** The products the categories `ids` list for `term`. */
const listedProducts = (db: Kysely<Database>, ids: number[], term: string | undefined) =>
  selectProductSummaries(db)
    .where('products.category_id', 'in', ids)
    .where((eb) => productListed(eb, term))
    .execute();

/**
 * A page of the public catalogue in two statements, whatever its size: the categories with their counts, then
 * the products of the page's categories, of which each category keeps the first CATEGORY_STRIP_PRODUCTS by name.
 */
export async function listCategoriesWithProducts(
  db: Kysely<Database>,
  { search, sort, page, limit }: CategoryListQuery,
  toImageSet: ToImageSet,
): Promise<Page<CategoryWithProducts>> {
  const term = searchTerm(search);
  const categories = (await listedCategories(db, term))
    .map((category): CategoryWithProducts => ({
      category_id: category.id,
      category_name: category.name,
      description: category.description,
      image_url: imageSetOf(category.image, toImageSet),
      product_count: Number(category.product_count ?? 0),
      products: [],
    }))
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
    for (const row of rows) byCategory.get(row.category_id)?.push(toProductSummary(row, toImageSet));
    for (const category of withProducts) {
      category.products = category.products.sort(productOrders.name_asc).slice(0, CATEGORY_STRIP_PRODUCTS);
    }
  }
  return { rows: shown, total: categories.length };
}

/** One category and its products (those whose name contains the search, when there is one), in two statements. */
export async function findCategoryWithProducts(
  db: Kysely<Database>,
  id: number,
  { search, sort }: CatalogueQuery<ProductSort>,
  toImageSet: ToImageSet,
): Promise<CategoryProducts | undefined> {
  const term = searchTerm(search);
  const inCategory = selectProductSummaries(db).where('products.category_id', '=', id);
  const [category, products] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name', 'description', 'image']).where('id', '=', id).executeTakeFirst(),
    term === undefined
      ? inCategory.execute()
      : inCategory.where((eb) => containsText(eb.ref('products.name'), term)).execute(),
  ]);
  if (!category) return undefined;
  const { image, ...fields } = category;
  return {
    ...fields,
    image_url: imageSetOf(image, toImageSet),
    products: products.map((row) => toProductSummary(row, toImageSet)).sort(productOrders[sort]),
  };
}
