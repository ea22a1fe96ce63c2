import { dataOf } from '@/client/api/envelope';
import type { CategoryChartEntry, DashboardCareer, DashboardProduct } from '@/common/api/dashboard';
import { api } from '@/client/api/api';

/** Product, category and career changes invalidate 'Dashboard', so these refresh after any edit. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategoryChart: build.query<CategoryChartEntry[], void>({
      query: () => '/admin/dashboard/category-chart',
      transformResponse: dataOf<CategoryChartEntry[]>,
      providesTags: ['Dashboard'],
    }),
    getDashboardProducts: build.query<DashboardProduct[], void>({
      query: () => '/admin/dashboard/products',
      transformResponse: dataOf<DashboardProduct[]>,
      providesTags: ['Dashboard'],
    }),
    getDashboardCareers: build.query<DashboardCareer[], void>({
      query: () => '/admin/dashboard/careers',
      transformResponse: dataOf<DashboardCareer[]>,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetCategoryChartQuery, useGetDashboardProductsQuery, useGetDashboardCareersQuery } = dashboardApi;
