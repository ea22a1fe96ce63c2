import type { PageQuery } from '@/common/api/envelope';
import { totalPages } from '@/common/paging';
import type { ApiError } from '../api/errors';
import type { PagedListQuery } from './useAdminListPage';

interface WholeListQuery<Row> {
  data?: Row[];
  isFetching: boolean;
  isLoading: boolean;
  error?: ApiError;
  refetch: () => void;
}

/**
 * A list the API answers whole (slides, partners, industries, applications) in the shape of one page of it, for the
 * admin table; `keep`, when given, filters it first (a state filter).
 */
export const pagedFrom =
  <Row>(useList: () => WholeListQuery<Row>) =>
  ({ page, limit }: PageQuery, keep?: (row: Row) => boolean): PagedListQuery<Row> => {
    const { data, ...state } = useList();
    const rows = data && keep ? data.filter(keep) : data;
    return {
      ...state,
      data: rows && {
        data: rows.slice((page - 1) * limit, page * limit),
        totalData: rows.length,
        totalPage: totalPages(rows.length, limit),
      },
    };
  };
