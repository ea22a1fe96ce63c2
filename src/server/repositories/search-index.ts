import type { Kysely } from 'kysely';
import { SEARCH_KINDS, type SearchKind } from '@/common/api/search';
import type { Database } from '../db/schema';
import { DOCUMENT_SOURCES } from './search/documents';
import { engineOf } from './search/engine-of';

/**
 * The site search's index (SQLite FTS5, PostgreSQL tsvector), kept in step by the repositories: every write of a
 * product, category, article or career calls `reindex` (or `dropFromIndex`) inside its own transaction, so the index
 * never lags behind what it describes. Rows inserted another way (the seeds, a restore) are indexed by
 * `rebuildSearchIndex`.
 */

/** Entities handled per statement, well under both databases' limits on bound parameters. */
const ID_BATCH = 500;

function batches(ids: readonly number[]): number[][] {
  const unique = [...new Set(ids)];
  const result: number[][] = [];
  for (let start = 0; start < unique.length; start += ID_BATCH) result.push(unique.slice(start, start + ID_BATCH));
  return result;
}

/** Writes the index rows of these entities again, in every language, from what `executor` reads now. */
export async function reindex(executor: Kysely<Database>, kind: SearchKind, ids: number[]): Promise<void> {
  const engine = engineOf(executor);
  for (const batch of batches(ids)) {
    await engine.remove(kind, batch);
    await engine.insert(await DOCUMENT_SOURCES[kind].documents(executor, batch));
  }
}

/**
 * Writes the index rows of these categories again, and those of their products, which visitors find only while their
 * category is published: after a change of the categories' publication.
 */
export async function reindexCategories(executor: Kysely<Database>, ids: number[]): Promise<void> {
  await reindex(executor, 'category', ids);
  const products = await executor.selectFrom('products').select('id').where('category_id', 'in', ids).execute();
  await reindex(
    executor,
    'product',
    products.map((product) => product.id),
  );
}

/** Removes the index rows of these entities. */
export async function dropFromIndex(executor: Kysely<Database>, kind: SearchKind, ids: number[]): Promise<void> {
  const engine = engineOf(executor);
  for (const batch of batches(ids)) await engine.remove(kind, batch);
}

/** Runs `work` in a transaction, or in the caller's when `executor` is one. */
const inTransaction = <T>(executor: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> =>
  executor.isTransaction ? work(executor) : executor.transaction().execute(work);

/** Writes the whole index again from the content, in one transaction; answers how many entities it holds. */
export function rebuildSearchIndex(executor: Kysely<Database>): Promise<number> {
  return inTransaction(executor, async (trx) => {
    const engine = engineOf(trx);
    await engine.clear();
    let indexed = 0;
    for (const kind of SEARCH_KINDS) {
      const source = DOCUMENT_SOURCES[kind];
      const ids = await source.ids(trx);
      for (const batch of batches(ids)) await engine.insert(await source.documents(trx, batch));
      indexed += ids.length;
    }
    return indexed;
  });
}

/**
 * Builds the index when it is empty: on the first start after the migration that made it, after a restore (backups
 * leave it out) or after rows were inserted directly. Answers how many entities it indexed (0 when it had rows).
 */
export async function rebuildSearchIndexIfEmpty(executor: Kysely<Database>): Promise<number> {
  return (await engineOf(executor).isEmpty()) ? rebuildSearchIndex(executor) : 0;
}
