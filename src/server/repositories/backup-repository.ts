import type SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type TableRows = Record<string, unknown>[];

/** A column whose default takes the next value of a sequence (an id column). */
export interface SerialColumn {
  table: string;
  column: string;
  sequence: string;
}

// PostgreSQL binds at most 65535 parameters per statement; no table has more than 10 columns.
const INSERT_BATCH = 500;

/** Whole-table reads and writes of a PostgreSQL database, on a connection or inside a transaction. */
function postgresTables(db: Kysely<Database>) {
  return {
    /** The base tables of the connection's schema, by name. */
    async tableNames(): Promise<string[]> {
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
      return rows.map((row) => row.name);
    },

    /** The names of the migrations applied, in order. */
    async appliedMigrations(): Promise<string[]> {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      return rows.map((row) => row.name);
    },

    /** Every row of a table, in the order of its first column. */
    async allRows(table: string): Promise<TableRows> {
      return (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db)).rows;
    },

    async hasRows(table: string): Promise<boolean> {
      const { rows } = await sql<{
        filled: boolean;
      }>`select exists (select 1 from ${sql.table(table)}) as filled`.execute(db);
      return Boolean(rows[0]?.filled);
    },

    async countRows(table: string): Promise<number> {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
      return rows[0]?.n ?? 0;
    },

    /** Inserts rows as they are, in batches; the caller makes sure they have the table's columns. */
    async insertRows(table: keyof Database, rows: TableRows): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await db
          .insertInto(table)
          .values(rows.slice(start, start + INSERT_BATCH) as never)
          .execute();
      }
    },

    /** Every column of the schema whose default is the next value of a sequence. */
    async serialColumns(): Promise<SerialColumn[]> {
      const { rows } = await sql<SerialColumn>`
        select table_name as table, column_name as column,
          pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
        from information_schema.columns
        where table_schema = current_schema() and column_default like 'nextval(%'`.execute(db);
      return rows;
    },

    /** Sets the sequence so that the next id continues after the largest one in its column. */
    async continueSequence({ table, column, sequence }: SerialColumn): Promise<void> {
      await sql`select setval(${sequence}, coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
        db,
      );
    },
  };
}

export type PostgresTables = ReturnType<typeof postgresTables>;

/** The whole tables of a PostgreSQL database, as a backup reads them and a restore writes them. */
export function postgresBackupRepository(db: Kysely<Database>) {
  return {
    ...postgresTables(db),

    /** Runs `work` on one consistent snapshot: a REPEATABLE READ, READ ONLY transaction. */
    inReadOnlySnapshot<T>(work: (snapshot: PostgresTables) => Promise<T>): Promise<T> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute((trx) => work(postgresTables(trx)));
    },

    /** Runs `work` in one transaction: all of its writes or none. */
    inTransaction<T>(work: (trx: PostgresTables) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(postgresTables(trx)));
    },
  };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The queries made on a SQLite database file opened on its own (a backup's snapshot, a restored file). */
export function sqliteFileRepository(db: SqliteDatabase.Database) {
  return {
    /** The tables of the file, SQLite's own left out, by name. */
    tableNames(): string[] {
      const rows = db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
        )
        .all() as { name: string }[];
      return rows.map((row) => row.name);
    },

    /** SQLite's integrity check: the single answer 'ok', or the problems it found. */
    integrityCheck(): string[] {
      return (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
    },

    countRows(table: string): number {
      return (db.prepare(`SELECT count(*) AS n FROM ${quote(table)}`).get() as { n: number }).n;
    },

    /** The names of the migrations applied, in order (the caller checks the migration table exists). */
    appliedMigrations(): string[] {
      return (db.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map(
        (row) => row.name,
      );
    },

    /** Switches the file from a write-ahead log to a rollback journal, so that it is one self-contained file. */
    useRollbackJournal(): void {
      db.pragma('journal_mode = DELETE');
    },

    /** Deletes every row of a table and gives the space back, so the file is as small as what it keeps. */
    emptyAndCompact(table: string): void {
      db.exec(`DELETE FROM ${quote(table)}`);
      db.exec('VACUUM');
    },
  };
}
