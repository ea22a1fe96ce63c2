import { dataOf } from '@/client/api/envelope';
import type { SearchResults } from '@/common/api/search';
import { siteSearchParams } from '@/common/site-search';
import { api, contentRead, type ContentRequest } from '@/client/api/api';

export interface SiteSearchRequest extends ContentRequest {
  /** Trimmed and long enough (see `searchTermOf`). */
  term: string;
  /** Hits of each kind. */
  limit: number;
  /** Which `limit` hits of each kind; the first when left out. */
  page?: number;
}

/** The search finds every kind of content, so any change to one of them (or the language) searches again. */
const SEARCHED_LISTS = (['Product', 'Category', 'Article', 'Career'] as const).map((type) => ({ type, id: 'LIST' }));

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchSite: build.query<SearchResults, SiteSearchRequest>({
      query: ({ term, limit, page, ...request }) =>
        contentRead('/search', request, siteSearchParams(term, limit, page)),
      transformResponse: dataOf<SearchResults>,
      providesTags: SEARCHED_LISTS,
    }),
  }),
});

export const { useSearchSiteQuery } = searchApi;
