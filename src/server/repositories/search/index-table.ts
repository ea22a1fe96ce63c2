import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SearchKind } from '@/common/api/search';
import type { Database } from '@/server/db/schema';
import { INSERT_BATCH, type SearchDocument, type SearchEngine } from './search-engine';

/** The index's table in each database (migration 0007): an FTS5 table in SQLite, a tsvector table in PostgreSQL. */
export type IndexTableName = 'search_index' | 'search_documents';

/**
 * What both engines do to their table alike: insert rows in batches (`valuesOf` gives one row's values, in the
 * order of `columns`), remove an entity's rows, empty it, tell whether it is empty.
 */
export function indexTable(
  db: Kysely<Database>,
  name: IndexTableName,
  columns: string[],
  valuesOf: (document: SearchDocument) => RawBuilder<unknown>,
): Pick<SearchEngine, 'insert' | 'remove' | 'clear' | 'isEmpty'> {
  const table = sql.table(name);
  const columnList = sql.join(columns.map((column) => sql.ref(column)));
  return {
    async insert(documents: SearchDocument[]) {
      for (let start = 0; start < documents.length; start += INSERT_BATCH) {
        const rows = documents.slice(start, start + INSERT_BATCH).map(valuesOf);
        await sql`insert into ${table} (${columnList}) values ${sql.join(rows)}`.execute(db);
      }
    },

    async remove(kind: SearchKind, ids: number[]) {
      await sql`delete from ${table} where kind = ${kind} and entity_id in (${sql.join(ids)})`.execute(db);
    },

    async clear() {
      await sql`delete from ${table}`.execute(db);
    },

    async isEmpty() {
      return (await sql`select 1 from ${table} limit 1`.execute(db)).rows.length === 0;
    },
  };
}
