import type { Kysely } from 'kysely';
import type {
  CategoryProducts,
  CategorySort,
  CategoryWithProducts,
  ProductSort,
  ProductSummary,
} from '../../common/api/catalogue';
import type { Database } from '../db/schema';
import { imageSetOf, type ToImageSet } from './image-column';
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
  most_products: (a, b) => b.products.length - a.products.length || byCategoryName(a, b),
  least_products: (a, b) => a.products.length - b.products.length || byCategoryName(a, b),
  alphabetical: (a, b) => byCategoryName(a, b),
  alphabetical_reverse: (a, b) => byCategoryName(b, a),
};

const productOrders: Record<ProductSort, (a: ProductSummary, b: ProductSummary) => number> = {
  name_asc: (a, b) => byName(a, b),
  name_desc: (a, b) => byName(b, a),
};

/** Categories whose name, or one of whose products' names, contains `term`; all of them without a term. */
function matchingCategories(db: Kysely<Database>, term: string | undefined) {
  const query = db.selectFrom('categories').select(['id', 'name', 'description', 'image']);
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

/** Products whose name, or whose category's name, contains `term`; all of them without a term. */
function matchingProducts(db: Kysely<Database>, term: string | undefined) {
  const query = selectProductSummaries(db);
  if (term === undefined) return query.execute();
  return query
    .where((eb) => eb.or([containsText(eb.ref('categories.name'), term), containsText(eb.ref('products.name'), term)]))
    .execute();
}

/**
 * The public catalogue in two statements, whatever its size. With a search, a category is listed when its name
 * matches (with all its products) or when some product names match (with those products only).
 */
export async function listCategoriesWithProducts(
  db: Kysely<Database>,
  { search, sort }: CatalogueQuery<CategorySort>,
  toImageSet: ToImageSet,
): Promise<CategoryWithProducts[]> {
  const term = searchTerm(search);
  const [categories, products] = await Promise.all([matchingCategories(db, term), matchingProducts(db, term)]);

  const productsByCategory = new Map<number, ProductSummary[]>();
  for (const row of products) {
    const list = productsByCategory.get(row.category_id) ?? [];
    list.push(toProductSummary(row, toImageSet));
    productsByCategory.set(row.category_id, list);
  }
  return categories
    .map((category) => ({
      category_id: category.id,
      category_name: category.name,
      description: category.description,
      image_url: imageSetOf(category.image, toImageSet),
      products: (productsByCategory.get(category.id) ?? []).sort(productOrders.name_asc),
    }))
    .sort(categoryOrders[sort]);
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
