import type { Kysely } from 'kysely';
import type { PublicationState } from '@/common/api/publication';
import type { Database } from '../db/schema';
import type { PublishableTable } from './publication-schedule';

/** An item's publication as stored (migration 0015): the form's fields resolved against the clock. */
export interface StoredPublication {
  state: PublicationState;
  publish_at: string | null;
  unpublish_at: string | null;
}

/** Visitors read published items only. */
export const PUBLISHED: PublicationState = 'published';

/** A row's publication columns as the database answers them. */
type PublicationColumns = Record<keyof StoredPublication, string | null>;

/** A row as visitors read it: a published one, whose publication goes without saying. */
export function withoutPublication<Row extends PublicationColumns>({
  state: _state,
  publish_at: _publishAt,
  unpublish_at: _unpublishAt,
  ...row
}: Row): Omit<Row, keyof PublicationColumns> {
  return row;
}

/** The stored publication of row `id` of `table`, for resolving an edit's fields against it; undefined when none. */
export const readPublication = (
  executor: Kysely<Database>,
  table: PublishableTable,
  id: number,
): Promise<StoredPublication | undefined> =>
  executor
    .selectFrom(table)
    .select(['state', 'publish_at', 'unpublish_at'])
    .where('id', '=', id)
    .executeTakeFirst() as Promise<StoredPublication | undefined>;
