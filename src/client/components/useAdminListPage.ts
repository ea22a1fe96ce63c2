import { useEffect } from 'react';
import type { PageQuery } from '@/common/api/envelope';
import { ADMIN_PAGE_SIZE } from '@/common/constants';
import { isServerAnswer, isStatus, type ApiError } from '../api/errors';
import { useAppDispatch } from '../app/hooks';
import { showToast } from '../app/ui/toast';
import { useKeepPageInRange, usePageParam } from '../app/usePageParam';
import { useAdminModal } from './useAdminModal';

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

/**
 * Everything an admin list page shares: its page kept in the URL, its rows, a toast when they fail to load,
 * a page past the last one brought back to the last, and its modals.
 */
export function useAdminListPage<Row>(
  useList: (query: PageQuery) => PagedListQuery<Row>,
  { loadFailedToast = 'admin:errors.fetchData' }: AdminListPageOptions = {},
) {
  const [page, setPage] = usePageParam();
  const { data, isFetching, isLoading, error, refetch } = useList({ page, limit: ADMIN_PAGE_SIZE });
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
    limit: ADMIN_PAGE_SIZE,
    rows: data?.data ?? [],
    totalData: data?.totalData ?? 0,
    loaded: Boolean(data),
    loading: isLoading || (isFetching && !data),
    error,
    refetch,
  };
}
