import { catalogueFilterParams, catalogueFiltersOf, type CatalogueFilters } from './catalogue-filters';
import { CATEGORY_PAGE_SIZE, CATEGORY_SORTS, type CategorySort } from './constants';
import { pageFromQuery } from './paging';

/**
 * What /produk_kategori shows, as its URL keeps it: `?q=` the search, `?sort=`, `?page=` and the filters
 * (`?industry=`, `?application=`, `?certification=`), only those chosen.
 */
export interface CategoryListView extends CatalogueFilters {
  search: string;
  sort: CategorySort;
  page: number;
}

export const DEFAULT_CATEGORY_SORT: CategorySort = CATEGORY_SORTS[0];

export const isCategorySort = (value: unknown): value is CategorySort => CATEGORY_SORTS.includes(value as CategorySort);

/** The query of GET /categories/products for a view. */
export function categoryListParams({
  search,
  sort,
  page,
  ...filters
}: CategoryListView): Record<string, string | number> {
  const term = search.trim();
  return { limit: CATEGORY_PAGE_SIZE, page, sort, ...(term && { search: term }), ...catalogueFilterParams(filters) };
}

/** The view a /produk_kategori URL's query asks for; anything unknown falls back as the page does. */
export function categoryListViewOf(query: URLSearchParams): CategoryListView {
  const sort = query.get('sort');
  return {
    search: query.get('q') ?? '',
    sort: isCategorySort(sort) ? sort : DEFAULT_CATEGORY_SORT,
    page: pageFromQuery(query),
    ...catalogueFiltersOf(query),
  };
}
