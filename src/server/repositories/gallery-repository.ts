import type { Kysely, Selectable } from 'kysely';
import type { GalleryFields, GalleryPhoto } from '@/common/api/gallery';
import type { PageQuery } from '@/common/api/envelope';
import type { Database, GalleriesTable } from '../db/schema';
import { parseStoredImage, serializeStoredImage, type StoredImage, type ToImageSet } from './image-column';
import { imageEntity, type ImageRowRemoval, type ImageRowUpdate } from './image-entity';
import { countAll, fetchPage, nowIso, type Page } from './pagination';

export interface GalleryInput {
  name: string;
  image: string;
}

export type GalleryUpdate = ImageRowUpdate<{ photo: GalleryPhoto }>;

// The column is NOT NULL: every photo has its image.
const toGalleryPhoto = ({ image, ...row }: Selectable<GalleriesTable>, toImageSet: ToImageSet): GalleryPhoto => ({
  ...row,
  gallery_image: toImageSet(parseStoredImage(image)!),
});

/** Gallery photos, newest first everywhere. */
export function galleryRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  const imageRows = imageEntity(db, 'galleries');
  const newestFirst = () => db.selectFrom('galleries').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');

  return {
    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('galleries').select('id').where('name', '=', name).executeTakeFirst())?.id,

    /** Inserts a row as given (the demo seed uses it); answers the new id. */
    create: (input: GalleryInput, at: string = nowIso()): Promise<number> => imageRows.insertSeed(input, at),

    async listAll(): Promise<GalleryPhoto[]> {
      return (await newestFirst().execute()).map((row) => toGalleryPhoto(row, toImageSet));
    },

    listPage(params: PageQuery): Promise<Page<GalleryPhoto>> {
      return fetchPage(
        params,
        async (limit, offset) =>
          (await newestFirst().limit(limit).offset(offset).execute()).map((row) => toGalleryPhoto(row, toImageSet)),
        () => countAll(db, 'galleries'),
      );
    },

    async findById(id: number): Promise<GalleryPhoto | undefined> {
      const row = await db.selectFrom('galleries').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toGalleryPhoto(row, toImageSet);
    },

    async add(fields: GalleryFields, image: StoredImage): Promise<GalleryPhoto> {
      const at = nowIso();
      const row = await db
        .insertInto('galleries')
        .values({ name: fields.name.trim(), image: serializeStoredImage(image), created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toGalleryPhoto(row, toImageSet);
    },

    /** Renames; keeps the image when `newImage` is null. */
    update(id: number, fields: GalleryFields, newImage: StoredImage | null): Promise<GalleryUpdate> {
      return imageRows.update(id, newImage, async (trx, image) => {
        const row = await trx
          .updateTable('galleries')
          .set({ name: fields.name.trim(), ...image, updated_at: nowIso() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { photo: toGalleryPhoto(row, toImageSet) };
      });
    },

    /** Deletes the row and answers its image, whose files the caller removes once this has committed. */
    remove: (id: number): Promise<ImageRowRemoval> => imageRows.remove(id),
  };
}

export type GalleryRepository = ReturnType<typeof galleryRepository>;
