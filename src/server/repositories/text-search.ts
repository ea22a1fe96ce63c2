import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** A LIKE pattern in which `%`, `_` and the escape character match only themselves. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive substring test of a text column, written the same for SQLite and PostgreSQL. */
export function containsText(column: Expression<string>, term: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${containsPattern(term)} escape '\\'`;
}

/** A search text worth filtering by, or undefined for none (absent or blank). */
export const searchTerm = (search: string | undefined): string | undefined => search?.trim() || undefined;

/** A text column ordered without regard to case, the same on SQLite and PostgreSQL. */
export const caseless = (column: Expression<string>): RawBuilder<string> => sql<string>`lower(${column})`;
