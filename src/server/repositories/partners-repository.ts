import type { Kysely, Selectable } from 'kysely';
import { PARTNER_TEXT_FIELDS, type AdminPartner, type Partner, type PartnerFields } from '@/common/api/partners';
import type { PublicationState } from '@/common/api/publication';
import type { Language } from '@/common/language';
import type { Database, PartnersTable } from '../db/schema';
import { parseStoredImage, serializeStoredImage, type StoredImage, type ToImageSet } from './image-column';
import { imageEntity, type ImageRowRemoval, type ImageRowUpdate } from './image-entity';
import { nextPosition, reorderRows, type Reorder } from './ordered-rows';
import { countAll, nowIso } from './pagination';
import { reindex } from './search-index';
import { localizeRow, serializeTranslations, withTranslations } from './translations';
import { PUBLISHED, readPublication, withoutPublication, type StoredPublication } from './publication-columns';
import { asRestored, type InTransaction, type RestoredRow } from './restored-row';

export interface PartnerInput {
  position: number;
  /** A serialized stored image: the logo. */
  image: string;
  name: string;
  link: string;
  /** Serialized translations. */
  translations?: string;
}

export type PartnerUpdate = ImageRowUpdate<{ item: AdminPartner }>;

type PartnerRow = Selectable<PartnersTable>;

// The column is NOT NULL: every partner has its logo.
/** A published partner with its name in `language`, as visitors see it. */
const toPartner = (
  { image, position: _position, created_at: _created, updated_at: _updated, ...row }: PartnerRow,
  toImageSet: ToImageSet,
  language: Language,
) =>
  ({
    ...localizeRow(withoutPublication(row), PARTNER_TEXT_FIELDS, language),
    logo: toImageSet(parseStoredImage(image)!),
  }) satisfies Partner;

/** A partner as the back office edits it: English name, every translation and its publication. */
const toAdminPartner = ({ image, state, ...row }: PartnerRow, toImageSet: ToImageSet) =>
  ({
    ...withTranslations(row),
    state: state as PublicationState,
    logo: toImageSet(parseStoredImage(image)!),
  }) satisfies AdminPartner;

/** The makers the company represents, in the order the back office sets; visitors see the published ones. */
export function partnersRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  const imageRows = imageEntity(db, 'partners');
  /** The products this partner is the principal of: the search index holds the principal's name. */
  const reindexProductsOf = async (executor: Kysely<Database>, id: number) => {
    const products = await executor.selectFrom('products').select('id').where('principal_id', '=', id).execute();
    await reindex(
      executor,
      'product',
      products.map((product) => product.id),
    );
  };
  const inOrder = () => db.selectFrom('partners').selectAll().orderBy('position').orderBy('id');

  return {
    exists: async (position: number): Promise<boolean> =>
      Boolean(await db.selectFrom('partners').select('id').where('position', '=', position).executeTakeFirst()),

    /** Inserts a row as given (the demo seed uses it); answers the new id. */
    create: (input: PartnerInput, at: string = nowIso()): Promise<number> => imageRows.insertSeed(input, at),

    /** Every published partner in order, names in `language`. */
    async listAll(language: Language): Promise<Partner[]> {
      const rows = await inOrder().where('state', '=', PUBLISHED).execute();
      return rows.map((row) => toPartner(row, toImageSet, language));
    },

    /** Every partner in order, drafts and scheduled ones too. */
    async listForAdmin(): Promise<AdminPartner[]> {
      return (await inOrder().execute()).map((row) => toAdminPartner(row, toImageSet));
    },

    async findForAdmin(id: number): Promise<AdminPartner | undefined> {
      const row = await db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toAdminPartner(row, toImageSet);
    },

    count: (): Promise<number> => countAll(db, 'partners'),

    /** Adds a partner after the others. */
    add(
      fields: PartnerFields,
      image: StoredImage,
      publication: StoredPublication,
      restored?: RestoredRow,
    ): Promise<AdminPartner> {
      const at = nowIso();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('partners')
          .values({
            position: await nextPosition(trx, 'partners'),
            name: fields.name.trim(),
            link: fields.link?.trim() ?? '',
            translations: serializeTranslations(fields.translations),
            image: serializeStoredImage(image),
            ...publication,
            created_at: at,
            updated_at: at,
            ...asRestored(restored),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toAdminPartner(row, toImageSet);
      });
    },

    /**
     * Replaces the name; keeps the logo when `newImage` is null, the link and translations when absent, and the
     * publication when `publication` is.
     */
    update(
      id: number,
      fields: PartnerFields,
      newImage: StoredImage | null,
      publication?: StoredPublication,
    ): Promise<PartnerUpdate> {
      return imageRows.update(id, newImage, async (trx, image) => {
        const row = await trx
          .updateTable('partners')
          .set({
            name: fields.name.trim(),
            ...(fields.link !== undefined && { link: fields.link.trim() }),
            ...(fields.translations !== undefined && { translations: serializeTranslations(fields.translations) }),
            ...image,
            ...publication,
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await reindexProductsOf(trx, id);
        return { item: toAdminPartner(row, toImageSet) };
      });
    },

    /** The publication of the partner, for resolving an edit's fields against it. */
    publicationOf: (id: number): Promise<StoredPublication | undefined> => readPublication(db, 'partners', id),

    /**
     * Deletes the row (its products lose their principal) and answers its logo, whose files the caller removes once
     * this has committed.
     */
    remove: (id: number, alsoRecord?: InTransaction): Promise<ImageRowRemoval> =>
      db.transaction().execute(async (trx) => {
        const products = await trx.selectFrom('products').select('id').where('principal_id', '=', id).execute();
        const removal = await imageEntity(trx, 'partners').remove(id);
        await reindex(
          trx,
          'product',
          products.map((product) => product.id),
        );
        if (removal.status === 'deleted') await alsoRecord?.(trx);
        return removal;
      }),

    /** The products whose principal the partner is (a deletion keeps them, for a restore). */
    async principalOf(id: number): Promise<number[]> {
      const rows = await db.selectFrom('products').select('id').where('principal_id', '=', id).execute();
      return rows.map((row) => row.id);
    },

    /**
     * Makes a partner restored from the trash the principal again of those of `productIds` that have had none since,
     * and reindexes them.
     */
    putBackAsPrincipal(id: number, productIds: readonly number[]): Promise<void> {
      return db.transaction().execute(async (trx) => {
        if (productIds.length === 0) return;
        const products = await trx
          .updateTable('products')
          .set({ principal_id: id })
          .where('id', 'in', productIds)
          .where('principal_id', 'is', null)
          .returning('id')
          .execute();
        await reindex(
          trx,
          'product',
          products.map((product) => product.id),
        );
      });
    },

    /** Puts the partners in the order of `ids`, which must name every partner once. */
    reorder: (ids: readonly number[]): Promise<Reorder> => reorderRows(db, 'partners', ids),
  };
}

export type PartnersRepository = ReturnType<typeof partnersRepository>;
