import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { BACKUP_TABLES, isMigrationTable, unknownTables, type BackupTable } from './backup-tables';
import type { DatabaseFacts } from './backup-sqlite';

export type TableRows = Record<string, unknown>[];

// PostgreSQL binds at most 65535 parameters per statement; no table has more than 10 columns.
const INSERT_BATCH = 500;

async function tablesOf(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Every application table as rows, read inside one REPEATABLE READ, READ ONLY transaction: one consistent
 * snapshot while the servers keep writing. (pg_dump would do it too, but its version must match the server's.)
 */
export async function exportPostgres(db: Db): Promise<DatabaseFacts & { rows: Map<BackupTable, TableRows> }> {
  return db.kysely
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const found = await tablesOf(trx);
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
        const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(trx);
        rows.set(table, result.rows);
        tables[table] = result.rows.length;
      }
      return { rows, tables, migrations: await appliedMigrations(trx) };
    });
}

/** Application tables of the connection's schema that hold at least one row. */
export async function postgresTablesWithRows(db: Db): Promise<string[]> {
  const filled: string[] = [];
  for (const table of (await tablesOf(db.kysely)).filter((name) => !isMigrationTable(name))) {
    const { rows } = await sql<{
      filled: boolean;
    }>`select exists (select 1 from ${sql.table(table)}) as filled`.execute(db.kysely);
    if (rows[0]?.filled) filled.push(table);
  }
  return filled;
}

async function insertRows(trx: Transaction<Database>, table: BackupTable, rows: TableRows): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    // Rows come from the same schema version (checked by the caller), so their columns are the table's.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + INSERT_BATCH) as never)
      .execute();
  }
}

async function resetSequences(trx: Transaction<Database>): Promise<void> {
  const { rows } = await sql<{ table: string; column: string; sequence: string }>`
    select table_name as table, column_name as column,
      pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
    from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`.execute(trx);
  for (const { table, column, sequence } of rows) {
    if (isMigrationTable(table)) continue;
    // The next id continues after the largest restored one, as it did in the backed-up database.
    await sql`select setval(${sequence}, coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      trx,
    );
  }
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
  await migrateToLatest(db.kysely);
  const current = await appliedMigrations(db.kysely);
  if (current.join(',') !== migrations.join(',')) {
    throw new Error(
      `The backup was made at schema version ${migrations.at(-1) ?? 'none'} and this version is at ${current.at(-1) ?? 'none'}; ` +
        'restore it with the version of the application that made it.',
    );
  }
  await db.kysely.transaction().execute(async (trx) => {
    for (const table of BACKUP_TABLES) await insertRows(trx, table, rowsOf(table));
    await resetSequences(trx);
  });
}

export async function countPostgresTables(db: Db): Promise<Record<string, number>> {
  const tables: Record<string, number> = {};
  for (const table of BACKUP_TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db.kysely);
    tables[table] = rows[0]?.n ?? 0;
  }
  return tables;
}
