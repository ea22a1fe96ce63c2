import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AdminProduct, Product, ProductFields } from '@/common/api/catalogue';
import type { AdminListParams } from '@/common/api/admin-list';
import type { PublicationState } from '@/common/api/publication';
import type { Language } from '@/common/language';
import type { Database, ProductCertificationsTable, ProductTermsTable } from '../db/schema';
import { parseStoredImage, serializeStoredImage, type StoredImage, type ToImageSet } from './image-column';
import { imageEntity, type ImageRowUpdate, type SeedRow } from './image-entity';
import { fetchListPage, nowIso, type Page } from './pagination';
import { loadProductLists } from './product-lists';
import {
  relatedProducts,
  selectProducts,
  selectVisibleProducts,
  toAdminProduct,
  toAdminProducts,
  toProduct,
} from './product-rows';
import {
  checkReferences,
  productColumns,
  refusingInvalidReferences,
  replaceProductLists,
  type ReferenceProblems,
} from './product-writes';
import { readPublication, type StoredPublication } from './publication-columns';
import { dropFromIndex, reindex } from './search-index';
import { caseless } from './text-search';
import { containsTextInAnyLanguage, serializeTranslations } from './translations';
import { asRestored, type InTransaction, type RestoredRow } from './restored-row';
import { visibleProducts } from './visible-catalogue';
import type { PreviewRead } from './pending-changes-repository';
import { layProductChanges } from './product-changes';

/** A row as the demo seed inserts it: every column, the specifications and the principal optional. */
export type ProductInput = SeedRow<'products'>;

/** A form that names a category, principal or term that does not exist: nothing was written. */
type InvalidProduct = { status: 'invalid'; problems: ReferenceProblems };

export type ProductCreation = { status: 'created'; product: AdminProduct } | InvalidProduct;
export type ProductUpdate = ImageRowUpdate<{ product: AdminProduct }> | InvalidProduct;
export type ProductRemoval =
  { status: 'deleted'; image: StoredImage | null; documentFiles: string[] } | { status: 'not-found' };

/** Rows per insert statement of a bulk seed, well under both databases' limits on bound parameters. */
const SEED_BATCH = 500;

export function productsRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  const imageRows = imageEntity(db, 'products');
  const findRow = (executor: Kysely<Database>, id: number) =>
    selectProducts(executor).where('products.id', '=', id).executeTakeFirst();
  const findForAdmin = async (executor: Kysely<Database>, id: number) => {
    const [row, listsOf] = await Promise.all([findRow(executor, id), loadProductLists(executor, [id])]);
    return row && toAdminProduct(row, listsOf(id), toImageSet);
  };
  /** Writes the form's lists and keeps the search index in step, in the write's transaction; answers the product. */
  const finishWrite = async (trx: Transaction<Database>, id: number, fields: ProductFields) => {
    await replaceProductLists(trx, id, fields);
    await reindex(trx, 'product', [id]);
    return (await findForAdmin(trx, id))!;
  };
  const insertInBatches = async <R>(rows: R[], insert: (batch: R[]) => Promise<unknown>) => {
    for (let start = 0; start < rows.length; start += SEED_BATCH) await insert(rows.slice(start, start + SEED_BATCH));
  };

  return {
    /** Each product visitors see: its id and last change, for the sitemap. */
    listUpdateStamps: (): Promise<{ id: number; updated_at: string }[]> =>
      visibleProducts(db).select(['id', 'updated_at']).orderBy('id').execute(),

    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('products').select('id').where('name', '=', name).executeTakeFirst())?.id,

    /** The English name of each of these products that visitors see (a quote request names them), by id. */
    async namesOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await visibleProducts(db).select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Inserts a row as given (the demo seed uses it); answers the new id. */
    create: (input: ProductInput, at: string = nowIso()): Promise<number> => imageRows.insertSeed(input, at),

    /**
     * Writes the specification fields and the lists `fields` sends, keeping the product's timestamps (the demo seed
     * gives the demo products their data with it).
     */
    seedDetails(id: number, fields: ProductFields): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await checkReferences(trx, fields);
        await trx.updateTable('products').set(productColumns(fields)).where('id', '=', id).execute();
        await replaceProductLists(trx, id, fields);
        await reindex(trx, 'product', [id]);
      });
    },

    /**
     * Inserts certifications as given, many at a time (the large catalogue seed uses it). Every row names every column:
     * a statement of many rows cannot leave one to its default on SQLite.
     */
    insertCertifications: (rows: Omit<Selectable<ProductCertificationsTable>, 'id'>[]): Promise<void> =>
      insertInBatches(rows, (batch) => db.insertInto('product_certifications').values(batch).execute()),

    /** Links products to terms as given, many at a time (the large catalogue seed uses it). */
    insertTermLinks: (rows: Selectable<ProductTermsTable>[]): Promise<void> =>
      insertInBatches(rows, (batch) => db.insertInto('product_terms').values(batch).execute()),

    /**
     * As the back office lists them, drafts and scheduled ones too: found by name, description or category (any
     * language), of one publication state if asked, sorted, paged.
     */
    async listPage(request: AdminListParams<'products'> & { state?: PublicationState }): Promise<Page<AdminProduct>> {
      const { state } = request;
      const rows = state ? selectProducts(db).where('products.state', '=', state) : selectProducts(db);
      const page = await fetchListPage(rows, request, {
        matches: (eb, term) =>
          eb.or([
            containsTextInAnyLanguage(db, eb.ref('products.name'), eb.ref('products.translations'), 'name', term),
            containsTextInAnyLanguage(
              db,
              eb.ref('products.description'),
              eb.ref('products.translations'),
              'description',
              term,
            ),
            containsTextInAnyLanguage(db, eb.ref('categories.name'), eb.ref('categories.translations'), 'name', term),
          ]),
        sortColumns: {
          created_at: 'products.created_at',
          name: (eb) => caseless(eb.ref('products.name')),
          category: (eb) => caseless(eb.ref('categories.name')),
          updated_at: 'products.updated_at',
        },
        id: 'products.id',
      });
      return { rows: await toAdminProducts(db, page.rows, toImageSet), total: page.total };
    },

    /**
     * A product visitors see in `language`, with its related products; five statements in all. A draft, or one in a
     * draft category, is not found, unless a preview asks for it whatever its publication, with its unpublished
     * changes laid over it.
     */
    async findById(
      id: number,
      language: Language,
      { unpublished = false, changes }: PreviewRead<ProductFields> = {},
    ): Promise<Product | undefined> {
      const rows = unpublished ? selectProducts(db) : selectVisibleProducts(db);
      const [row, listsOf, related] = await Promise.all([
        rows.where('products.id', '=', id).executeTakeFirst(),
        loadProductLists(db, [id]),
        relatedProducts(db, id, toImageSet, language),
      ]);
      if (!row) return undefined;
      const shown = changes ? await layProductChanges(db, row, listsOf(id), changes) : { row, lists: listsOf(id) };
      return toProduct(shown.row, shown.lists, related, toImageSet, language);
    },

    findForAdmin: (id: number): Promise<AdminProduct | undefined> => findForAdmin(db, id),

    /** Adds a product with its lists in one transaction; nothing is written when the form names a missing row. */
    add(
      fields: ProductFields,
      image: StoredImage | null,
      publication: StoredPublication,
      restored?: RestoredRow,
    ): Promise<ProductCreation> {
      const at = nowIso();
      return refusingInvalidReferences(db, fields, () =>
        db.transaction().execute(async (trx) => {
          await checkReferences(trx, fields);
          const { id } = await trx
            .insertInto('products')
            .values({
              description: '',
              ...productColumns(fields),
              translations: serializeTranslations(fields.translations),
              image: image && serializeStoredImage(image),
              ...publication,
              created_at: at,
              updated_at: at,
              ...asRestored(restored),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return { status: 'created' as const, product: await finishWrite(trx, id, fields) };
        }),
      );
    },

    /**
     * Replaces the fields the form sends (see productColumns) and the lists it sends, in one transaction; keeps the
     * image when `newImage` is null, and the publication when `publication` is. Nothing is written when the form
     * names a missing row.
     */
    update(
      id: number,
      fields: ProductFields,
      newImage: StoredImage | null,
      publication?: StoredPublication,
    ): Promise<ProductUpdate> {
      return refusingInvalidReferences(db, fields, () =>
        imageRows.update(id, newImage, async (trx, image) => {
          await checkReferences(trx, fields);
          await trx
            .updateTable('products')
            .set({ ...productColumns(fields), ...image, ...publication, updated_at: nowIso() })
            .where('id', '=', id)
            .execute();
          return { product: await finishWrite(trx, id, fields) };
        }),
      );
    },

    /** The publication of the product, for resolving an edit's fields against it. */
    publicationOf: (id: number): Promise<StoredPublication | undefined> => readPublication(db, 'products', id),

    /**
     * Deletes the row (its lists and documents' rows go with it) and answers its image and its documents' files,
     * which the caller removes once this has committed. The row is locked first, so no document can be added to it
     * between reading its documents and deleting it.
     */
    remove(id: number, alsoRecord?: InTransaction): Promise<ProductRemoval> {
      return db.transaction().execute(async (trx) => {
        const product = await imageRows.lock(trx, id);
        if (!product) return { status: 'not-found' };
        const documents = await trx
          .selectFrom('product_documents')
          .select('file')
          .where('product_id', '=', id)
          .execute();
        await trx.deleteFrom('products').where('id', '=', id).execute();
        await dropFromIndex(trx, 'product', [id]);
        await alsoRecord?.(trx);
        return {
          status: 'deleted',
          image: parseStoredImage(product.image),
          documentFiles: documents.map((document) => document.file),
        };
      });
    },
  };
}

export type ProductsRepository = ReturnType<typeof productsRepository>;
