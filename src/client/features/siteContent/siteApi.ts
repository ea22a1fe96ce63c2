import { dataOf } from '@/client/api/envelope';
import { api } from '@/client/api/api';
import type { SiteSettings } from '@/common/api/site';

/** The site's settings as every visitor reads them (name, contacts, time zone); the back office edits them. */
export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<SiteSettings, void>({
      query: () => '/site',
      transformResponse: dataOf<SiteSettings>,
      providesTags: ['Site'],
    }),
  }),
});

export const { useGetSiteQuery } = siteApi;
