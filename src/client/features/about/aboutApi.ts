import type { AboutContent } from '@/common/api/about';
import type { Envelope } from '@/common/api/envelope';
import { api } from '@/client/api/api';

export const aboutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAbout: build.query<AboutContent, void>({
      query: () => '/about',
      transformResponse: (response: Envelope<AboutContent>) => response.data,
      providesTags: ['About'],
    }),
  }),
});

export const { useGetAboutQuery } = aboutApi;
