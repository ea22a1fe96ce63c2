import type { Envelope } from '@/common/api/envelope';
import type { HomeContent } from '@/common/api/home';
import { api } from '@/client/api/api';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeContent, void>({
      query: () => '/home',
      transformResponse: (response: Envelope<HomeContent>) => response.data,
      // Featured categories and figures are counts of the catalogue, so its changes refresh them.
      providesTags: [
        { type: 'Category', id: 'LIST' },
        { type: 'Product', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetHomeQuery } = homeApi;
