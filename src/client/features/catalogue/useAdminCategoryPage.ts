import { useMemo } from 'react';
import type { PageQuery } from '@/common/api/envelope';
import type { PublicationState } from '@/common/api/publication';
import { totalPages } from '@/common/paging';
import { useGetAdminCategoriesQuery } from './adminCatalogueApi';

/**
 * The admin's categories (of one publication state, when given) come all at once; this serves one page of them, like
 * a paged list query.
 */
export function useAdminCategoryPage({ page, limit }: PageQuery, state?: PublicationState) {
  const {
    data: categories,
    isFetching,
    isLoading,
    error,
    refetch,
  } = useGetAdminCategoriesQuery(state ? { state } : undefined);
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
