import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types';

/**
 * The site search's index: one row per product, category, article and active career per language, with the title
 * and the rest of the texts a visitor reads in that language. The repositories write it; the application fills it
 * at start when it is empty while there is content (after this migration, a restore or a direct seed).
 *
 * Tokens are words of letters and digits, lower-cased, without diacritics, and no stemming on either database: the
 * content is English and Indonesian and no stemmer fits both, and the search matches every word as a prefix, which
 * then works the same on both.
 * - SQLite: FTS5 with the unicode61 tokenizer; a vocabulary table lists the indexed terms for spelling correction.
 * - PostgreSQL: a stored tsvector of the 'simple' configuration (title weighted A, the rest D) with a GIN index.
 *   Its parser would keep 'food-grade', e-mail addresses, host names and signed numbers ('9005-25-8' gives '-25')
 *   as single tokens, and 'simple' keeps diacritics, so the vector is made from `indexed_title` and `indexed_body`:
 *   the texts as the application writes them for the index (punctuation that joins tokens as spaces, accented
 *   letters as plain ones; see repositories/search/postgres-engine.ts), each character in its place, so that a
 *   highlight made on them marks the same characters of `title` and `body`.
 */

async function createPostgresIndex(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table search_documents (
      kind varchar(20) not null,
      entity_id integer not null,
      language varchar(10) not null,
      title text not null,
      body text not null,
      indexed_title text not null,
      indexed_body text not null,
      document tsvector generated always as (
        setweight(to_tsvector('simple', indexed_title), 'A') || setweight(to_tsvector('simple', indexed_body), 'D')
      ) stored,
      primary key (kind, entity_id, language)
    )`.execute(db);
  await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(db);
}

async function createSqliteIndex(db: Kysely<unknown>): Promise<void> {
  await sql`
    create virtual table search_index using fts5(
      kind unindexed, entity_id unindexed, language unindexed, title, body,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
  await sql`create virtual table search_index_vocab using fts5vocab(search_index, 'row')`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await createPostgresIndex(db);
  else await createSqliteIndex(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop table search_documents`.execute(db);
  } else {
    await sql`drop table search_index_vocab`.execute(db);
    await sql`drop table search_index`.execute(db);
  }
}
