import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * More work that must commit with a write or not at all: what a deletion leaves in the activity log (the trash reads
 * it), so that no item is ever deleted without it.
 */
export type InTransaction = (trx: Kysely<Database>) => Promise<void>;

/** A deleted row put back from the trash: its id and creation time as they were, so links and history still fit. */
export interface RestoredRow {
  id: number;
  created_at: string;
}

/** The columns that make an insert the row `restored` was (nothing for a new row). */
export const asRestored = (restored: RestoredRow | undefined) =>
  restored ? { id: restored.id, created_at: restored.created_at } : {};
