import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_SORTS,
  DEFAULT_SORT_ORDER,
  defaultSortOf,
  SORT_ORDERS,
  type AdminListName,
  type AdminSort,
  type SortOrder,
} from '@/common/api/admin-list';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@/common/constants';
import { usePageParam } from './usePageParam';
import { sameSorting, type Sorting } from './tableSorting';
import { useQueryParam } from './useQueryParam';

/** Where an admin list keeps its state in the URL: under the API's own names, so a link reads as the request. */
export const LIST_PARAMS = { page: 'page', limit: 'limit', search: 'search', sort: 'sort', order: 'order' } as const;

/** A new search, sort or page size starts again from the first page. */
const RESETS_PAGE = [LIST_PARAMS.page] as const;

const isPageSize = (size: number) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size);
const isSortOf = <L extends AdminListName>(list: L, value: string | null): value is AdminSort<L> =>
  (ADMIN_SORTS[list] as readonly (string | null)[]).includes(value);
const isOrder = (value: string | null): value is SortOrder =>
  (SORT_ORDERS as readonly (string | null)[]).includes(value);

/** The page and the page size (one the tables offer; anything else reads as the default). */
export function usePagingParams() {
  const [page, setPage] = usePageParam();
  const [size, setSize] = useQueryParam(LIST_PARAMS.limit, String(ADMIN_PAGE_SIZE), RESETS_PAGE);
  const limit = isPageSize(Number(size)) ? Number(size) : ADMIN_PAGE_SIZE;
  const setLimit = useCallback((next: number) => setSize(String(next)), [setSize]);
  return { page, setPage, limit, setLimit };
}

/**
 * The search text and the sorting of a list the server searches and sorts. A sort the list does not offer (an
 * edited URL) reads as the list's own order, so it is never sent; the list's own order is left out of the URL.
 */
export function useSearchSortParams<L extends AdminListName>(list: L) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useQueryParam(LIST_PARAMS.search, '', RESETS_PAGE);
  const sortParam = params.get(LIST_PARAMS.sort);
  const orderParam = params.get(LIST_PARAMS.order);

  const defaultSort = defaultSortOf(list);
  const sort = isSortOf(list, sortParam) ? sortParam : defaultSort;
  const order = isOrder(orderParam) ? orderParam : DEFAULT_SORT_ORDER;

  // One navigation for both: two setters in a row would each start from the same, older query.
  const setSorting = useCallback(
    (next: Sorting<AdminSort<L>>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const reset of RESETS_PAGE) updated.delete(reset);
          if (sameSorting(next, { sort: defaultSort, order: DEFAULT_SORT_ORDER })) {
            updated.delete(LIST_PARAMS.sort);
            updated.delete(LIST_PARAMS.order);
          } else {
            updated.set(LIST_PARAMS.sort, next.sort);
            updated.set(LIST_PARAMS.order, next.order);
          }
          return updated;
        },
        { replace: true },
      ),
    [defaultSort, setParams],
  );

  return {
    search,
    setSearch,
    sorting: { sort, order },
    defaultSorting: { sort: defaultSort, order: DEFAULT_SORT_ORDER },
    setSorting,
  };
}
