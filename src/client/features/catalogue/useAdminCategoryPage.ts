import { useMemo } from 'react';
import type { PageQuery } from '@/common/api/envelope';
import { totalPages } from '@/common/paging';
import { useGetAdminCategoriesQuery } from './catalogueApi';

/** The admin's categories come all at once; this serves one page of them, like a paged list query. */
export function useAdminCategoryPage({ page, limit }: PageQuery) {
  const { data: categories, isFetching, isLoading, error, refetch } = useGetAdminCategoriesQuery();
  const data = useMemo(
    () =>
      categories && {
        data: categories.slice((page - 1) * limit, page * limit),
        totalData: categories.length,
        totalPage: totalPages(categories.length, limit),
      },
    [categories, page, limit],
  );
  return { data, isFetching, isLoading, error, refetch };
}
