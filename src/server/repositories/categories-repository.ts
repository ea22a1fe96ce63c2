import type { Kysely } from 'kysely';
import {
  CATEGORY_TEXT_FIELDS,
  type AdminCategory,
  type Category,
  type CategoryFields,
  type CategoryListQuery,
  type CategoryProducts,
  type CategoryWithProducts,
  type ProductSort,
} from '@/common/api/catalogue';
import type { PublicationState } from '@/common/api/publication';
import type { Language } from '@/common/language';
import type { Database } from '../db/schema';
import { isUniqueViolation, unlessViolated } from './constraint-errors';
import { findCategoryWithProducts, listCategoriesWithProducts, type CatalogueQuery } from './catalogue-listings';
import { imageSetOf, parseStoredImage, serializeStoredImage, type StoredImage, type ToImageSet } from './image-column';
import { imageEntity, type ImageRowUpdate } from './image-entity';
import { byName } from './name-order';
import { nowIso, type Page } from './pagination';
import { readPublication, withoutPublication, type StoredPublication } from './publication-columns';
import { dropFromIndex, reindex, reindexCategories } from './search-index';
import { localizeRow, serializeTranslations, withTranslations } from './translations';
import { asRestored, type InTransaction, type RestoredRow } from './restored-row';
import { isVisibleProduct, visibleCategories } from './visible-catalogue';
import { categoryColumns } from './category-columns';
import type { PreviewRead } from './pending-changes-repository';

export interface CategoryInput {
  name: string;
  description: string;
  image: string | null;
  translations?: string;
}

export type CategoryCreation = { status: 'created'; category: AdminCategory } | { status: 'duplicate-name' };
export type CategoryUpdate = ImageRowUpdate<{ category: AdminCategory }> | { status: 'duplicate-name' };
export type CategoryRemoval =
  | { status: 'deleted'; image: StoredImage | null }
  | { status: 'not-found' }
  | { status: 'has-products'; productCount: number };

/**
 * Categories with how many products each has: every category with all its products for the back office, or those
 * visitors see with the products they see.
 */
const selectCategories = (db: Kysely<Database>, audience: 'admin' | 'visitors') =>
  (audience === 'admin' ? db.selectFrom('categories') : visibleCategories(db)).select((eb) => [
    'categories.id',
    'categories.name',
    'categories.description',
    'categories.image',
    'categories.translations',
    'categories.state',
    'categories.publish_at',
    'categories.unpublish_at',
    'categories.created_at',
    'categories.updated_at',
    eb
      .selectFrom('products')
      .select((count) => count.fn.countAll().as('n'))
      .whereRef('products.category_id', '=', 'categories.id')
      .$if(audience === 'visitors', (products) => products.where(isVisibleProduct))
      .as('product_count'),
  ]);

type CategoryRow = Awaited<ReturnType<ReturnType<typeof selectCategories>['executeTakeFirstOrThrow']>>;

/** A category in `language` (one visitors see: its publication goes without saying). */
const toCategory = ({ image, product_count, ...row }: CategoryRow, toImageSet: ToImageSet, language: Language) =>
  ({
    ...localizeRow(withoutPublication(row), CATEGORY_TEXT_FIELDS, language),
    image_url: imageSetOf(image, toImageSet),
    product_count: Number(product_count ?? 0),
  }) satisfies Category;

/** A category as the back office edits it: English fields, every translation and its publication. */
const toAdminCategory = ({ image, product_count, state, ...row }: CategoryRow, toImageSet: ToImageSet) =>
  ({
    ...withTranslations(row),
    state: state as PublicationState,
    image_url: imageSetOf(image, toImageSet),
    product_count: Number(product_count ?? 0),
  }) satisfies AdminCategory;

export function categoriesRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  const imageRows = imageEntity(db, 'categories');
  const findForAdmin = async (executor: Kysely<Database>, id: number) => {
    const row = await selectCategories(executor, 'admin').where('categories.id', '=', id).executeTakeFirst();
    return row && toAdminCategory(row, toImageSet);
  };

  return {
    /** Each category visitors see: its id and last change, for the sitemap. */
    listUpdateStamps: (): Promise<{ id: number; updated_at: string }[]> =>
      visibleCategories(db).select(['id', 'updated_at']).orderBy('id').execute(),

    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirst())?.id,

    /** Inserts a row as given (the demo seed uses it); answers the new id. */
    create: (input: CategoryInput, at: string = nowIso()): Promise<number> => imageRows.insertSeed(input, at),

    /**
     * Every category (of one publication state if asked) with its product count, drafts included, alphabetical by
     * English name, as the back office lists them.
     */
    async listAll(state?: PublicationState): Promise<AdminCategory[]> {
      const rows = selectCategories(db, 'admin');
      const listed = await (state ? rows.where('categories.state', '=', state) : rows).execute();
      return listed.map((row) => toAdminCategory(row, toImageSet)).sort(byName);
    },

    /** A category visitors see in `language`, with how many products they see in it. */
    async findById(id: number, language: Language): Promise<Category | undefined> {
      const row = await selectCategories(db, 'visitors').where('categories.id', '=', id).executeTakeFirst();
      return row && toCategory(row, toImageSet, language);
    },

    findForAdmin: (id: number): Promise<AdminCategory | undefined> => findForAdmin(db, id),

    listWithProducts: (query: CategoryListQuery, language: Language): Promise<Page<CategoryWithProducts>> =>
      listCategoriesWithProducts(db, query, language, toImageSet),

    /**
     * A category's page in `language`: the category visitors see with the products it lists for the query; a preview
     * reads it whatever its publication (listing its published products), with its unpublished changes laid over it.
     */
    findWithProducts: (
      id: number,
      query: CatalogueQuery<ProductSort>,
      language: Language,
      preview: PreviewRead<CategoryFields> = {},
    ): Promise<CategoryProducts | undefined> => findCategoryWithProducts(db, id, query, language, toImageSet, preview),

    add(
      fields: CategoryFields,
      image: StoredImage | null,
      publication: StoredPublication,
      restored?: RestoredRow,
    ): Promise<CategoryCreation> {
      const at = nowIso();
      return unlessViolated(isUniqueViolation, { status: 'duplicate-name' }, () =>
        db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('categories')
            .values({
              name: fields.name.trim(),
              description: fields.description ?? '',
              translations: serializeTranslations(fields.translations),
              image: image && serializeStoredImage(image),
              ...publication,
              created_at: at,
              updated_at: at,
              ...asRestored(restored),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await reindex(trx, 'category', [id]);
          return { status: 'created', category: (await findForAdmin(trx, id))! };
        }),
      );
    },

    /**
     * Renames and describes; keeps the image when `newImage` is null, the description and the translations when
     * they are absent, and the publication when `publication` is. A new publication reindexes the category's products
     * too, which visitors find only while it is published.
     */
    update(
      id: number,
      fields: CategoryFields,
      newImage: StoredImage | null,
      publication?: StoredPublication,
    ): Promise<CategoryUpdate> {
      return unlessViolated(isUniqueViolation, { status: 'duplicate-name' }, () =>
        imageRows.update(id, newImage, async (trx, image) => {
          await trx
            .updateTable('categories')
            .set({
              ...categoryColumns(fields),
              ...image,
              ...publication,
              updated_at: nowIso(),
            })
            .where('id', '=', id)
            .execute();
          if (publication) await reindexCategories(trx, [id]);
          else await reindex(trx, 'category', [id]);
          return { category: (await findForAdmin(trx, id))! };
        }),
      );
    },

    /** The publication of the category, for resolving an edit's fields against it. */
    publicationOf: (id: number): Promise<StoredPublication | undefined> => readPublication(db, 'categories', id),

    /**
     * Deletes an empty category and answers its image, whose files the caller removes once this has committed.
     * The category row stays locked meanwhile, so no product can be added to it between the count and the delete.
     */
    remove(id: number, alsoRecord?: InTransaction): Promise<CategoryRemoval> {
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
        await dropFromIndex(trx, 'category', [id]);
        await alsoRecord?.(trx);
        return { status: 'deleted', image: parseStoredImage(category.image) };
      });
    },
  };
}

export type CategoriesRepository = ReturnType<typeof categoriesRepository>;
