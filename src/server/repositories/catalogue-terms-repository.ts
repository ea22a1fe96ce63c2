import type { Kysely, Transaction } from 'kysely';
import type { AdminTerm, TermFields } from '@/common/api/product-data';
import type { TermKind } from '@/common/constants';
import type { Database } from '../db/schema';
import { isUniqueViolation, unlessViolated } from './constraint-errors';
import { byName } from './name-order';
import { nowIso } from './pagination';
import { reindex } from './search-index';
import { serializeTranslations, withTranslations } from './translations';
import { asRestored, type InTransaction, type RestoredRow } from './restored-row';

export type TermCreation = { status: 'created'; term: AdminTerm } | { status: 'duplicate-name' };
export type TermUpdate =
  { status: 'updated'; term: AdminTerm } | { status: 'not-found' } | { status: 'duplicate-name' };

/** Terms of one kind with how many products carry each. */
const selectTerms = (executor: Kysely<Database>, kind: TermKind) =>
  executor
    .selectFrom('catalogue_terms')
    .select((eb) => [
      'catalogue_terms.id',
      'catalogue_terms.name',
      'catalogue_terms.translations',
      'catalogue_terms.created_at',
      'catalogue_terms.updated_at',
      eb
        .selectFrom('product_terms')
        .select((count) => count.fn.countAll().as('n'))
        .whereRef('product_terms.term_id', '=', 'catalogue_terms.id')
        .as('product_count'),
    ])
    .where('catalogue_terms.kind', '=', kind);

type TermRow = Awaited<ReturnType<ReturnType<typeof selectTerms>['executeTakeFirstOrThrow']>>;

const toAdminTerm = ({ product_count, ...row }: TermRow): AdminTerm => ({
  ...withTranslations(row),
  product_count: Number(product_count ?? 0),
});

/** The products that carry a term: their search index entries name it. */
const productsWith = async (trx: Transaction<Database>, termId: number): Promise<number[]> =>
  (await trx.selectFrom('product_terms').select('product_id').where('term_id', '=', termId).execute()).map(
    (row) => row.product_id,
  );

/**
 * The industries and the applications products are tagged with: one table, `kind` telling them apart. Names are
 * unique within a kind. Renaming or deleting a term reindexes the products that carry it, in the same transaction.
 */
export function catalogueTermsRepository(db: Kysely<Database>) {
  const findForAdmin = async (executor: Kysely<Database>, kind: TermKind, id: number) => {
    const row = await selectTerms(executor, kind).where('catalogue_terms.id', '=', id).executeTakeFirst();
    return row && toAdminTerm(row);
  };

  return {
    findIdByName: async (kind: TermKind, name: string): Promise<number | undefined> =>
      (
        await db
          .selectFrom('catalogue_terms')
          .select('id')
          .where('kind', '=', kind)
          .where('name', '=', name)
          .executeTakeFirst()
      )?.id,

    /** Inserts a term as given (the demo seeds use it); answers the new id. */
    async create(kind: TermKind, name: string, translations = '{}', at: string = nowIso()): Promise<number> {
      const row = await db
        .insertInto('catalogue_terms')
        .values({ kind, name, translations, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Every term of the kind with its product count, alphabetical by English name. */
    async listForAdmin(kind: TermKind): Promise<AdminTerm[]> {
      return (await selectTerms(db, kind).execute()).map(toAdminTerm).sort(byName);
    },

    findForAdmin: (kind: TermKind, id: number): Promise<AdminTerm | undefined> => findForAdmin(db, kind, id),

    add(kind: TermKind, fields: TermFields, restored?: RestoredRow): Promise<TermCreation> {
      const at = nowIso();
      return unlessViolated(isUniqueViolation, { status: 'duplicate-name' }, () =>
        db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('catalogue_terms')
            .values({
              kind,
              name: fields.name.trim(),
              translations: serializeTranslations(fields.translations),
              created_at: at,
              updated_at: at,
              ...asRestored(restored),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return { status: 'created', term: (await findForAdmin(trx, kind, id))! };
        }),
      );
    },

    /** The products that carry the term (a deletion keeps them, so that a restore can put the term back on them). */
    productIdsOf: (id: number): Promise<number[]> => db.transaction().execute((trx) => productsWith(trx, id)),

    /** Puts a term restored from the trash back on those of `productIds` that still exist, and reindexes them. */
    putBackOn(id: number, productIds: readonly number[]): Promise<void> {
      return db.transaction().execute(async (trx) => {
        if (productIds.length === 0) return;
        const products = await trx.selectFrom('products').select('id').where('id', 'in', productIds).execute();
        if (products.length === 0) return;
        await trx
          .insertInto('product_terms')
          .values(products.map((product) => ({ product_id: product.id, term_id: id })))
          .execute();
        await reindex(
          trx,
          'product',
          products.map((product) => product.id),
        );
      });
    },

    /** Renames a term of the kind; keeps its translations when they are absent. */
    update(kind: TermKind, id: number, fields: TermFields): Promise<TermUpdate> {
      return unlessViolated(isUniqueViolation, { status: 'duplicate-name' }, () =>
        db.transaction().execute(async (trx): Promise<TermUpdate> => {
          const updated = await trx
            .updateTable('catalogue_terms')
            .set({
              name: fields.name.trim(),
              ...(fields.translations !== undefined && { translations: serializeTranslations(fields.translations) }),
              updated_at: nowIso(),
            })
            .where('id', '=', id)
            .where('kind', '=', kind)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) return { status: 'not-found' };
          await reindex(trx, 'product', await productsWith(trx, id));
          return { status: 'updated', term: (await findForAdmin(trx, kind, id))! };
        }),
      );
    },

    /** Deletes a term of the kind; the products that carried it lose it (and are reindexed). False when none. */
    remove(kind: TermKind, id: number, alsoRecord?: InTransaction): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const products = await productsWith(trx, id);
        const deleted = await trx
          .deleteFrom('catalogue_terms')
          .where('id', '=', id)
          .where('kind', '=', kind)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) return false;
        await reindex(trx, 'product', products);
        await alsoRecord?.(trx);
        return true;
      });
    },
  };
}

export type CatalogueTermsRepository = ReturnType<typeof catalogueTermsRepository>;
