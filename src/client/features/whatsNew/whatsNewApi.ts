import type { WhatsNewItem } from '@/common/api/whats-new';
import type { Envelope } from '@/common/api/envelope';
import { api, contentRead, type ContentRequest } from '@/client/api/api';

/** What's New is derived on the server; product, career and article mutations invalidate 'WhatsNew'. */
export const whatsNewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWhatsNew: build.query<WhatsNewItem[], ContentRequest>({
      query: (request) => contentRead('/whatsnew', request),
      transformResponse: (response: Envelope<WhatsNewItem[]>) => (Array.isArray(response.data) ? response.data : []),
      providesTags: ['WhatsNew'],
    }),
  }),
});

export const { useGetWhatsNewQuery } = whatsNewApi;
