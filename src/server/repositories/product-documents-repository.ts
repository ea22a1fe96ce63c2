import type { Kysely } from 'kysely';
import type { DocumentChanges, ProductDocument } from '@/common/api/product-data';
import type { DocumentKind } from '@/common/constants';
import type { Language } from '@/common/language';
import type { Database } from '../db/schema';
import { isForeignKeyViolation, unlessViolated } from './constraint-errors';
import { toProductDocument, type DocumentRow } from './document-rows';
import { nowIso } from './pagination';
import { canLockRows } from './row-locks';
import { isVisibleProduct } from './visible-catalogue';

/** A stored file's name as a kept state names it. */
const STORED_FILE = /"file":"([A-Za-z0-9_-]{22}\.pdf)"/g;

/** A document to add: its file is already in the documents directory under `file`. */
export interface NewDocument {
  kind: DocumentKind;
  language: Language;
  /** The download name, ending in .pdf. */
  name: string;
  file: string;
  size: number;
  on_request: boolean;
}

export type DocumentAddition = { status: 'created'; document: ProductDocument } | { status: 'product-not-found' };

/** What a download needs of a document. */
export type DocumentDownload = Pick<DocumentRow, 'file' | 'name' | 'size' | 'updated_at'> & { on_request: boolean };

/** The PDFs of each product, in the order they were added; their files are the caller's (see files/pdf-files.ts). */
export function productDocumentsRepository(db: Kysely<Database>) {
  const ofProduct = (productId: number, documentId: number) =>
    db.selectFrom('product_documents').where('product_id', '=', productId).where('id', '=', documentId);
  const download = async (document: ReturnType<typeof ofProduct>): Promise<DocumentDownload | undefined> => {
    const row = await document.select(['file', 'name', 'size', 'on_request', 'updated_at']).executeTakeFirst();
    return row && { ...row, on_request: Boolean(row.on_request) };
  };

  return {
    /** Adds a document after the product's others; the product row stays locked meanwhile (it cannot be deleted). */
    add(productId: number, document: NewDocument, at: string = nowIso()): Promise<DocumentAddition> {
      return unlessViolated(isForeignKeyViolation, { status: 'product-not-found' }, () =>
        db.transaction().execute(async (trx): Promise<DocumentAddition> => {
          const product = await trx
            .selectFrom('products')
            .select('id')
            .where('id', '=', productId)
            .$if(canLockRows(trx), (qb) => qb.forUpdate())
            .executeTakeFirst();
          if (!product) return { status: 'product-not-found' };
          const { last } = await trx
            .selectFrom('product_documents')
            .select((eb) => eb.fn.max('position').as('last'))
            .where('product_id', '=', productId)
            .executeTakeFirstOrThrow();
          const row = await trx
            .insertInto('product_documents')
            .values({
              ...document,
              product_id: productId,
              position: last === null ? 0 : Number(last) + 1,
              on_request: document.on_request ? 1 : 0,
              created_at: at,
              updated_at: at,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return { status: 'created', document: toProductDocument(row, 'admin') };
        }),
      );
    },

    /** Changes what `changes` names; undefined when the product has no such document. */
    async update(
      productId: number,
      documentId: number,
      changes: DocumentChanges,
    ): Promise<ProductDocument | undefined> {
      const { on_request: onRequest, ...texts } = changes;
      const row = await db
        .updateTable('product_documents')
        .set({ ...texts, ...(onRequest !== undefined && { on_request: onRequest ? 1 : 0 }), updated_at: nowIso() })
        .where('product_id', '=', productId)
        .where('id', '=', documentId)
        .returningAll()
        .executeTakeFirst();
      return row && toProductDocument(row, 'admin');
    },

    /** Deletes the row and answers its file, which the caller removes once this has committed; undefined when none. */
    async remove(productId: number, documentId: number): Promise<string | undefined> {
      const row = await db
        .deleteFrom('product_documents')
        .where('product_id', '=', productId)
        .where('id', '=', documentId)
        .returning('file')
        .executeTakeFirst();
      return row?.file;
    },

    /** A document as the back office downloads it, whatever the product's publication. */
    findDownload: (productId: number, documentId: number): Promise<DocumentDownload | undefined> =>
      download(ofProduct(productId, documentId)),

    /** A document of a product visitors see; undefined for a draft's (or a draft category's product's). */
    findPublicDownload: (productId: number, documentId: number): Promise<DocumentDownload | undefined> =>
      download(
        ofProduct(productId, documentId).where((eb) =>
          eb.exists(
            eb
              .selectFrom('products')
              .select('products.id')
              .whereRef('products.id', '=', 'product_documents.product_id')
              .where(isVisibleProduct),
          ),
        ),
      ),

    /**
     * Every stored file a row names, and those of the products in the trash (their kept states name them), for the
     * orphan sweep.
     */
    async referencedFiles(): Promise<string[]> {
      const rows = await db.selectFrom('product_documents').select('file').execute();
      const kept = await db
        .selectFrom('activity')
        .select('snapshot')
        .where('entity', '=', 'product')
        .where('snapshot', 'like', '%.pdf"%')
        .execute();
      const inTrash = kept.flatMap(({ snapshot }) => [...snapshot!.matchAll(STORED_FILE)].map((match) => match[1]!));
      return [...rows.map((row) => row.file), ...inTrash];
    },

    /** The product's document rows as stored, which a deletion keeps so that the trash can put them back. */
    stored: (productId: number): Promise<DocumentRow[]> =>
      db.selectFrom('product_documents').selectAll().where('product_id', '=', productId).orderBy('position').execute(),

    /** Whether a document row or a product's kept state (a revision, the trash) names the stored file. */
    async namesFile(file: string): Promise<boolean> {
      const [row, kept] = await Promise.all([
        db.selectFrom('product_documents').select('id').where('file', '=', file).limit(1).executeTakeFirst(),
        db
          .selectFrom('activity')
          .select('id')
          .where('entity', '=', 'product')
          .where('snapshot', 'like', `%"file":"${file}"%`)
          .limit(1)
          .executeTakeFirst(),
      ]);
      return row !== undefined || kept !== undefined;
    },

    /**
     * Adds a product's documents back as a revision kept them (ids anew: the old ones may be taken since), after its
     * others in the order they had.
     */
    async addKept(productId: number, rows: readonly DocumentRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.transaction().execute(async (trx) => {
        const { last } = await trx
          .selectFrom('product_documents')
          .select((eb) => eb.fn.max('position').as('last'))
          .where('product_id', '=', productId)
          .executeTakeFirstOrThrow();
        const first = last === null ? 0 : Number(last) + 1;
        await trx
          .insertInto('product_documents')
          .values(
            rows.map(({ id: _id, ...row }, index) => ({
              ...row,
              product_id: productId,
              position: first + index,
              on_request: row.on_request ? 1 : 0,
              updated_at: nowIso(),
            })),
          )
          .execute();
      });
    },

    /** Puts document rows back as they were stored (a product restored from the trash). */
    async putBack(rows: readonly DocumentRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('product_documents')
        .values(rows.map((row) => ({ ...row, on_request: row.on_request ? 1 : 0 })))
        .execute();
    },
  };
}

export type ProductDocumentsRepository = ReturnType<typeof productDocumentsRepository>;
