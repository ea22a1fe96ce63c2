import type { Kysely } from 'kysely';
import type { HistoryCollection } from '@/common/api/activity';
import type { PendingCollection } from '@/common/api/pending-changes';
import type { Database } from '../db/schema';
import { parseStoredImage, serializeStoredImage, type StoredImage } from './image-column';
import { nowIso } from './pagination';

/** An item's unpublished changes as kept: its form's fields, the picture they bring, who saved them and when. */
export interface StoredPendingChanges {
  fields: Record<string, unknown>;
  image: StoredImage | null;
  savedAt: string;
  username: string | null;
}

/**
 * How a public read answers a preview of one item: whatever its publication, with its unpublished changes (its
 * form's fields and their picture) laid over it, as it would read once they are published.
 */
export interface PreviewRead<F> {
  unpublished?: boolean;
  changes?: { fields: F; image: StoredImage | null };
}

export interface NewPendingChanges {
  fields: Record<string, unknown>;
  image: StoredImage | null;
  userId: number | null;
  username: string | null;
}

interface Row {
  fields: string;
  image: string | null;
  saved_at: string;
  username: string | null;
}

const parsed = (row: Row): StoredPendingChanges => ({
  fields: JSON.parse(row.fields) as Record<string, unknown>,
  image: parseStoredImage(row.image),
  savedAt: new Date(row.saved_at).toISOString(),
  username: row.username,
});

/** The one copy of unpublished changes each published item may have. */
export function pendingChangesRepository(db: Kysely<Database>) {
  const ofItem = (collection: PendingCollection, itemId: number) =>
    db
      .selectFrom('pending_changes')
      .select(['fields', 'image', 'saved_at', 'username'])
      .where('collection', '=', collection)
      .where('item_id', '=', itemId);

  return {
    async find(collection: PendingCollection, itemId: number): Promise<StoredPendingChanges | undefined> {
      const row = await ofItem(collection, itemId).executeTakeFirst();
      return row && parsed(row);
    },

    /** Keeps `changes` as the item's copy, in place of any earlier one; answers the earlier one's picture, if any. */
    save(collection: PendingCollection, itemId: number, changes: NewPendingChanges): Promise<StoredImage | null> {
      return db.transaction().execute(async (trx) => {
        const earlier = await trx
          .deleteFrom('pending_changes')
          .where('collection', '=', collection)
          .where('item_id', '=', itemId)
          .returning('image')
          .executeTakeFirst();
        await trx
          .insertInto('pending_changes')
          .values({
            collection,
            item_id: itemId,
            fields: JSON.stringify(changes.fields),
            image: changes.image && serializeStoredImage(changes.image),
            user_id: changes.userId,
            username: changes.username,
            saved_at: nowIso(),
          })
          .execute();
        return parseStoredImage(earlier?.image ?? null);
      });
    },

    /**
     * Forgets the item's copy (only the one saved at `savedAt`, when given: a copy saved since stays); answers it, or
     * undefined when there was none.
     */
    async remove(
      collection: HistoryCollection,
      itemId: number,
      savedAt?: string,
    ): Promise<StoredPendingChanges | undefined> {
      const row = await db
        .deleteFrom('pending_changes')
        .where('collection', '=', collection)
        .where('item_id', '=', itemId)
        .$if(savedAt !== undefined, (query) => query.where('saved_at', '=', savedAt!))
        .returning(['fields', 'image', 'saved_at', 'username'])
        .executeTakeFirst();
      return row && parsed(row);
    },

    /** The pictures the copies bring, which the uploads directory keeps. */
    async images(): Promise<StoredImage[]> {
      const rows = await db.selectFrom('pending_changes').select('image').where('image', 'is not', null).execute();
      return rows.flatMap((row) => parseStoredImage(row.image) ?? []);
    },

    /** Whether a copy brings the picture with this key. */
    async namesImage(key: string): Promise<boolean> {
      const row = await db
        .selectFrom('pending_changes')
        .select('item_id')
        .where('image', 'like', `%"key":"${key}"%`)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type PendingChangesRepository = ReturnType<typeof pendingChangesRepository>;
