import type { Kysely, Selectable } from 'kysely';
import type { GalleryFields, GalleryPhoto } from '../../common/api/content';
import type { PageQuery } from '../../common/api/envelope';
import type { Database, GalleriesTable } from '../db/schema';
import { parseStoredImage, serializeStoredImage, type StoredImage } from '../services/images';
import type { ToImageSet } from './image-column';
import { fetchPage, nowIso, type Page } from './pagination';
import { canLockRows } from './row-locks';

export interface GalleryInput {
  name: string;
  image: string;
}

export type GalleryUpdate =
  { status: 'updated'; photo: GalleryPhoto; replaced: StoredImage | null } | { status: 'not-found' };
export type GalleryRemoval = { status: 'deleted'; image: StoredImage } | { status: 'not-found' };

// The column is NOT NULL: every photo has its image.
const toGalleryPhoto = ({ image, ...row }: Selectable<GalleriesTable>, toImageSet: ToImageSet): GalleryPhoto => ({
  ...row,
  gallery_image: toImageSet(parseStoredImage(image)!),
});

/** Gallery photos, newest first everywhere. */
export function galleriesRepository(db: Kysely<Database>) {
  const newestFirst = () => db.selectFrom('galleries').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');

  return {
    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('galleries').select('id').where('name', '=', name).executeTakeFirst())?.id,

    /** Inserts a row as given (the demo seed uses it); answers the new id. */
    async create(input: GalleryInput, at: string = nowIso()): Promise<number> {
      const row = await db
        .insertInto('galleries')
        .values({ ...input, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async listAll(toImageSet: ToImageSet): Promise<GalleryPhoto[]> {
      return (await newestFirst().execute()).map((row) => toGalleryPhoto(row, toImageSet));
    },

    listPage(params: PageQuery, toImageSet: ToImageSet): Promise<Page<GalleryPhoto>> {
      return fetchPage(
        params,
        async (limit, offset) =>
          (await newestFirst().limit(limit).offset(offset).execute()).map((row) => toGalleryPhoto(row, toImageSet)),
        async () =>
          Number(
            (
              await db
                .selectFrom('galleries')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
      );
    },

    async findById(id: number, toImageSet: ToImageSet): Promise<GalleryPhoto | undefined> {
      const row = await db.selectFrom('galleries').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toGalleryPhoto(row, toImageSet);
    },

    async add(fields: GalleryFields, image: StoredImage, toImageSet: ToImageSet): Promise<GalleryPhoto> {
      const at = nowIso();
      const row = await db
        .insertInto('galleries')
        .values({ name: fields.name.trim(), image: serializeStoredImage(image), created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toGalleryPhoto(row, toImageSet);
    },

    /** Renames; keeps the image when `newImage` is null. */
    update(
      id: number,
      fields: GalleryFields,
      newImage: StoredImage | null,
      toImageSet: ToImageSet,
    ): Promise<GalleryUpdate> {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('galleries')
          .select('image')
          .where('id', '=', id)
          .$if(canLockRows(trx), (qb) => qb.forUpdate())
          .executeTakeFirst();
        if (!current) return { status: 'not-found' };
        const row = await trx
          .updateTable('galleries')
          .set({
            name: fields.name.trim(),
            ...(newImage && { image: serializeStoredImage(newImage) }),
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          status: 'updated',
          photo: toGalleryPhoto(row, toImageSet),
          replaced: newImage ? parseStoredImage(current.image) : null,
        };
      });
    },

    /** Deletes the row and answers its image, whose files the caller removes once this has committed. */
    async remove(id: number): Promise<GalleryRemoval> {
      const row = await db.deleteFrom('galleries').where('id', '=', id).returning('image').executeTakeFirst();
      return row ? { status: 'deleted', image: parseStoredImage(row.image)! } : { status: 'not-found' };
    },
  };
}

export type GalleriesRepository = ReturnType<typeof galleriesRepository>;
