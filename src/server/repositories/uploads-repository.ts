import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { parseStoredImage, type StoredImage } from './image-column';

/** Every table with an image column (each named `image`, holding a StoredImage as JSON). */
export const IMAGE_TABLES = ['categories', 'products', 'articles', 'galleries', 'slides', 'partners'] as const;

/** What the uploads directory must keep: the images every row of every table points at. */
export function uploadsRepository(db: Kysely<Database>) {
  return {
    async referencedImages(): Promise<StoredImage[]> {
      const columns = await Promise.all(
        IMAGE_TABLES.map((table) => db.selectFrom(table).select('image').where('image', 'is not', null).execute()),
      );
      return columns.flat().flatMap((row) => parseStoredImage(row.image) ?? []);
    },
  };
}

export type UploadsRepository = ReturnType<typeof uploadsRepository>;
