import type { Kysely } from 'kysely';
import {
  SEARCH_KINDS,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchResults,
} from '@/common/api/search';
import type { Language } from '@/common/language';
import { totalPages } from '@/common/paging';
import type { Database } from '@/server/db/schema';
import { imageSetOf, type ToImageSet } from '../image-column';
import { engineOf } from './engine-of';
import { entityKey, type FoundRow, type SearchEngine } from './search-engine';
import { hasMatch, highlighted, markWords, queryWords } from './search-text';
import { correctSpelling, vocabularyReach } from './spelling';

type GroupKey = keyof Pick<SearchResults, 'products' | 'categories' | 'articles' | 'careers'>;

const GROUPS: Record<SearchKind, GroupKey> = {
  product: 'products',
  category: 'categories',
  article: 'articles',
  career: 'careers',
};

/** What a search asks for besides its words. */
interface SearchRequest {
  language: Language;
  limit: number;
  page: number;
  toImageSet: ToImageSet;
}

/** A row found, with its title in the asked language (marked where the words start its words). */
interface ShownRow extends FoundRow {
  shownTitle: string;
}

/**
 * A hit titled in the asked language. Its snippet shows where the words matched: the body's words around the match,
 * or, when the match was in the title of another language, that title.
 */
function hitOf(row: ShownRow, toImageSet: ToImageSet): SearchHit {
  const elsewhere = row.shownTitle !== row.title && hasMatch(row.title) && !hasMatch(row.snippet);
  return {
    kind: row.kind,
    id: row.entity_id,
    title: highlighted(row.shownTitle),
    snippet: highlighted(elsewhere ? row.title : row.snippet),
    snippetLanguage: row.language,
    image: imageSetOf(row.image, toImageSet),
  };
}

/** The kinds, those whose best hit on the page matched in its title first, otherwise in the contract's order. */
function orderOf(rows: FoundRow[]): SearchKind[] {
  const titled = (kind: SearchKind) => hasMatch(rows.find((row) => row.kind === kind)?.title ?? '');
  return [...SEARCH_KINDS].sort((a, b) => Number(titled(b)) - Number(titled(a)));
}

/** The answer from the rows found; past the last page only their totals count. */
function resultsOf(
  rows: ShownRow[],
  terms: string[],
  corrected: boolean,
  request: SearchRequest,
  pastTheEnd = false,
): SearchResults {
  const empty = (): SearchGroup => ({ total: 0, hits: [] });
  const groups = { products: empty(), categories: empty(), articles: empty(), careers: empty() };
  for (const row of rows) {
    const group = groups[GROUPS[row.kind]];
    group.total = Number(row.total);
    if (!pastTheEnd) group.hits.push(hitOf(row, request.toImageSet));
  }
  const most = Math.max(...Object.values(groups).map((group) => group.total));
  return {
    terms,
    corrected,
    ...groups,
    order: orderOf(rows),
    page: request.page,
    totalPage: totalPages(most, request.limit),
  };
}

/** The rows with their titles in the asked language; a second statement only when some matched in another. */
async function inAskedLanguage(engine: SearchEngine, rows: FoundRow[], words: string[], language: Language) {
  const elsewhere = rows.filter((row) => row.language !== language);
  const titles = elsewhere.length ? await engine.titles(language, elsewhere) : new Map<string, string>();
  return rows.map((row): ShownRow => {
    const title = titles.get(entityKey(row));
    return { ...row, shownTitle: title === undefined ? row.title : markWords(title, words) };
  });
}

/**
 * The rows of the asked page; past the last page none, so the first row of each kind instead, whose totals tell how
 * many pages there are (a second statement, only then).
 */
async function pageRows(engine: SearchEngine, words: string[], request: SearchRequest) {
  const { language, limit, page } = request;
  const rows = await engine.find(words, language, limit, (page - 1) * limit);
  if (rows.length > 0 || page === 1) return { rows, pastTheEnd: false };
  return { rows: await engine.find(words, language, 1, 0), pastTheEnd: true };
}

async function answer(engine: SearchEngine, words: string[], corrected: boolean, request: SearchRequest) {
  const { rows, pastTheEnd } = await pageRows(engine, words, request);
  const shown = pastTheEnd
    ? rows.map((row) => ({ ...row, shownTitle: row.title }))
    : await inAskedLanguage(engine, rows, words, request.language);
  return { results: resultsOf(shown, words, corrected, request, pastTheEnd), found: rows.length > 0 };
}

/**
 * The words with each one that starts no indexed term replaced by the closest term (see spelling.ts), or undefined
 * when none was replaced. One statement, made only when a search found nothing.
 */
async function correctedWords(engine: SearchEngine, words: string[]): Promise<string[] | undefined> {
  const reach = vocabularyReach(words);
  if (!reach) return undefined;
  const correction = correctSpelling(words, await engine.vocabulary(reach));
  return correction.corrected ? [...new Set(correction.words)] : undefined;
}

/**
 * The site search: every word of `query` as a prefix, all required, in the rows of every language; each entity once,
 * titled in the asked language, grouped by kind, `limit` of each on each page. When nothing is found, words that
 * match no indexed term are corrected to the closest one and the search runs again.
 */
export async function searchSite(db: Kysely<Database>, query: string, request: SearchRequest): Promise<SearchResults> {
  const words = queryWords(query);
  if (words.length === 0) return resultsOf([], [], false, request);
  const engine = engineOf(db);
  const first = await answer(engine, words, false, request);
  if (first.found) return first.results;
  const corrected = await correctedWords(engine, words);
  if (!corrected) return first.results;
  return (await answer(engine, corrected, true, request)).results;
}
