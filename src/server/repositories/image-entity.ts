import type { Insertable, InsertObject, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { parseStoredImage, serializeStoredImage, type StoredImage } from './image-column';
import { canLockRows } from './row-locks';

/** The tables whose rows carry one image, as a stored image descriptor in their `image` column. */
export type ImageTable = 'categories' | 'products' | 'articles' | 'galleries' | 'slides' | 'partners';

/** A row as the demo seed gives it: every column but the generated id and the two timestamps. */
export type SeedRow<T extends ImageTable> = Omit<Insertable<Database[T]>, 'id' | 'created_at' | 'updated_at'>;

/** What an update answered, with the image the new one replaced; or no such row. */
export type ImageRowUpdate<T> = ({ status: 'updated'; replaced: StoredImage | null } & T) | { status: 'not-found' };

/** The deleted row's image; or no such row. */
export type ImageRowRemoval = { status: 'deleted'; image: StoredImage | null } | { status: 'not-found' };

/**
 * The writes every entity with an image column makes the same way. The image files are the caller's: it removes
 * those of a replaced or deleted image once the change has committed.
 */
export function imageEntity<T extends ImageTable>(db: Kysely<Database>, table: T) {
  const name: ImageTable = table;

  /** The row's image column, read under a lock held until the transaction ends (where the database has row locks). */
  const lock = (trx: Kysely<Database>, id: number) =>
    trx
      .selectFrom(name)
      .select('image')
      .where('id', '=', id)
      .$if(canLockRows(trx), (qb) => qb.forUpdate())
      .executeTakeFirst();

  return {
    lock,

    /** Inserts a row as given, created and last changed `at` (the demo seed uses it); answers the new id. */
    async insertSeed(input: SeedRow<T>, at: string): Promise<number> {
      const row = await db
        .insertInto(table)
        // Kysely cannot relate a generic table's Insertable to its insert object; SeedRow<T> types the callers.
        .values({ ...input, created_at: at, updated_at: at } as InsertObject<Database, T>)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Changes one row in a transaction and keeps its image unless `newImage` is given: locks the row, then
     * `write` updates it, spreading `image` (the new image's column value, or nothing) into what it sets.
     * Answers what `write` answers with the image the new one replaced.
     */
    update<R extends object>(
      id: number,
      newImage: StoredImage | null,
      write: (trx: Transaction<Database>, image: { image?: string }) => Promise<R>,
    ): Promise<ImageRowUpdate<R>> {
      return db.transaction().execute(async (trx): Promise<ImageRowUpdate<R>> => {
        const current = await lock(trx, id);
        if (!current) return { status: 'not-found' };
        const written = await write(trx, newImage ? { image: serializeStoredImage(newImage) } : {});
        return { status: 'updated', ...written, replaced: newImage ? parseStoredImage(current.image) : null };
      });
    },

    /** Deletes one row and answers its image. */
    async remove(id: number): Promise<ImageRowRemoval> {
      const row = await db.deleteFrom(name).where('id', '=', id).returning('image').executeTakeFirst();
      return row ? { status: 'deleted', image: parseStoredImage(row.image) } : { status: 'not-found' };
    },
  };
}
