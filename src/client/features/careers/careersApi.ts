import { dataOf } from '@/client/api/envelope';
import type { AdminCareer, Career, CareerCreateBody, CareerUpdateBody } from '@/common/api/careers';
import type { APPLICATION_CV_FIELD, ApplicationFields } from '@/common/api/enquiries';
import type { AdminListRequest } from '@/common/api/admin-list';
import type { ListEnvelope } from '@/common/api/envelope';
import type { PublicationState } from '@/common/api/publication';
import { api, contentRead, type ContentRequest } from '@/client/api/api';
import { takeFile } from '@/client/api/pendingFiles';
import { toFormData } from '@/client/api/upload';
import { updateTags, updateUrl } from '@/client/api/pendingChangesTarget';

/** The application's file field of the contract (checked against it, without loading its runtime schemas). */
export const APPLICATION_CV: typeof APPLICATION_CV_FIELD = 'cv';

/** The CV travels as the id of a held file (see pendingFiles), so the store stays serialisable. */
export interface ApplicationUpload {
  careerId: number;
  fields: ApplicationFields;
  cvFileId: string;
}

/** The back office's career list: an admin list, of one publication state when `state` is given. */
export type AdminCareersRequest = AdminListRequest<'careers'> & { state?: PublicationState };

const LIST = { type: 'Career', id: 'LIST' } as const;

export const careersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicCareers: build.query<Career[], ContentRequest>({
      query: (request) => contentRead('/careers', request),
      transformResponse: dataOf<Career[]>,
      providesTags: (careers = []) => [LIST, ...careers.map(({ id }) => ({ type: 'Career' as const, id }))],
    }),
    getPublicCareer: build.query<Career, ContentRequest & { id: number }>({
      query: ({ id, ...request }) => contentRead(`/careers/${id}`, request),
      transformResponse: dataOf<Career>,
      providesTags: (_career, _error, { id }) => [{ type: 'Career', id }],
    }),
    getAdminCareers: build.query<ListEnvelope<AdminCareer>, AdminCareersRequest>({
      query: (params) => ({ url: '/admin/careers', params }),
      providesTags: (list) => [LIST, ...(list?.data ?? []).map(({ id }) => ({ type: 'Career' as const, id }))],
    }),
    getAdminCareer: build.query<AdminCareer, number>({
      query: (id) => `/admin/careers/${id}`,
      transformResponse: dataOf<AdminCareer>,
      providesTags: (_career, _error, id) => [{ type: 'Career', id }],
    }),
    addCareer: build.mutation<AdminCareer, CareerCreateBody>({
      query: (body) => ({ url: '/admin/careers', method: 'POST', body }),
      transformResponse: dataOf<AdminCareer>,
      invalidatesTags: [LIST, 'WhatsNew', 'Dashboard'],
    }),
    /** Updates the career, or, `asChanges`, keeps the update apart as its unpublished changes. */
    updateCareer: build.mutation<AdminCareer, { id: number; body: CareerUpdateBody; asChanges?: boolean }>({
      query: ({ id, body, asChanges }) => ({
        url: updateUrl(`/admin/careers/${id}`, { collection: 'careers', id }, asChanges),
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<AdminCareer>,
      invalidatesTags: (_career, _error, { id, asChanges }) =>
        updateTags([{ type: 'Career', id }, LIST, 'WhatsNew', 'Dashboard'], { collection: 'careers', id }, asChanges),
    }),
    /** A job application with its CV, stored and mailed to the recruiting address. */
    sendApplication: build.mutation<void, ApplicationUpload>({
      query: ({ careerId, fields, cvFileId }) => ({
        url: `/careers/${careerId}/applications`,
        method: 'POST',
        // The form token (in `fields`) goes before the CV: the server checks it before reading the file.
        body: toFormData({ ...fields, [APPLICATION_CV]: takeFile(cvFileId) }),
      }),
    }),
    deleteCareer: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/careers/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Career', id }, LIST, 'WhatsNew', 'Dashboard', 'Trash'],
    }),
  }),
});

export const {
  useGetPublicCareersQuery,
  useGetPublicCareerQuery,
  useGetAdminCareersQuery,
  useGetAdminCareerQuery,
  useAddCareerMutation,
  useUpdateCareerMutation,
  useDeleteCareerMutation,
  useSendApplicationMutation,
} = careersApi;
