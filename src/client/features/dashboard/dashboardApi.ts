import type { CategoryChartEntry, DashboardCareer, DashboardProduct } from '@/common/api/dashboard';
import type { Envelope } from '@/common/api/envelope';
import { api } from '@/client/api/api';

/** Product, category and career changes invalidate 'Dashboard', so these refresh after any edit. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategoryChart: build.query<CategoryChartEntry[], void>({
      query: () => '/admin/dashboard/category-chart',
      transformResponse: (response: Envelope<CategoryChartEntry[]>) => response.data,
      providesTags: ['Dashboard'],
    }),
    getDashboardProducts: build.query<DashboardProduct[], void>({
      query: () => '/admin/dashboard/products',
      transformResponse: (response: Envelope<DashboardProduct[]>) => response.data,
      providesTags: ['Dashboard'],
    }),
    getDashboardCareers: build.query<DashboardCareer[], void>({
      query: () => '/admin/dashboard/careers',
      transformResponse: (response: Envelope<DashboardCareer[]>) => response.data,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetCategoryChartQuery, useGetDashboardProductsQuery, useGetDashboardCareersQuery } = dashboardApi;
