import type { Kysely, Selectable } from 'kysely';
import {
  GALLERY_TEXT_FIELDS,
  type AdminGalleryPhoto,
  type GalleryFields,
  type GalleryPhoto,
} from '@/common/api/gallery';
import type { AdminListParams } from '@/common/api/admin-list';
import type { PublicationState } from '@/common/api/publication';
import type { Language } from '@/common/language';
import type { Database, GalleriesTable } from '../db/schema';
import { parseStoredImage, serializeStoredImage, type StoredImage, type ToImageSet } from './image-column';
import { imageEntity, type ImageRowRemoval, type ImageRowUpdate } from './image-entity';
import { fetchListPage, mapPage, nowIso, type Page } from './pagination';
import { caseless } from './text-search';
import { containsTextInAnyLanguage, localizeRow, serializeTranslations, withTranslations } from './translations';
import { PUBLISHED, readPublication, withoutPublication, type StoredPublication } from './publication-columns';
import { asRestored, type InTransaction, type RestoredRow } from './restored-row';

export interface GalleryInput {
  name: string;
  image: string;
  translations?: string;
}

export type GalleryUpdate = ImageRowUpdate<{ photo: AdminGalleryPhoto }>;

type GalleryRow = Selectable<GalleriesTable>;

// The column is NOT NULL: every photo has its image.
/** A published photo with its caption in `language`, as visitors see it. */
const toGalleryPhoto = ({ image, ...row }: GalleryRow, toImageSet: ToImageSet, language: Language) =>
  ({
    ...localizeRow(withoutPublication(row), GALLERY_TEXT_FIELDS, language),
    gallery_image: toImageSet(parseStoredImage(image)!),
  }) satisfies GalleryPhoto;

/** A photo as the back office edits it: English caption, every translation and its publication. */
const toAdminGalleryPhoto = ({ image, state, ...row }: GalleryRow, toImageSet: ToImageSet) =>
  ({
    ...withTranslations(row),
    state: state as PublicationState,
    gallery_image: toImageSet(parseStoredImage(image)!),
  }) satisfies AdminGalleryPhoto;

/** Gallery photos, the published ones newest first for visitors; the back office sorts its list as it asks. */
export function galleryRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  const imageRows = imageEntity(db, 'galleries');
  const newestFirst = () =>
    db
      .selectFrom('galleries')
      .selectAll()
      .where('state', '=', PUBLISHED)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');

  return {
    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('galleries').select('id').where('name', '=', name).executeTakeFirst())?.id,

    /** Inserts a row as given (the demo seed uses it); answers the new id. */
    create: (input: GalleryInput, at: string = nowIso()): Promise<number> => imageRows.insertSeed(input, at),

    /** Every published photo, captions in `language`. */
    async listAll(language: Language): Promise<GalleryPhoto[]> {
      return (await newestFirst().execute()).map((row) => toGalleryPhoto(row, toImageSet, language));
    },

    /**
     * As the back office lists them, drafts and scheduled ones too: found by caption (any language), of one
     * publication state if asked, sorted, paged.
     */
    async listPage(
      request: AdminListParams<'gallery'> & { state?: PublicationState },
    ): Promise<Page<AdminGalleryPhoto>> {
      const { state } = request;
      const rows = db.selectFrom('galleries').selectAll();
      const page = await fetchListPage(state ? rows.where('state', '=', state) : rows, request, {
        matches: (eb, term) => containsTextInAnyLanguage(db, eb.ref('name'), eb.ref('translations'), 'name', term),
        sortColumns: { created_at: 'created_at', name: (eb) => caseless(eb.ref('name')) },
        id: 'id',
      });
      return mapPage(page, (row) => toAdminGalleryPhoto(row, toImageSet));
    },

    async findForAdmin(id: number): Promise<AdminGalleryPhoto | undefined> {
      const row = await db.selectFrom('galleries').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toAdminGalleryPhoto(row, toImageSet);
    },

    async add(
      fields: GalleryFields,
      image: StoredImage,
      publication: StoredPublication,
      restored?: RestoredRow,
    ): Promise<AdminGalleryPhoto> {
      const at = nowIso();
      const row = await db
        .insertInto('galleries')
        .values({
          name: fields.name.trim(),
          translations: serializeTranslations(fields.translations),
          image: serializeStoredImage(image),
          ...publication,
          created_at: at,
          updated_at: at,
          ...asRestored(restored),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAdminGalleryPhoto(row, toImageSet);
    },

    /**
     * Renames; keeps the image when `newImage` is null, the translations when they are absent, and the publication
     * when `publication` is.
     */
    update(
      id: number,
      fields: GalleryFields,
      newImage: StoredImage | null,
      publication?: StoredPublication,
    ): Promise<GalleryUpdate> {
      return imageRows.update(id, newImage, async (trx, image) => {
        const row = await trx
          .updateTable('galleries')
          .set({
            name: fields.name.trim(),
            ...(fields.translations !== undefined && { translations: serializeTranslations(fields.translations) }),
            ...image,
            ...publication,
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { photo: toAdminGalleryPhoto(row, toImageSet) };
      });
    },

    /** The publication of the photo, for resolving an edit's fields against it. */
    publicationOf: (id: number): Promise<StoredPublication | undefined> => readPublication(db, 'galleries', id),

    /** Deletes the row and answers its image, whose files the caller removes once this has committed. */
    remove: (id: number, alsoRecord?: InTransaction): Promise<ImageRowRemoval> =>
      db.transaction().execute(async (trx) => {
        const removal = await imageEntity(trx, 'galleries').remove(id);
        if (removal.status === 'deleted') await alsoRecord?.(trx);
        return removal;
      }),
  };
}

export type GalleryRepository = ReturnType<typeof galleryRepository>;
