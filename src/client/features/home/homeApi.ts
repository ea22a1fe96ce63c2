import type { Envelope } from '@/common/api/envelope';
import type { HomeContent } from '@/common/api/home';
import { api } from '@/client/api/api';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeContent, void>({
      query: () => '/home',
      transformResponse: (response: Envelope<HomeContent>) => response.data,
      // Besides its own texts, the page shows the slides and partners, and counts of the catalogue.
      providesTags: [
        'Home',
        { type: 'Slide', id: 'LIST' },
        { type: 'Partner', id: 'LIST' },
        { type: 'Category', id: 'LIST' },
        { type: 'Product', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetHomeQuery } = homeApi;
