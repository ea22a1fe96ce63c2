import type { Envelope } from '@/common/api/envelope';
import type { SiteSettings } from '@/common/api/site';
import { api } from '../api/api';

export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<SiteSettings, void>({
      query: () => '/site',
      transformResponse: (response: Envelope<SiteSettings>) => response.data,
      providesTags: ['Site'],
    }),
  }),
});

export const { useGetSiteQuery } = siteApi;
