import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { activityRepository } from './activity-repository';
import { parseStoredImage, type StoredImage } from './image-column';
import { pendingChangesRepository } from './pending-changes-repository';

/** Every table with an image column (each named `image`, holding a StoredImage as JSON). */
export const IMAGE_TABLES = ['categories', 'products', 'articles', 'galleries', 'slides', 'partners'] as const;

/** An uploaded picture's file as a URL names it: `/uploads/<key>-<width>.webp`. */
const UPLOAD_URL = /\/uploads\/([A-Za-z0-9_-]+-\d+\.webp)/g;

/**
 * What the uploads directory must keep: the images every row of every table points at, those unpublished changes
 * bring, and those the kept revisions name (so that a revision can be restored with its picture).
 */
export function uploadsRepository(db: Kysely<Database>) {
  const activity = activityRepository(db);
  const pendingChanges = pendingChangesRepository(db);
  return {
    async referencedImages(): Promise<StoredImage[]> {
      const columns = await Promise.all(
        IMAGE_TABLES.map((table) => db.selectFrom(table).select('image').where('image', 'is not', null).execute()),
      );
      const inRows = columns.flat().flatMap((row) => parseStoredImage(row.image) ?? []);
      return [...inRows, ...(await pendingChanges.images())];
    },

    /** The file names of the pictures the kept revisions name. */
    async filesOfRevisions(): Promise<Set<string>> {
      const names = new Set<string>();
      for (const text of await activity.snapshotsNamingUploads()) {
        for (const match of text.matchAll(UPLOAD_URL)) names.add(match[1]!);
      }
      return names;
    },

    /** Whether a row, unpublished changes or a kept revision still name the picture with this key. */
    async namesImage(key: string): Promise<boolean> {
      const inRows = await Promise.all(
        IMAGE_TABLES.map((table) =>
          db.selectFrom(table).select('id').where('image', 'like', `%"key":"${key}"%`).limit(1).executeTakeFirst(),
        ),
      );
      return inRows.some(Boolean) || (await pendingChanges.namesImage(key)) || (await activity.namesUpload(key));
    },
  };
}

export type UploadsRepository = ReturnType<typeof uploadsRepository>;
