import type { Kysely } from 'kysely';
import type { SearchGroup, SearchHit, SearchKind, SearchResults } from '@/common/api/search';
import type { Language } from '@/common/language';
import type { Database } from '@/server/db/schema';
import { imageSetOf, type ToImageSet } from '../image-column';
import { engineOf } from './engine-of';
import type { FoundRow, SearchEngine } from './search-engine';
import { highlighted, queryWords } from './search-text';
import { correctSpelling, vocabularyReach } from './spelling';

const GROUPS: Record<SearchKind, keyof Omit<SearchResults, 'terms' | 'corrected'>> = {
  product: 'products',
  category: 'categories',
  article: 'articles',
  career: 'careers',
};

const hitOf = (row: FoundRow, toImageSet: ToImageSet): SearchHit => ({
  kind: row.kind,
  id: row.entity_id,
  title: highlighted(row.title),
  snippet: highlighted(row.snippet),
  language: row.language,
  image: imageSetOf(row.image, toImageSet),
});

function resultsOf(rows: FoundRow[], terms: string[], corrected: boolean, toImageSet: ToImageSet): SearchResults {
  const empty = (): SearchGroup => ({ total: 0, hits: [] });
  const results = { terms, corrected, products: empty(), categories: empty(), articles: empty(), careers: empty() };
  for (const row of rows) {
    const group = results[GROUPS[row.kind]];
    group.total = Number(row.total);
    group.hits.push(hitOf(row, toImageSet));
  }
  return results;
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
 * The site search: every word of `query` as a prefix, all required, in the rows of every language; each entity once
 * (in `language` when it matched there), grouped by kind, the first `limit` of each. When nothing is found, words
 * that match no indexed term are corrected to the closest one and the search runs again.
 */
export async function searchSite(
  db: Kysely<Database>,
  query: string,
  limit: number,
  language: Language,
  toImageSet: ToImageSet,
): Promise<SearchResults> {
  const words = queryWords(query);
  if (words.length === 0) return resultsOf([], [], false, toImageSet);
  const engine = engineOf(db);
  const rows = await engine.find(words, language, limit);
  if (rows.length > 0) return resultsOf(rows, words, false, toImageSet);
  const corrected = await correctedWords(engine, words);
  if (!corrected) return resultsOf([], words, false, toImageSet);
  return resultsOf(await engine.find(corrected, language, limit), corrected, true, toImageSet);
}
