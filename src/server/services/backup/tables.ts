import type { Database } from '@/server/db/schema';

/** Every application table, parents before children, so rows can be inserted in this order. */
export const BACKUP_TABLES = [
  'users',
  'user_invitations',
  'two_step_recovery_codes',
  'staff_sessions',
  'activity',
  'password_reset_codes',
  'password_reset_code_tries',
  'login_failures',
  // Partners before products: a product names its principal.
  'slides',
  'partners',
  'categories',
  'products',
  'product_certifications',
  'catalogue_terms',
  'product_terms',
  'product_documents',
  'careers',
  'articles',
  'galleries',
  'pending_changes',
  'site_documents',
  'enquiries',
  'used_form_tokens',
  'app_meta',
] as const satisfies readonly (keyof Database)[];

export type BackupTable = (typeof BACKUP_TABLES)[number];

// A table added to the schema but not to the list above fails the type check here instead of being left out of backups.
type Unlisted = Exclude<keyof Database, BackupTable>;
export const everyTableListed: [Unlisted] extends [never] ? true : never = true;

/** Kysely's own bookkeeping; the migrations are recorded in the manifest instead. */
export const isMigrationTable = (name: string) => name.startsWith('kysely_');

/**
 * The site search's index (migration 0007: PostgreSQL's table, SQLite's FTS5 table with its shadow and vocabulary
 * tables). It is derived from the content, so backups leave it out and the application rebuilds it.
 */
export const isSearchIndexTable = (name: string) =>
  name === 'search_documents' || name === 'search_index' || name.startsWith('search_index_');

/**
 * SQLite's job queue (migration 0014): work in flight, not data. A restored installation queues its periodic jobs at
 * start and its pending notifications with the next maintenance run.
 */
export const isJobQueueTable = (name: string) => name === 'job_queue';

/** Tables found in a database that this version does not know how to back up (a newer schema, or a stranger's). */
export function unknownTables(found: string[]): string[] {
  const known = new Set<string>(BACKUP_TABLES);
  return found.filter(
    (name) => !known.has(name) && !isMigrationTable(name) && !isSearchIndexTable(name) && !isJobQueueTable(name),
  );
}
