import type { Kysely } from 'kysely';
import type {
  Category,
  CategoryFields,
  CategoryListQuery,
  CategoryProducts,
  CategoryWithProducts,
  ProductSort,
} from '@/common/api/catalogue';
import type { Database } from '../db/schema';
import { isUniqueViolation, unlessViolated } from './constraint-errors';
import { findCategoryWithProducts, listCategoriesWithProducts, type CatalogueQuery } from './catalogue-listings';
import { imageSetOf, parseStoredImage, serializeStoredImage, type StoredImage, type ToImageSet } from './image-column';
import { imageEntity, type ImageRowUpdate } from './image-entity';
import { byName } from './name-order';
import { nowIso, type Page } from './pagination';

export interface CategoryInput {
  name: string;
  description: string;
  image: string | null;
}

export type CategoryCreation = { status: 'created'; category: Category } | { status: 'duplicate-name' };
export type CategoryUpdate = ImageRowUpdate<{ category: Category }> | { status: 'duplicate-name' };
export type CategoryRemoval =
  | { status: 'deleted'; image: StoredImage | null }
  | { status: 'not-found' }
  | { status: 'has-products'; productCount: number };

/** Categories with how many products each has. */
const selectCategories = (db: Kysely<Database>) =>
  db.selectFrom('categories').select((eb) => [
    'categories.id',
    'categories.name',
    'categories.description',
    'categories.image',
    'categories.created_at',
    'categories.updated_at',
    eb
      .selectFrom('products')
      .select((count) => count.fn.countAll().as('n'))
      .whereRef('products.category_id', '=', 'categories.id')
      .as('product_count'),
  ]);

type CategoryRow = Awaited<ReturnType<ReturnType<typeof selectCategories>['executeTakeFirstOrThrow']>>;

const toCategory = ({ image, product_count, ...row }: CategoryRow, toImageSet: ToImageSet): Category => ({
  ...row,
  image_url: imageSetOf(image, toImageSet),
  product_count: Number(product_count ?? 0),
});

export function categoriesRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  const imageRows = imageEntity(db, 'categories');
  const findById = async (executor: Kysely<Database>, id: number) => {
    const row = await selectCategories(executor).where('categories.id', '=', id).executeTakeFirst();
    return row && toCategory(row, toImageSet);
  };

  return {
    /** Each row's id and last change, for the sitemap. */
    listUpdateStamps: (): Promise<{ id: number; updated_at: string }[]> =>
      db.selectFrom('categories').select(['id', 'updated_at']).orderBy('id').execute(),

    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirst())?.id,

    /** Inserts a row as given (the demo seed uses it); answers the new id. */
    create: (input: CategoryInput, at: string = nowIso()): Promise<number> => imageRows.insertSeed(input, at),

    /** Every category with its product count, alphabetical. */
    async listAll(): Promise<Category[]> {
      const rows = await selectCategories(db).execute();
      return rows.map((row) => toCategory(row, toImageSet)).sort(byName);
    },

    findById: (id: number): Promise<Category | undefined> => findById(db, id),

    listWithProducts: (query: CategoryListQuery): Promise<Page<CategoryWithProducts>> =>
      listCategoriesWithProducts(db, query, toImageSet),

    findWithProducts: (id: number, query: CatalogueQuery<ProductSort>): Promise<CategoryProducts | undefined> =>
      findCategoryWithProducts(db, id, query, toImageSet),

    add(fields: CategoryFields, image: StoredImage | null): Promise<CategoryCreation> {
      const at = nowIso();
      return unlessViolated(isUniqueViolation, { status: 'duplicate-name' }, () =>
        db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('categories')
            .values({
              name: fields.name.trim(),
              description: fields.description ?? '',
              image: image && serializeStoredImage(image),
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return { status: 'created', category: (await findById(trx, id))! };
        }),
      );
    },

    /** Renames and describes; keeps the image when `newImage` is null and the description when it is absent. */
    update(id: number, fields: CategoryFields, newImage: StoredImage | null): Promise<CategoryUpdate> {
      return unlessViolated(isUniqueViolation, { status: 'duplicate-name' }, () =>
        imageRows.update(id, newImage, async (trx, image) => {
          await trx
            .updateTable('categories')
            .set({
              name: fields.name.trim(),
              ...(fields.description !== undefined && { description: fields.description }),
              ...image,
              updated_at: nowIso(),
            })
            .where('id', '=', id)
            .execute();
          return { category: (await findById(trx, id))! };
        }),
      );
    },

    /**
     * Deletes an empty category and answers its image, whose files the caller removes once this has committed.
     * The category row stays locked meanwhile, so no product can be added to it between the count and the delete.
     */
    remove(id: number): Promise<CategoryRemoval> {
      return db.transaction().execute(async (trx) => {
        const category = await imageRows.lock(trx, id);
        if (!category) return { status: 'not-found' };
        const { n } = await trx
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('category_id', '=', id)
          .executeTakeFirstOrThrow();
        if (Number(n) > 0) return { status: 'has-products', productCount: Number(n) };
        await trx.deleteFrom('categories').where('id', '=', id).execute();
        return { status: 'deleted', image: parseStoredImage(category.image) };
      });
    },
  };
}

export type CategoriesRepository = ReturnType<typeof categoriesRepository>;
