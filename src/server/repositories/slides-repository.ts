import type { Kysely, Selectable } from 'kysely';
import { SLIDE_TEXT_FIELDS, type AdminSlide, type Slide, type SlideFields } from '@/common/api/slides';
import type { PublicationState } from '@/common/api/publication';
import type { Language } from '@/common/language';
import type { Database, SlidesTable } from '../db/schema';
import { parseStoredImage, serializeStoredImage, type StoredImage, type ToImageSet } from './image-column';
import { imageEntity, type ImageRowRemoval, type ImageRowUpdate } from './image-entity';
import { nextPosition, reorderRows, type Reorder } from './ordered-rows';
import { nowIso } from './pagination';
import { localizeRow, serializeTranslations, withTranslations } from './translations';
import { PUBLISHED, readPublication, withoutPublication, type StoredPublication } from './publication-columns';
import { asRestored, type InTransaction, type RestoredRow } from './restored-row';

export interface SlideInput {
  position: number;
  /** A serialized stored image. */
  image: string;
  title: string;
  subtitle: string;
  button_label: string;
  button_link: string;
  alt_text: string;
  /** Serialized translations. */
  translations?: string;
}

export type SlideUpdate = ImageRowUpdate<{ item: AdminSlide }>;

type SlideRow = Selectable<SlidesTable>;

// The column is NOT NULL: every slide has its image.
/** A published slide with its texts in `language`, as visitors see it. */
const toSlide = (
  { image, position: _position, created_at: _created, updated_at: _updated, ...row }: SlideRow,
  toImageSet: ToImageSet,
  language: Language,
) =>
  ({
    ...localizeRow(withoutPublication(row), SLIDE_TEXT_FIELDS, language),
    image: toImageSet(parseStoredImage(image)!),
  }) satisfies Slide;

/** A slide as the back office edits it: English texts, every translation and its publication. */
const toAdminSlide = ({ image, state, ...row }: SlideRow, toImageSet: ToImageSet) =>
  ({
    ...withTranslations(row),
    state: state as PublicationState,
    image: toImageSet(parseStoredImage(image)!),
  }) satisfies AdminSlide;

/** The home page's carousel, in the order the back office sets; visitors see the published slides. */
export function slidesRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  const imageRows = imageEntity(db, 'slides');
  const inOrder = () => db.selectFrom('slides').selectAll().orderBy('position').orderBy('id');

  return {
    exists: async (position: number): Promise<boolean> =>
      Boolean(await db.selectFrom('slides').select('id').where('position', '=', position).executeTakeFirst()),

    /** Inserts a row as given (the demo seed uses it); answers the new id. */
    create: (input: SlideInput, at: string = nowIso()): Promise<number> => imageRows.insertSeed(input, at),

    /** Every published slide in order, texts in `language`. */
    async listAll(language: Language): Promise<Slide[]> {
      const rows = await inOrder().where('state', '=', PUBLISHED).execute();
      return rows.map((row) => toSlide(row, toImageSet, language));
    },

    /** Every slide in order, drafts and scheduled ones too. */
    async listForAdmin(): Promise<AdminSlide[]> {
      return (await inOrder().execute()).map((row) => toAdminSlide(row, toImageSet));
    },

    async findForAdmin(id: number): Promise<AdminSlide | undefined> {
      const row = await db.selectFrom('slides').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toAdminSlide(row, toImageSet);
    },

    /** Adds a slide after the others. */
    add(
      fields: SlideFields,
      image: StoredImage,
      publication: StoredPublication,
      restored?: RestoredRow,
    ): Promise<AdminSlide> {
      const at = nowIso();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('slides')
          .values({
            position: await nextPosition(trx, 'slides'),
            title: fields.title?.trim() ?? '',
            subtitle: fields.subtitle?.trim() ?? '',
            button_label: fields.button_label?.trim() ?? '',
            button_link: fields.button_link?.trim() ?? '',
            alt_text: fields.alt_text.trim(),
            translations: serializeTranslations(fields.translations),
            image: serializeStoredImage(image),
            ...publication,
            created_at: at,
            updated_at: at,
            ...asRestored(restored),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toAdminSlide(row, toImageSet);
      });
    },

    /**
     * Replaces the texts sent; keeps the image when `newImage` is null, each absent text as it is, and the
     * publication when `publication` is.
     */
    update(
      id: number,
      fields: SlideFields,
      newImage: StoredImage | null,
      publication?: StoredPublication,
    ): Promise<SlideUpdate> {
      return imageRows.update(id, newImage, async (trx, image) => {
        const row = await trx
          .updateTable('slides')
          .set({
            ...(fields.title !== undefined && { title: fields.title.trim() }),
            ...(fields.subtitle !== undefined && { subtitle: fields.subtitle.trim() }),
            ...(fields.button_label !== undefined && { button_label: fields.button_label.trim() }),
            ...(fields.button_link !== undefined && { button_link: fields.button_link.trim() }),
            alt_text: fields.alt_text.trim(),
            ...(fields.translations !== undefined && { translations: serializeTranslations(fields.translations) }),
            ...image,
            ...publication,
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { item: toAdminSlide(row, toImageSet) };
      });
    },

    /** The publication of the slide, for resolving an edit's fields against it. */
    publicationOf: (id: number): Promise<StoredPublication | undefined> => readPublication(db, 'slides', id),

    /** Deletes the row and answers its image, whose files the caller removes once this has committed. */
    remove: (id: number, alsoRecord?: InTransaction): Promise<ImageRowRemoval> =>
      db.transaction().execute(async (trx) => {
        const removal = await imageEntity(trx, 'slides').remove(id);
        if (removal.status === 'deleted') await alsoRecord?.(trx);
        return removal;
      }),

    /** Puts the slides in the order of `ids`, which must name every slide once. */
    reorder: (ids: readonly number[]): Promise<Reorder> => reorderRows(db, 'slides', ids),
  };
}

export type SlidesRepository = ReturnType<typeof slidesRepository>;
