import type { Kysely } from 'kysely';
import type { SearchQuery, SearchResults } from '@/common/api/search';
import type { Language } from '@/common/language';
import type { Database } from '@/server/db/schema';
import type { ToImageSet } from '../image-column';
import { rebuildSearchIndex, rebuildSearchIndexIfEmpty } from '../search-index';
import { searchSite } from './site-search';

/** The site search and the upkeep of its index as a whole (entity writes keep it in step themselves). */
export function searchRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  return {
    find: ({ q, limit, page }: Pick<SearchQuery, 'q' | 'limit' | 'page'>, language: Language): Promise<SearchResults> =>
      searchSite(db, q, { limit, page, language, toImageSet }),

    /** Writes the whole index again (after rows were inserted without the repositories' writes). */
    rebuild: (): Promise<number> => rebuildSearchIndex(db),

    /** Builds the index when it has no row (at start: after the migration that made it, or a restore). */
    rebuildIfEmpty: (): Promise<number> => rebuildSearchIndexIfEmpty(db),
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
