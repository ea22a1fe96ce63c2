import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { canLockRows } from './row-locks';
import { nowIso } from './pagination';

/** The tables whose rows are shown in an order the back office sets, kept in their `position` column. */
export type OrderedTable = 'slides' | 'partners';

/** What a reorder answered: done, or the list given is not exactly the rows there are. */
export type Reorder = { status: 'reordered' } | { status: 'mismatch' };

/** The position after every row's: where a new row goes. */
export async function nextPosition(trx: Kysely<Database>, table: OrderedTable): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/**
 * Gives the rows of `table` the positions of their ids in `ids`, in one transaction; refuses a list that is not
 * exactly the ids there are (one missing, one unknown), changing nothing.
 */
export function reorderRows(db: Kysely<Database>, table: OrderedTable, ids: readonly number[]): Promise<Reorder> {
  return db.transaction().execute(async (trx: Transaction<Database>): Promise<Reorder> => {
    const current = await trx
      .selectFrom(table)
      .select('id')
      .$if(canLockRows(trx), (qb) => qb.forUpdate())
      .execute();
    const known = new Set(current.map((row) => row.id));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id))) {
      return { status: 'mismatch' };
    }
    const at = nowIso();
    for (const [position, id] of ids.entries()) {
      await trx.updateTable(table).set({ position, updated_at: at }).where('id', '=', id).execute();
    }
    return { status: 'reordered' };
  });
}
