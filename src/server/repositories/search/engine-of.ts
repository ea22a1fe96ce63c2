import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { postgresSearchEngine } from './postgres-engine';
import type { SearchEngine } from './search-engine';
import { sqliteSearchEngine } from './sqlite-engine';

/** The search index of the database `executor` works on. */
export const engineOf = (executor: Kysely<Database>): SearchEngine =>
  executor.getExecutor().adapter instanceof PostgresAdapter
    ? postgresSearchEngine(executor)
    : sqliteSearchEngine(executor);
