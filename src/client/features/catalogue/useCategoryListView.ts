import { useState } from 'react';
import { CATALOGUE_FILTER_NAMES } from '@/common/catalogue-filters';
import { DEFAULT_CATEGORY_SORT, isCategorySort, type CategoryListView } from '@/common/category-list';
import { usePageParam } from '@/client/components/usePageParam';
import { useDebouncedValue } from '@/client/components/useDebouncedValue';
import { useQueryParam } from '@/client/components/useQueryParam';
import { useCatalogueFilterParams } from './useCatalogueFilterParams';

/** How long typing pauses before the search goes to the server. */
const SEARCH_DELAY_MS = 300;
/** A new search, sort or filter starts again from the first page. */
const RESETS_PAGE = ['page'] as const;

const VIEW_KEYS = ['search', 'sort', 'page', ...CATALOGUE_FILTER_NAMES] as const;
const sameView = (a: CategoryListView, b: CategoryListView) => VIEW_KEYS.every((key) => a[key] === b[key]);

/**
 * The search, sort, page and filters of /produk_kategori, kept in the URL (`?q=`, `?sort=`, `?page=`,
 * `?industry=`, `?application=`, `?certification=`), and the view to ask the server for: a changed search once
 * typing pauses, any other change at once. While a search is being typed the last view stays requested, so no page
 * of the old search is fetched in between.
 */
export function useCategoryListView() {
  const [query, setQuery] = useQueryParam('q', '', RESETS_PAGE);
  const [rawSort, setSort] = useQueryParam('sort', DEFAULT_CATEGORY_SORT, RESETS_PAGE);
  const [page, setPage] = usePageParam();
  const { filters, setFilter, clearFilters } = useCatalogueFilterParams(RESETS_PAGE);
  const sort = isCategorySort(rawSort) ? rawSort : DEFAULT_CATEGORY_SORT;
  const settledQuery = useDebouncedValue(query, SEARCH_DELAY_MS);

  const current: CategoryListView = { search: query, sort, page, ...filters };
  const [requested, setRequested] = useState<CategoryListView>(current);
  const typing = settledQuery !== query;
  if (!typing && !sameView(requested, current)) {
    // Adjusting state while rendering (not in an effect) spares a render with the stale view.
    setRequested(current);
  }

  return { query, setQuery, sort, setSort, page, setPage, filters, setFilter, clearFilters, requested };
}
