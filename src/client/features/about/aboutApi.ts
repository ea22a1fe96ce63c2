import { dataOf } from '@/client/api/envelope';
import type { AboutContent } from '@/common/api/about';
import { api } from '@/client/api/api';

export const aboutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAbout: build.query<AboutContent, void>({
      query: () => '/about',
      transformResponse: dataOf<AboutContent>,
      providesTags: ['About'],
    }),
  }),
});

export const { useGetAboutQuery } = aboutApi;
