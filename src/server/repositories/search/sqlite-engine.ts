import { sql, type Kysely } from 'kysely';
import type { Language } from '@/common/language';
import type { Database } from '@/server/db/schema';
import { entityImage } from './entity-image';
import { indexTable } from './index-table';
import { entityKey, isPlainTerm, type EntityKey, type FoundRow, type SearchEngine } from './search-engine';
import { MATCH_END, MATCH_START } from './search-text';
import type { IndexedTerm, VocabularyReach } from './spelling';

/** bm25 weights of the columns kind, entity_id, language (not indexed), title and body: a title match ranks first. */
const BM25_WEIGHTS = sql.raw('0, 0, 0, 20.0, 1.0');
const TITLE_COLUMN = 3;
const BODY_COLUMN = 4;
const SNIPPET_TOKENS = 16;

/**
 * FTS5 query syntax built from plain words only (letters and digits, see queryWords): each word a quoted prefix,
 * all of them required. Nothing a visitor types reaches the engine as syntax.
 */
const matchExpression = (words: string[]) => words.map((word) => `"${word}"*`).join(' AND ');

/** The FTS5 table of migration 0007 and its vocabulary. */
export function sqliteSearchEngine(db: Kysely<Database>): SearchEngine {
  return {
    ...indexTable(
      db,
      'search_index',
      ['kind', 'entity_id', 'language', 'title', 'body'],
      ({ kind, entity_id, language, title, body }) => sql`(${kind}, ${entity_id}, ${language}, ${title}, ${body})`,
    ),

    // Ranks every matching row, keeps one per entity and the first of each kind, then highlights only those: FTS5's
    // highlight() and snippet() need the MATCH of their own scan, joined back by rowid.
    async find(words: string[], language: Language, limit: number, offset: number): Promise<FoundRow[]> {
      const match = matchExpression(words);
      const { rows } = await sql<FoundRow>`
        with matched as (
          select rowid as row_id, kind, entity_id, language, bm25(search_index, ${BM25_WEIGHTS}) as score
          from search_index where search_index match ${match}
        ), best as (
          select *, row_number() over (
            partition by kind, entity_id order by language = ${language} desc, score
          ) as pick
          from matched
        ), ranked as (
          select *, row_number() over (partition by kind order by score, entity_id) as position,
            count(*) over (partition by kind) as total
          from best where pick = 1
        )
        select ranked.kind, ranked.entity_id, ranked.language, ranked.total,
          highlight(search_index, ${TITLE_COLUMN}, ${MATCH_START}, ${MATCH_END}) as title,
          snippet(search_index, ${BODY_COLUMN}, ${MATCH_START}, ${MATCH_END}, '…', ${SNIPPET_TOKENS}) as snippet,
          ${entityImage(sql.ref('ranked.kind'), sql.ref('ranked.entity_id'))} as image
        from ranked cross join search_index on search_index.rowid = ranked.row_id
        where search_index match ${match} and ranked.position > ${offset} and ranked.position <= ${offset + limit}
        order by ranked.kind, ranked.position`.execute(db);
      return rows;
    },

    // The language column is not indexed: a scan, made only for hits found in another language. FTS5 keeps the ids
    // as reals ('1.0').
    async titles(language: Language, keys: EntityKey[]): Promise<Map<string, string>> {
      const wanted = keys.map(entityKey);
      const { rows } = await sql<EntityKey & { title: string }>`
        select kind, entity_id, title from search_index
        where language = ${language} and kind || ':' || cast(entity_id as integer) in (${sql.join(wanted)})`.execute(
        db,
      );
      return new Map(rows.map((row) => [entityKey(row), row.title]));
    },

    async vocabulary({ prefixes, shortest, longest }: VocabularyReach): Promise<IndexedTerm[]> {
      const startsWithOne = prefixes.map((prefix) => sql`term like ${`${prefix}%`}`);
      const { rows } = await sql<IndexedTerm>`
        select term, doc as documents from search_index_vocab
        where length(term) between ${shortest} and ${longest} or ${sql.join(startsWithOne, sql` or `)}`.execute(db);
      return rows.filter(isPlainTerm);
    },
  };
}
