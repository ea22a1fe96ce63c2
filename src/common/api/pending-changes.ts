import { Type, type TSchema } from '@sinclair/typebox';
import type { HistoryCollection } from './activity';

/**
 * The collections with a publication: an edit of a published item may be kept apart as its unpublished changes
 * (`PUT /admin/{collection}/:id/changes`, the update's own form) while visitors keep seeing the live item, until
 * they are published (`POST …/changes/publish`) or discarded (`DELETE …/changes`).
 */
export const PENDING_COLLECTIONS = [
  'products',
  'categories',
  'articles',
  'careers',
  'galleries',
  'slides',
  'partners',
] as const satisfies readonly HistoryCollection[];
export type PendingCollection = (typeof PENDING_COLLECTIONS)[number];

/** An item's unpublished changes: the item as it will be once they are published, who saved them and when. */
export const PendingChanges = <T extends TSchema>(item: T) =>
  Type.Object({
    item,
    saved_at: Type.String({ format: 'date-time' }),
    /** The username of whoever saved them last (null once that account is gone from the record). */
    saved_by: Type.Union([Type.String(), Type.Null()]),
  });

export interface PendingChanges<T> {
  item: T;
  saved_at: string;
  saved_by: string | null;
}
