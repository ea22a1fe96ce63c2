import { useState } from 'react';
import { DEFAULT_CATEGORY_SORT, isCategorySort, type CategoryListView } from '@/common/category-list';
import { usePageParam } from '@/client/app/usePageParam';
import { useDebouncedValue } from '@/client/components/useDebouncedValue';
import { useQueryParam } from '@/client/components/useQueryParam';

/** How long typing pauses before the search goes to the server. */
const SEARCH_DELAY_MS = 300;
/** A new search or sort starts again from the first page. */
const RESETS_PAGE = ['page'] as const;

/**
 * The search, sort and page of /produk_kategori, kept in the URL (`?q=`, `?sort=`, `?page=`), and the view to
 * ask the server for: a changed search once typing pauses, any other change at once. While a search is being
 * typed the last view stays requested, so no page of the old search is fetched in between.
 */
export function useCategoryListView() {
  const [query, setQuery] = useQueryParam('q', '', RESETS_PAGE);
  const [rawSort, setSort] = useQueryParam('sort', DEFAULT_CATEGORY_SORT, RESETS_PAGE);
  const [page, setPage] = usePageParam();
  const sort = isCategorySort(rawSort) ? rawSort : DEFAULT_CATEGORY_SORT;
  const settledQuery = useDebouncedValue(query, SEARCH_DELAY_MS);

  const [requested, setRequested] = useState<CategoryListView>({ search: query, sort, page });
  const typing = settledQuery !== query;
  if (!typing && (requested.search !== query || requested.sort !== sort || requested.page !== page)) {
    // Adjusting state while rendering (not in an effect) spares a render with the stale view.
    setRequested({ search: query, sort, page });
  }

  return { query, setQuery, sort, setSort, page, setPage, requested };
}
