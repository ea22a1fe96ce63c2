import { dataOf } from '@/client/api/envelope';
import { api, contentRead, type ContentRequest } from '@/client/api/api';
import type { SiteSettings } from '@/common/api/site';

/** The site's settings as every visitor reads them (name, contacts, time zone); the back office edits them. */
export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<SiteSettings, ContentRequest>({
      query: (request) => contentRead('/site', request),
      transformResponse: dataOf<SiteSettings>,
      providesTags: ['Site'],
    }),
  }),
});

export const { useGetSiteQuery } = siteApi;
