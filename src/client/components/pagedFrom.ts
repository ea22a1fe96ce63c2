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

/** A list the API answers whole (slides, partners, industries, applications) in the shape of one page of it, for the admin table. */
export const pagedFrom =
  <Row>(useList: () => WholeListQuery<Row>) =>
  ({ page, limit }: PageQuery): PagedListQuery<Row> => {
    const { data, ...state } = useList();
    return {
      ...state,
      data: data && {
        data: data.slice((page - 1) * limit, page * limit),
        totalData: data.length,
        totalPage: totalPages(data.length, limit),
      },
    };
  };
