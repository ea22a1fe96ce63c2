import { sql, type Kysely } from 'kysely';
import type { Language } from '@/common/language';
import type { Database } from '@/server/db/schema';
import { entityImage } from './entity-image';
import { indexTable } from './index-table';
import { entityKey, isPlainTerm, type EntityKey, type FoundRow, type SearchEngine } from './search-engine';
import { markOriginal, MATCH_END, MATCH_START, withoutDiacritics } from './search-text';
import type { IndexedTerm, VocabularyReach } from './spelling';

/** ts_rank weights {D, C, B, A}: the title (A) far above the rest (D), so a title match ranks first. */
const RANK_WEIGHTS = sql.lit('{0.02, 0, 0, 1}');
const WHOLE_TEXT_OPTIONS = sql.lit(`HighlightAll=true, StartSel=${MATCH_START}, StopSel=${MATCH_END}`);
const SNIPPET_OPTIONS = sql.lit(
  `MaxFragments=1, MaxWords=16, MinWords=6, ShortWord=0, StartSel=${MATCH_START}, StopSel=${MATCH_END}`,
);
/** A body this short is shown whole, as FTS5's snippet of as many words shows it (ts_headline would cut it). */
const WHOLE_BODY_MAX_LENGTH = 160;
/** Text that is only spaces and punctuation: left out of a fragment at the body's ends, it is shown, not cut. */
const ONLY_PUNCTUATION = sql.lit('^[[:space:][:punct:]]*$');

/** Characters PostgreSQL's parser keeps inside a token ('food-grade', 'a@b.c', '-25'): the search splits words there. */
const TOKEN_JOINER = /[-.@/:<>&;_+~#]/u;
const FOLDED = new RegExp(`${TOKEN_JOINER.source}|\\P{ASCII}`, 'gu');

/**
 * A text as the index reads it (migration 0007): token-joining punctuation as spaces, accented letters as plain ones,
 * every other character as it is, so each character stays in its place.
 */
export const indexedText = (text: string): string =>
  text.replace(FOLDED, (char) => {
    if (TOKEN_JOINER.test(char)) return ' ';
    const plain = withoutDiacritics(char);
    return plain.length === char.length ? plain : char;
  });

/**
 * A tsquery of plain words only (letters and digits, see queryWords), each folded like the indexed text, quoted and
 * made a prefix, joined by `operator`: nothing a visitor types reaches it as syntax.
 */
const wordsQuery = (words: string[], operator: '&' | '|') => sql`to_tsquery('simple', (
  select string_agg(quote_literal(word) || ':*', ${` ${operator} `}) from unnest(${words.map(indexedText)}::text[]) as word
))`;

interface PostgresFoundRow extends FoundRow {
  title_original: string;
  /** The body's characters the snippet shows, or null when the fragment could not be placed in the body. */
  snippet_original: string | null;
  /** The body before and after them when that is only punctuation; null when the body goes on there. */
  snippet_lead: string | null;
  snippet_tail: string | null;
}

/**
 * ts_headline marks the text the index reads (indexedText of the original): the marks are put back on the original
 * text, with '…' where the body goes on around the snippet.
 */
function withOriginalTexts({
  title_original,
  snippet_original,
  snippet_lead,
  snippet_tail,
  ...row
}: PostgresFoundRow): FoundRow {
  const snippet =
    snippet_original === null
      ? row.snippet
      : `${snippet_lead ?? '…'}${markOriginal(row.snippet, snippet_original)}${snippet_tail ?? '…'}`;
  return { ...row, title: markOriginal(row.title, title_original), snippet };
}

/** The tsvector table of migration 0007. */
export function postgresSearchEngine(db: Kysely<Database>): SearchEngine {
  return {
    ...indexTable(
      db,
      'search_documents',
      ['kind', 'entity_id', 'language', 'title', 'body', 'indexed_title', 'indexed_body'],
      ({ kind, entity_id, language, title, body }) =>
        sql`(${kind}, ${entity_id}, ${language}, ${title}, ${body}, ${indexedText(title)}, ${indexedText(body)})`,
    ),

    // Ranks every matching row, keeps one per entity and the first of each kind, then makes headlines for those only.
    async find(words: string[], language: Language, limit: number, offset: number): Promise<FoundRow[]> {
      const { rows } = await sql<PostgresFoundRow>`
        with query as (
          select ${wordsQuery(words, '&')} as matching, ${wordsQuery(words, '|')} as ranking
        ), matched as (
          select d.kind, d.entity_id, d.language, ts_rank(${RANK_WEIGHTS}::float4[], d.document, query.ranking) as score
          from search_documents d cross join query
          where d.document @@ query.matching
        ), best as (
          select distinct on (kind, entity_id) kind, entity_id, language, score
          from matched
          order by kind, entity_id, language = ${language} desc, score desc
        ), ranked as (
          select *, row_number() over (partition by kind order by score desc, entity_id) as position,
            count(*) over (partition by kind) as total
          from best
        )
        select ranked.kind, ranked.entity_id, ranked.language, ranked.total,
          headline.title, d.title as title_original, headline.snippet,
          case when placed.at > 0 then substr(d.body, placed.at, placed.length) end as snippet_original,
          case when placed.at > 0 and around.before ~ ${ONLY_PUNCTUATION} then around.before end as snippet_lead,
          case when placed.at > 0 and around.after ~ ${ONLY_PUNCTUATION} then around.after end as snippet_tail,
          ${entityImage(sql.ref<string>('ranked.kind'), sql.ref<number>('ranked.entity_id'))} as image
        from ranked
        join search_documents d
          on d.kind = ranked.kind and d.entity_id = ranked.entity_id and d.language = ranked.language
        cross join query
        cross join lateral (
          select ts_headline('simple', d.indexed_title, query.matching, ${WHOLE_TEXT_OPTIONS}) as title,
            ts_headline(
              'simple', d.indexed_body, query.matching,
              case when length(d.body) <= ${WHOLE_BODY_MAX_LENGTH} then ${WHOLE_TEXT_OPTIONS} else ${SNIPPET_OPTIONS} end
            ) as snippet
        ) headline
        cross join lateral (
          select replace(replace(headline.snippet, ${MATCH_START}, ''), ${MATCH_END}, '') as text
        ) plain
        cross join lateral (
          select strpos(d.indexed_body, plain.text) as at, length(plain.text) as length
        ) placed
        cross join lateral (
          select substr(d.body, 1, greatest(placed.at - 1, 0)) as before, substr(d.body, placed.at + placed.length) as after
        ) around
        where ranked.position > ${offset} and ranked.position <= ${offset + limit}
        order by ranked.kind, ranked.position`.execute(db);
      return rows.map(withOriginalTexts);
    },

    async titles(language: Language, keys: EntityKey[]): Promise<Map<string, string>> {
      const wanted = keys.map(({ kind, entity_id }) => sql`(${kind}, ${entity_id})`);
      const { rows } = await sql<EntityKey & { title: string }>`
        select kind, entity_id, title from search_documents
        where language = ${language} and (kind, entity_id) in (${sql.join(wanted)})`.execute(db);
      return new Map(rows.map((row) => [entityKey(row), row.title]));
    },

    async vocabulary({ prefixes, shortest, longest }: VocabularyReach): Promise<IndexedTerm[]> {
      const { rows } = await sql<IndexedTerm>`
        select word as term, ndoc as documents from ts_stat('select document from search_documents')
        where length(word) between ${shortest} and ${longest}
          or word like any(${prefixes.map((prefix) => `${prefix}%`)}::text[])`.execute(db);
      return rows.filter(isPlainTerm);
    },
  };
}
