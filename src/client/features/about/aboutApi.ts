import { dataOf } from '@/client/api/envelope';
import type { AboutContent } from '@/common/api/about';
import { api, contentRead, type ContentRequest } from '@/client/api/api';

export const aboutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAbout: build.query<AboutContent, ContentRequest>({
      query: (request) => contentRead('/about', request),
      transformResponse: dataOf<AboutContent>,
      providesTags: ['About'],
    }),
  }),
});

export const { useGetAboutQuery } = aboutApi;
