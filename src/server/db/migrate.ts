import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import * as initial from './migrations/0001-initial';
import * as catalogueIndexes from './migrations/0002-catalogue-indexes';
import * as loginFailures from './migrations/0003-login-failures';
import * as translations from './migrations/0004-translations-and-site-content';
import * as enquiries from './migrations/0005-enquiries';
import * as productSpecifications from './migrations/0006-product-specifications';
import * as searchIndex from './migrations/0007-search-index';
import * as usedFormTokens from './migrations/0008-used-form-tokens';
import * as resetCodeTries from './migrations/0009-reset-code-tries';
import * as staffRoles from './migrations/0010-staff-roles';
import * as activity from './migrations/0011-activity';
import * as staffAccounts from './migrations/0012-staff-accounts';
import * as twoStepAndSessions from './migrations/0013-two-step-and-sessions';
import * as jobQueue from './migrations/0014-job-queue';
import * as articleStates from './migrations/0015-article-states';
import * as publicationStates from './migrations/0016-publication-states';
import * as pendingChanges from './migrations/0017-pending-changes';
import type { Database } from './schema';

// Listed statically so the same list works from TypeScript sources and from the compiled build.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-catalogue-indexes': catalogueIndexes,
  '0003-login-failures': loginFailures,
  '0004-translations-and-site-content': translations,
  '0005-enquiries': enquiries,
  '0006-product-specifications': productSpecifications,
  '0007-search-index': searchIndex,
  '0008-used-form-tokens': usedFormTokens,
  '0009-reset-code-tries': resetCodeTries,
  '0010-staff-roles': staffRoles,
  '0011-activity': activity,
  '0012-staff-accounts': staffAccounts,
  '0013-two-step-and-sessions': twoStepAndSessions,
  '0014-job-queue': jobQueue,
  '0015-article-states': articleStates,
  '0016-publication-states': publicationStates,
  '0017-pending-changes': pendingChanges,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** A migrator for the connection's own schema. */
async function migratorFor(db: Kysely<Database>): Promise<Migrator> {
  // Kysely looks for its migration tables in every schema unless told which one; name the connection's own
  // schema so that two installations in one PostgreSQL database (e.g. test schemas) never see each other's.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({ db, provider, ...(migrationTableSchema && { migrationTableSchema }) });
}

function applied({ error, results = [] }: MigrationResultSet): string[] {
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Brings the schema up to date; throws with the failing migration's name if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return applied(await (await migratorFor(db)).migrateToLatest());
}

/** Moves the schema up or down to just after migration `name` (a test of what a migration does to older data). */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<string[]> {
  return applied(await (await migratorFor(db)).migrateTo(name));
}
