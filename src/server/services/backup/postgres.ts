import type { Db } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import { postgresBackupRepository, type TableRows } from '@/server/repositories/backup-repository';
import { rebuildSearchIndex } from '@/server/repositories/search-index';
import { BACKUP_TABLES, isMigrationTable, isSearchIndexTable, unknownTables, type BackupTable } from './tables';
import type { DatabaseFacts } from './sqlite';

/**
 * Every application table as rows, read inside one REPEATABLE READ, READ ONLY transaction: one consistent
 * snapshot while the servers keep writing. (pg_dump would do it too, but its version must match the server's.)
 */
export async function exportPostgres(db: Db): Promise<DatabaseFacts & { rows: Map<BackupTable, TableRows> }> {
  return postgresBackupRepository(db.kysely).inReadOnlySnapshot(async (snapshot) => {
    const found = await snapshot.tableNames();
    const strangers = unknownTables(found);
    if (strangers.length > 0) {
      throw new Error(
        `The database has tables this version does not know (${strangers.join(', ')}); use the matching version's backup.`,
      );
    }
    const missing = BACKUP_TABLES.filter((table) => !found.includes(table));
    if (missing.length > 0) throw new Error(`The database is not migrated (missing ${missing.join(', ')}).`);
    const rows = new Map<BackupTable, TableRows>();
    const tables: Record<string, number> = {};
    for (const table of BACKUP_TABLES) {
      const tableRows = await snapshot.allRows(table);
      rows.set(table, tableRows);
      tables[table] = tableRows.length;
    }
    return { rows, tables, migrations: await snapshot.appliedMigrations() };
  });
}

/** Application tables of the connection's schema that hold at least one row. */
export async function postgresTablesWithRows(db: Db): Promise<string[]> {
  const repository = postgresBackupRepository(db.kysely);
  const filled: string[] = [];
  const tables = (await repository.tableNames()).filter((name) => !isMigrationTable(name) && !isSearchIndexTable(name));
  for (const table of tables) {
    if (await repository.hasRows(table)) filled.push(table);
  }
  return filled;
}

/**
 * Migrates an empty database to this version's schema and inserts every table's rows in one transaction; refuses
 * a backup made at another schema version, whose rows may not fit these tables.
 */
export async function restorePostgres(
  db: Db,
  migrations: string[],
  rowsOf: (table: BackupTable) => TableRows,
): Promise<void> {
  const repository = postgresBackupRepository(db.kysely);
  await migrateToLatest(db.kysely);
  const current = await repository.appliedMigrations();
  if (current.join(',') !== migrations.join(',')) {
    throw new Error(
      `The backup was made at schema version ${migrations.at(-1) ?? 'none'} and this version is at ${current.at(-1) ?? 'none'}; ` +
        'restore it with the version of the application that made it.',
    );
  }
  await repository.inTransaction(async (trx) => {
    // Rows come from the same schema version (checked above), so their columns are the table's.
    for (const table of BACKUP_TABLES) await trx.insertRows(table, rowsOf(table));
    // The next id continues after the largest restored one, as it did in the backed-up database.
    for (const serial of await trx.serialColumns()) {
      if (!isMigrationTable(serial.table)) await trx.continueSequence(serial);
    }
  });
  // Backups leave out the search index, which is derived from the rows just written.
  await rebuildSearchIndex(db.kysely);
}

export async function countPostgresTables(db: Db): Promise<Record<string, number>> {
  const repository = postgresBackupRepository(db.kysely);
  const tables: Record<string, number> = {};
  for (const table of BACKUP_TABLES) tables[table] = await repository.countRows(table);
  return tables;
}
