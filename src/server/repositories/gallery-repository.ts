import type { Kysely, Selectable } from 'kysely';
import {
  GALLERY_TEXT_FIELDS,
  type AdminGalleryPhoto,
  type GalleryFields,
  type GalleryPhoto,
} from '@/common/api/gallery';
import type { AdminListParams } from '@/common/api/admin-list';
import type { Language } from '@/common/language';
import type { Database, GalleriesTable } from '../db/schema';
import { parseStoredImage, serializeStoredImage, type StoredImage, type ToImageSet } from './image-column';
import { imageEntity, type ImageRowRemoval, type ImageRowUpdate } from './image-entity';
import { fetchListPage, mapPage, nowIso, type Page } from './pagination';
import { caseless } from './text-search';
import { containsTextInAnyLanguage, localizeRow, serializeTranslations, withTranslations } from './translations';
import { asRestored, type InTransaction, type RestoredRow } from './restored-row';

export interface GalleryInput {
  name: string;
  image: string;
  translations?: string;
}

export type GalleryUpdate = ImageRowUpdate<{ photo: AdminGalleryPhoto }>;

type GalleryRow = Selectable<GalleriesTable>;

// The column is NOT NULL: every photo has its image.
/** A photo with its caption in `language`, as visitors see it. */
const toGalleryPhoto = ({ image, ...row }: GalleryRow, toImageSet: ToImageSet, language: Language) =>
  ({
    ...localizeRow(row, GALLERY_TEXT_FIELDS, language),
    gallery_image: toImageSet(parseStoredImage(image)!),
  }) satisfies GalleryPhoto;

/** A photo as the back office edits it: English caption and every translation. */
const toAdminGalleryPhoto = ({ image, ...row }: GalleryRow, toImageSet: ToImageSet) =>
  ({ ...withTranslations(row), gallery_image: toImageSet(parseStoredImage(image)!) }) satisfies AdminGalleryPhoto;

/** Gallery photos, newest first for visitors; the back office sorts its list as it asks. */
export function galleryRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  const imageRows = imageEntity(db, 'galleries');
  const newestFirst = () => db.selectFrom('galleries').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');

  return {
    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('galleries').select('id').where('name', '=', name).executeTakeFirst())?.id,

    /** Inserts a row as given (the demo seed uses it); answers the new id. */
    create: (input: GalleryInput, at: string = nowIso()): Promise<number> => imageRows.insertSeed(input, at),

    /** Every photo, captions in `language`. */
    async listAll(language: Language): Promise<GalleryPhoto[]> {
      return (await newestFirst().execute()).map((row) => toGalleryPhoto(row, toImageSet, language));
    },

    /** As the back office lists them: found by caption (any language), sorted, paged. */
    async listPage(request: AdminListParams<'gallery'>): Promise<Page<AdminGalleryPhoto>> {
      const page = await fetchListPage(db.selectFrom('galleries').selectAll(), request, {
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

    async add(fields: GalleryFields, image: StoredImage, restored?: RestoredRow): Promise<AdminGalleryPhoto> {
      const at = nowIso();
      const row = await db
        .insertInto('galleries')
        .values({
          name: fields.name.trim(),
          translations: serializeTranslations(fields.translations),
          image: serializeStoredImage(image),
          created_at: at,
          updated_at: at,
          ...asRestored(restored),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAdminGalleryPhoto(row, toImageSet);
    },

    /** Renames; keeps the image when `newImage` is null, and the translations when they are absent. */
    update(id: number, fields: GalleryFields, newImage: StoredImage | null): Promise<GalleryUpdate> {
      return imageRows.update(id, newImage, async (trx, image) => {
        const row = await trx
          .updateTable('galleries')
          .set({
            name: fields.name.trim(),
            ...(fields.translations !== undefined && { translations: serializeTranslations(fields.translations) }),
            ...image,
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { photo: toAdminGalleryPhoto(row, toImageSet) };
      });
    },

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
