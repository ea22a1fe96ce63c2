import { dataOf } from '@/client/api/envelope';
import type { AdminListRequest } from '@/common/api/admin-list';
import type { Enquiry, EnquiryExportQuery, EnquirySummary, EnquiryUpdateBody } from '@/common/api/enquiries';
import type { ListEnvelope } from '@/common/api/envelope';
import { api } from '@/client/api/api';
import { saveAttachment } from '@/client/api/attachment';
import { UNREAD_ENQUIRIES_TAG } from './unreadEnquiriesApi';

const LIST = { type: 'Enquiry', id: 'LIST' } as const;
const enquiryTag = (id: number) => ({ type: 'Enquiry' as const, id });
const EXPORT_FILE_NAME = 'enquiries.csv';

/** A page of the inbox as asked for: an admin list's request with the inbox's own filters. */
export type EnquiryListRequest = AdminListRequest<'enquiries'> & Omit<EnquiryExportQuery, 'search'>;

export const inboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEnquiries: build.query<ListEnvelope<EnquirySummary>, EnquiryListRequest>({
      query: (params) => ({ url: '/admin/enquiries', params }),
      providesTags: (list) => [LIST, ...(list?.data ?? []).map(({ id }) => enquiryTag(id))],
    }),
    getEnquiry: build.query<Enquiry, number>({
      query: (id) => `/admin/enquiries/${id}`,
      transformResponse: dataOf<Enquiry>,
      providesTags: (_enquiry, _error, id) => [enquiryTag(id)],
    }),
    updateEnquiry: build.mutation<Enquiry, { id: number; body: EnquiryUpdateBody }>({
      query: ({ id, body }) => ({ url: `/admin/enquiries/${id}`, method: 'PATCH', body }),
      transformResponse: dataOf<Enquiry>,
      // The answer is the enquiry as saved, so the open page shows it without reading it again.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }): Promise<void> {
        const saved = await queryFulfilled.catch(() => undefined);
        if (saved) void dispatch(inboxApi.util.upsertQueryData('getEnquiry', id, saved.data));
      },
      invalidatesTags: [LIST, UNREAD_ENQUIRIES_TAG],
    }),
    resendEnquiryMail: build.mutation<Enquiry, number>({
      query: (id) => ({ url: `/admin/enquiries/${id}/resend`, method: 'POST' }),
      transformResponse: dataOf<Enquiry>,
      async onQueryStarted(id, { dispatch, queryFulfilled }): Promise<void> {
        const queued = await queryFulfilled.catch(() => undefined);
        if (queued) void dispatch(inboxApi.util.upsertQueryData('getEnquiry', id, queued.data));
      },
      invalidatesTags: [LIST],
    }),
    deleteEnquiry: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/enquiries/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [enquiryTag(id), LIST, UNREAD_ENQUIRIES_TAG],
    }),
    /** Downloads the enquiries matching the filters as CSV; the result is the file's name. */
    exportEnquiries: build.mutation<string, EnquiryExportQuery>({
      query: (filters) => ({
        url: '/admin/enquiries/export',
        params: filters,
        responseHandler: saveAttachment(EXPORT_FILE_NAME),
      }),
    }),
    /** Downloads an application's CV; the result is the file's name. */
    downloadEnquiryCv: build.mutation<string, { id: number; fileName: string }>({
      query: ({ id, fileName }) => ({ url: `/admin/enquiries/${id}/cv`, responseHandler: saveAttachment(fileName) }),
    }),
  }),
});

export const {
  useGetEnquiriesQuery,
  useGetEnquiryQuery,
  useUpdateEnquiryMutation,
  useResendEnquiryMailMutation,
  useDeleteEnquiryMutation,
  useExportEnquiriesMutation,
  useDownloadEnquiryCvMutation,
} = inboxApi;
