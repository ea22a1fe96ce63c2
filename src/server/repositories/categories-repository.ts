import type { Kysely } from 'kysely';
import type {
  Category,
  CategoryFields,
  CategoryProducts,
  CategorySort,
  CategoryWithProducts,
  ProductSort,
} from '../../common/api/catalogue';
import type { Database } from '../db/schema';
import { parseStoredImage, serializeStoredImage, type StoredImage } from '../services/images';
import { isUniqueViolation } from './constraint-errors';
import { findCategoryWithProducts, listCategoriesWithProducts, type CatalogueQuery } from './catalogue-listings';
import { imageSetOf, type ToImageSet } from './image-column';
import { byName } from './name-order';
import { nowIso } from './pagination';
import { canLockRows } from './row-locks';

export interface CategoryInput {
  name: string;
  description: string;
  image: string | null;
}

export type CategoryCreation = { status: 'created'; category: Category } | { status: 'duplicate-name' };
export type CategoryUpdate =
  | { status: 'updated'; category: Category; replaced: StoredImage | null }
  | { status: 'not-found' }
  | { status: 'duplicate-name' };
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

export function categoriesRepository(db: Kysely<Database>) {
  const findById = async (executor: Kysely<Database>, id: number, toImageSet: ToImageSet) => {
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
    async create(input: CategoryInput, at: string = nowIso()): Promise<number> {
      const row = await db
        .insertInto('categories')
        .values({ ...input, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Every category with its product count, alphabetical. */
    async listAll(toImageSet: ToImageSet): Promise<Category[]> {
      const rows = await selectCategories(db).execute();
      return rows.map((row) => toCategory(row, toImageSet)).sort(byName);
    },

    findById: (id: number, toImageSet: ToImageSet): Promise<Category | undefined> => findById(db, id, toImageSet),

    listWithProducts: (query: CatalogueQuery<CategorySort>, toImageSet: ToImageSet): Promise<CategoryWithProducts[]> =>
      listCategoriesWithProducts(db, query, toImageSet),

    findWithProducts: (
      id: number,
      query: CatalogueQuery<ProductSort>,
      toImageSet: ToImageSet,
    ): Promise<CategoryProducts | undefined> => findCategoryWithProducts(db, id, query, toImageSet),

    async add(fields: CategoryFields, image: StoredImage | null, toImageSet: ToImageSet): Promise<CategoryCreation> {
      const at = nowIso();
      try {
        return await db.transaction().execute(async (trx) => {
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
          return { status: 'created', category: (await findById(trx, id, toImageSet))! };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { status: 'duplicate-name' };
        throw error;
      }
    },

    /** Renames and describes; keeps the image when `newImage` is null and the description when it is absent. */
    async update(
      id: number,
      fields: CategoryFields,
      newImage: StoredImage | null,
      toImageSet: ToImageSet,
    ): Promise<CategoryUpdate> {
      try {
        return await db.transaction().execute(async (trx) => {
          const current = await trx
            .selectFrom('categories')
            .select('image')
            .where('id', '=', id)
            .$if(canLockRows(trx), (qb) => qb.forUpdate())
            .executeTakeFirst();
          if (!current) return { status: 'not-found' };
          await trx
            .updateTable('categories')
            .set({
              name: fields.name.trim(),
              ...(fields.description !== undefined && { description: fields.description }),
              ...(newImage && { image: serializeStoredImage(newImage) }),
              updated_at: nowIso(),
            })
            .where('id', '=', id)
            .execute();
          return {
            status: 'updated',
            category: (await findById(trx, id, toImageSet))!,
            replaced: newImage ? parseStoredImage(current.image) : null,
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { status: 'duplicate-name' };
        throw error;
      }
    },

    /**
     * Deletes an empty category and answers its image, whose files the caller removes once this has committed.
     * The category row stays locked meanwhile, so no product can be added to it between the count and the delete.
     */
    remove(id: number): Promise<CategoryRemoval> {
      return db.transaction().execute(async (trx) => {
        const category = await trx
          .selectFrom('categories')
          .select('image')
          .where('id', '=', id)
          .$if(canLockRows(trx), (qb) => qb.forUpdate())
          .executeTakeFirst();
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
