import { useEffect } from 'react';
import type { AdminListName, AdminListRequest } from '@/common/api/admin-list';
import type { PageQuery } from '@/common/api/envelope';
import { isServerAnswer, isStatus, type ApiError } from '../api/errors';
import { useAppDispatch } from '../app/hooks';
import { showToast } from '../app/ui/toast';
import { useKeepPageInRange } from './usePageParam';
import { usePagingParams, useSearchSortParams } from './useAdminListParams';
import { useAdminModal } from './useAdminModal';
import { sameSorting } from './tableSorting';
import { useDebouncedValue } from './useDebouncedValue';
import { useHeldWhile } from './useHeldWhile';

/** How long typing pauses before a search goes to the server. */
const SEARCH_DELAY_MS = 300;

/** What an admin list page reads from its list query. */
export interface PagedListQuery<Row> {
  data?: { data: Row[]; totalData: number; totalPage: number };
  isFetching: boolean;
  isLoading: boolean;
  error?: ApiError;
  refetch: () => void;
}

interface AdminListPageOptions {
  /** The toast when the list cannot be loaded. */
  loadFailedToast?: string;
}

type Paging = ReturnType<typeof usePagingParams>;

/** The rows of the page asked for, a toast when they fail to load, a page past the last brought back, the modals. */
function useListState<Row>(
  result: PagedListQuery<Row>,
  { page, setPage, limit, setLimit }: Paging,
  { loadFailedToast = 'admin:errors.fetchData' }: AdminListPageOptions,
) {
  const { data, isFetching, isLoading, error, refetch } = result;
  const modals = useAdminModal();
  const dispatch = useAppDispatch();

  useEffect(() => {
    // A 401 signs the user out instead, with a message of its own.
    if (isServerAnswer(error) && !isStatus(error, 401)) {
      dispatch(showToast(loadFailedToast, 'error', 'admin'));
    }
  }, [error, dispatch, loadFailedToast]);

  useKeepPageInRange(page, data?.totalPage, setPage);

  return {
    ...modals,
    page,
    setPage,
    limit,
    setLimit,
    rows: data?.data ?? [],
    totalData: data?.totalData ?? 0,
    loaded: Boolean(data),
    loading: isLoading || (isFetching && !data),
    error,
    refetch,
  };
}

/** Everything an admin list page shares, for a list that is only paged: its page and page size kept in the URL. */
export function useAdminListPage<Row>(
  useList: (query: PageQuery) => PagedListQuery<Row>,
  options: AdminListPageOptions = {},
) {
  const paging = usePagingParams();
  return useListState(useList({ page: paging.page, limit: paging.limit }), paging, options);
}

/**
 * Everything an admin list page shares, for a list the server searches and sorts (AdminListQuery): its page, page
 * size, search, sort and order kept in the URL, so a reload or a shared link shows the same view. The search goes
 * to the server once typing pauses; until then the last request stands, so no page of a half-typed search is
 * fetched. `request` is what was asked for.
 */
export function useSearchableAdminListPage<L extends AdminListName, Row>(
  list: L,
  useList: (query: AdminListRequest<L>) => PagedListQuery<Row>,
  options: AdminListPageOptions = {},
) {
  const paging = usePagingParams();
  const { search, setSearch, sorting, defaultSorting, setSorting } = useSearchSortParams(list);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS).trim();
  // The list's own order is left out, so the default view asks (and is cached) as a plain page.
  const request = useHeldWhile<AdminListRequest<L>>(
    {
      page: paging.page,
      limit: paging.limit,
      ...(!sameSorting(sorting, defaultSorting) && sorting),
      ...(settledSearch && { search: settledSearch }),
    },
    settledSearch !== search.trim(),
  );
  return {
    ...useListState(useList(request), paging, options),
    request,
    search: { value: search, onChange: setSearch },
    sorting: { ...sorting, defaultSorting, onSortingChange: setSorting },
  };
}
