import type { Kysely } from 'kysely';
import { PRODUCT_TEXT_FIELDS, type AdminProduct, type Product, type ProductFields } from '@/common/api/catalogue';
import type { PageQuery } from '@/common/api/envelope';
import { pickTexts } from '@/common/api/translations';
import type { Language } from '@/common/language';
import type { Database } from '../db/schema';
import { isForeignKeyViolation, unlessViolated } from './constraint-errors';
import { imageSetOf, serializeStoredImage, type StoredImage, type ToImageSet } from './image-column';
import { imageEntity, type ImageRowRemoval, type ImageRowUpdate } from './image-entity';
import { countAll, fetchPage, nowIso, type Page } from './pagination';
import { localizeRow, parseTranslations, serializeTranslations, withTranslations } from './translations';

export interface ProductInput {
  category_id: number;
  name: string;
  description: string;
  image: string | null;
  translations?: string;
}

export type ProductCreation = { status: 'created'; product: AdminProduct } | { status: 'unknown-category' };
export type ProductUpdate = ImageRowUpdate<{ product: AdminProduct }> | { status: 'unknown-category' };

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
      'categories.translations as category_translations',
      'products.translations',
      'products.image',
      'products.created_at',
      'products.updated_at',
    ]);

type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>>;

/** A product in `language`, its category's name included. */
function toProduct({ image, category_translations, ...row }: ProductRow, toImageSet: ToImageSet, language: Language) {
  const { fallback, ...product } = localizeRow(row, PRODUCT_TEXT_FIELDS, language);
  const category = pickTexts(
    { ...parseTranslations<'name'>(category_translations), en: { name: row.category_name } },
    ['name'],
    language,
  );
  const fellBack = { ...fallback, ...(category.fallback && { category_name: category.fallback.name }) };
  return {
    ...product,
    category_name: category.texts.name,
    product_image: imageSetOf(image, toImageSet),
    ...(Object.keys(fellBack).length > 0 && { fallback: fellBack }),
  } satisfies Product;
}

/** A product as the back office edits it: English fields and every translation. */
const toAdminProduct = ({ image, category_translations: _category, ...row }: ProductRow, toImageSet: ToImageSet) =>
  ({ ...withTranslations(row), product_image: imageSetOf(image, toImageSet) }) satisfies AdminProduct;

export function productsRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  const imageRows = imageEntity(db, 'products');
  const findRow = (executor: Kysely<Database>, id: number) =>
    selectProducts(executor).where('products.id', '=', id).executeTakeFirst();
  const findForAdmin = async (executor: Kysely<Database>, id: number) => {
    const row = await findRow(executor, id);
    return row && toAdminProduct(row, toImageSet);
  };

  return {
    /** Each row's id and last change, for the sitemap. */
    listUpdateStamps: (): Promise<{ id: number; updated_at: string }[]> =>
      db.selectFrom('products').select(['id', 'updated_at']).orderBy('id').execute(),

    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('products').select('id').where('name', '=', name).executeTakeFirst())?.id,

    /** The English name of each of these products that exists, by id. */
    async namesOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('products').select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Inserts a row as given (the demo seed uses it); answers the new id. */
    create: (input: ProductInput, at: string = nowIso()): Promise<number> => imageRows.insertSeed(input, at),

    /** Newest first, as the back office lists them. */
    listPage(params: PageQuery): Promise<Page<AdminProduct>> {
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
          ).map((row) => toAdminProduct(row, toImageSet)),
        () => countAll(db, 'products'),
      );
    },

    /** A product in `language`, as visitors read it. */
    async findById(id: number, language: Language): Promise<Product | undefined> {
      const row = await findRow(db, id);
      return row && toProduct(row, toImageSet, language);
    },

    findForAdmin: (id: number): Promise<AdminProduct | undefined> => findForAdmin(db, id),

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
              translations: serializeTranslations(fields.translations),
              image: image && serializeStoredImage(image),
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return { status: 'created', product: (await findForAdmin(trx, id))! };
        }),
      );
    },

    /**
     * Replaces the fields; keeps the image when `newImage` is null, and the description and the translations when
     * they are absent.
     */
    update(id: number, fields: ProductFields, newImage: StoredImage | null): Promise<ProductUpdate> {
      return unlessViolated(isForeignKeyViolation, { status: 'unknown-category' }, () =>
        imageRows.update(id, newImage, async (trx, image) => {
          await trx
            .updateTable('products')
            .set({
              category_id: fields.category_id,
              name: fields.name.trim(),
              ...(fields.description !== undefined && { description: fields.description }),
              ...(fields.translations !== undefined && { translations: serializeTranslations(fields.translations) }),
              ...image,
              updated_at: nowIso(),
            })
            .where('id', '=', id)
            .execute();
          return { product: (await findForAdmin(trx, id))! };
        }),
      );
    },

    /** Deletes the row and answers its image, whose files the caller removes once this has committed. */
    remove: (id: number): Promise<ImageRowRemoval> => imageRows.remove(id),
  };
}

export type ProductsRepository = ReturnType<typeof productsRepository>;
