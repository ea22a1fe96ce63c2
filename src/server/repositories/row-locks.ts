import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Whether `SELECT … FOR UPDATE` is available. PostgreSQL locks the selected rows until the transaction ends;
 * SQLite has no row locks and needs none, as it runs one writing transaction at a time.
 */
export const canLockRows = (db: Kysely<Database>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
