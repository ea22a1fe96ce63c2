import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

/** Reads a SQLite file read-only, as an operator would after the server died. */
function withSqlite<T>(file: string, read: (db: SqliteDatabase.Database) => T): T {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export function sqliteIntegrity(file: string): string {
  return withSqlite(file, (db) =>
    (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check).join('; '),
  );
}

export function sqliteCareerNames(file: string, prefix: string): Set<string> {
  return withSqlite(file, (db) => {
    const rows = db.prepare("SELECT name FROM careers WHERE name LIKE ? || '%'").all(prefix) as { name: string }[];
    return new Set(rows.map((row) => row.name));
  });
}

/** The names (starting with `prefix`) of the careers in the trash: their last record is their deletion, state kept. */
export function sqliteTrashedCareerNames(file: string, prefix: string): Set<string> {
  return withSqlite(file, (db) => {
    const rows = db
      .prepare(
        `SELECT deletion.entity_name AS name FROM activity deletion
          WHERE deletion.entity = 'career' AND deletion.action = 'delete' AND deletion.snapshot IS NOT NULL
            AND deletion.entity_name LIKE ? || '%'
            AND NOT EXISTS (SELECT 1 FROM activity later WHERE later.entity = 'career'
                            AND later.entity_id = deletion.entity_id AND later.id > deletion.id)`,
      )
      .all(prefix) as { name: string }[];
    return new Set(rows.map((row) => row.name));
  });
}

/** The names of the stored enquiries that start with `prefix`. */
export function sqliteEnquiryNames(file: string, prefix: string): Set<string> {
  return withSqlite(file, (db) => {
    const rows = db.prepare("SELECT name FROM enquiries WHERE name LIKE ? || '%'").all(prefix) as { name: string }[];
    return new Set(rows.map((row) => row.name));
  });
}

/**
 * The articles (titles starting with `prefix`) by publication state, and those whose state and search index
 * disagree: a published article not in the index, or a draft in it (half-published).
 */
export function sqliteArticleStates(file: string, prefix: string) {
  return withSqlite(file, (db) => {
    const rows = db
      .prepare(
        `SELECT title, state,
           EXISTS (SELECT 1 FROM search_index WHERE kind = 'article' AND entity_id = articles.id) AS indexed
         FROM articles WHERE title LIKE ? || '%'`,
      )
      .all(prefix) as { title: string; state: string; indexed: number }[];
    return {
      published: new Set(rows.filter((row) => row.state === 'published').map((row) => row.title)),
      halfPublished: rows
        .filter((row) => (row.state === 'published') !== (row.indexed === 1))
        .map((row) => `${row.title} (${row.state})`),
    };
  });
}

/** The names (starting with `prefix`) of the enquiries whose staff notification is still pending. */
export function sqlitePendingNotifications(file: string, prefix: string): string[] {
  return withSqlite(file, (db) => {
    const rows = db
      .prepare("SELECT name FROM enquiries WHERE mail_status = 'pending' AND name LIKE ? || '%'")
      .all(prefix) as { name: string }[];
    return rows.map((row) => row.name);
  });
}

export function sqliteCounts(file: string): Record<string, number> {
  return withSqlite(file, (db) => {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' AND name NOT LIKE 'kysely%'",
      )
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [name, (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n]),
    );
  });
}

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function pgReachable(url: string): Promise<boolean> {
  return withPg(url, async (client) => (await client.query('SELECT 1')).rowCount === 1).catch(() => false);
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function createDatabase(url: string, name: string): Promise<string> {
  await withPg(url, (client) => client.query(`CREATE DATABASE ${name}`));
  return databaseUrl(url, name);
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await withPg(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

export async function pgCareerNames(url: string, prefix: string): Promise<Set<string>> {
  return withPg(url, async (client) => {
    const { rows } = await client.query<{ name: string }>("SELECT name FROM careers WHERE name LIKE $1 || '%'", [
      prefix,
    ]);
    return new Set(rows.map((row) => row.name));
  });
}

export async function pgCounts(url: string): Promise<Record<string, number>> {
  return withPg(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely%'",
    );
    const counts: Record<string, number> = {};
    for (const { name } of rows) {
      counts[name] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`)).rows[0]!.n);
    }
    return counts;
  });
}

/** Acknowledged writes that the database does not have. */
export const missingWrites = (acknowledged: string[], stored: Set<string>) =>
  acknowledged.filter((name) => !stored.has(name));
