import { SEARCH_QUERY_MAX_LENGTH } from './constants';

/** Shorter texts match too much to help: the search waits for this many characters. */
export const SEARCH_MIN_LENGTH = 2;
/** Hits of each kind the search results page lists. */
export const SEARCH_PAGE_LIMIT = 20;
/** The last page the search answers: far past any real result, and a bound on how far a query may skip. */
export const SEARCH_PAGE_MAX = 1000;

/** What a typed text searches for: trimmed and cut to what the API takes; '' while it is too short. */
export function searchTermOf(text: string): string {
  const term = text.slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : '';
}

/** The query of GET /search for a term, as the pages request it; page 1 is left out. */
export const siteSearchParams = (term: string, limit: number, page = 1) => ({
  q: term,
  limit,
  ...(page > 1 && { page: Math.min(page, SEARCH_PAGE_MAX) }),
});
