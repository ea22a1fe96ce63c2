import type { Kysely } from 'kysely';
import type { Product, ProductFields } from '@/common/api/catalogue';
import type { PageQuery } from '@/common/api/envelope';
import type { Database } from '../db/schema';
import { isForeignKeyViolation, unlessViolated } from './constraint-errors';
import { imageSetOf, serializeStoredImage, type StoredImage, type ToImageSet } from './image-column';
import { imageEntity, type ImageRowRemoval, type ImageRowUpdate } from './image-entity';
import { countAll, fetchPage, nowIso, type Page } from './pagination';

export interface ProductInput {
  category_id: number;
  name: string;
  description: string;
  image: string | null;
}

export type ProductCreation = { status: 'created'; product: Product } | { status: 'unknown-category' };
export type ProductUpdate = ImageRowUpdate<{ product: Product }> | { status: 'unknown-category' };

/** Products with their category's name, the shape every product answer starts from. */
const selectProducts = (db: Kysely<Database>) =>
  db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'products.id',
      'products.name',
      'products.description',
      'products.category_id',
      'categories.name as category_name',
      'products.image',
      'products.created_at',
      'products.updated_at',
    ]);

type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>>;

const toProduct = ({ image, ...row }: ProductRow, toImageSet: ToImageSet): Product => ({
  ...row,
  product_image: imageSetOf(image, toImageSet),
});

export function productsRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  const imageRows = imageEntity(db, 'products');
  const findById = async (executor: Kysely<Database>, id: number) => {
    const row = await selectProducts(executor).where('products.id', '=', id).executeTakeFirst();
    return row && toProduct(row, toImageSet);
  };

  return {
    /** Each row's id and last change, for the sitemap. */
    listUpdateStamps: (): Promise<{ id: number; updated_at: string }[]> =>
      db.selectFrom('products').select(['id', 'updated_at']).orderBy('id').execute(),

    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('products').select('id').where('name', '=', name).executeTakeFirst())?.id,

    /** Inserts a row as given (the demo seed uses it); answers the new id. */
    create: (input: ProductInput, at: string = nowIso()): Promise<number> => imageRows.insertSeed(input, at),

    /** Newest first. */
    listPage(params: PageQuery): Promise<Page<Product>> {
      return fetchPage(
        params,
        async (limit, offset) =>
          (
            await selectProducts(db)
              .orderBy('products.created_at', 'desc')
              .orderBy('products.id', 'desc')
              .limit(limit)
              .offset(offset)
              .execute()
          ).map((row) => toProduct(row, toImageSet)),
        () => countAll(db, 'products'),
      );
    },

    findById: (id: number): Promise<Product | undefined> => findById(db, id),

    add(fields: ProductFields, image: StoredImage | null): Promise<ProductCreation> {
      const at = nowIso();
      return unlessViolated(isForeignKeyViolation, { status: 'unknown-category' }, () =>
        db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('products')
            .values({
              category_id: fields.category_id,
              name: fields.name.trim(),
              description: fields.description ?? '',
              image: image && serializeStoredImage(image),
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return { status: 'created', product: (await findById(trx, id))! };
        }),
      );
    },

    /** Replaces the fields; keeps the image when `newImage` is null and the description when it is absent. */
    update(id: number, fields: ProductFields, newImage: StoredImage | null): Promise<ProductUpdate> {
      return unlessViolated(isForeignKeyViolation, { status: 'unknown-category' }, () =>
        imageRows.update(id, newImage, async (trx, image) => {
          await trx
            .updateTable('products')
            .set({
              category_id: fields.category_id,
              name: fields.name.trim(),
              ...(fields.description !== undefined && { description: fields.description }),
              ...image,
              updated_at: nowIso(),
            })
            .where('id', '=', id)
            .execute();
          return { product: (await findById(trx, id))! };
        }),
      );
    },

    /** Deletes the row and answers its image, whose files the caller removes once this has committed. */
    remove: (id: number): Promise<ImageRowRemoval> => imageRows.remove(id),
  };
}

export type ProductsRepository = ReturnType<typeof productsRepository>;
