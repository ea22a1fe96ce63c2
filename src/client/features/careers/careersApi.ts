import type { AdminCareer, Career, CareerCreateBody, CareerUpdateBody } from '@/common/api/careers';
import type { Envelope, ListEnvelope, PageQuery } from '@/common/api/envelope';
import { api } from '@/client/api/api';

const LIST = { type: 'Career', id: 'LIST' } as const;

export const careersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicCareers: build.query<Career[], void>({
      query: () => '/careers',
      transformResponse: (response: Envelope<Career[]>) => response.data,
      providesTags: (careers = []) => [LIST, ...careers.map(({ id }) => ({ type: 'Career' as const, id }))],
    }),
    getPublicCareer: build.query<Career, number>({
      query: (id) => `/careers/${id}`,
      transformResponse: (response: Envelope<Career>) => response.data,
      providesTags: (_career, _error, id) => [{ type: 'Career', id }],
    }),
    getAdminCareers: build.query<ListEnvelope<AdminCareer>, PageQuery>({
      query: ({ page, limit }) => ({ url: '/admin/careers', params: { page, limit } }),
      providesTags: (list) => [LIST, ...(list?.data ?? []).map(({ id }) => ({ type: 'Career' as const, id }))],
    }),
    getAdminCareer: build.query<AdminCareer, number>({
      query: (id) => `/admin/careers/${id}`,
      transformResponse: (response: Envelope<AdminCareer>) => response.data,
      providesTags: (_career, _error, id) => [{ type: 'Career', id }],
    }),
    addCareer: build.mutation<AdminCareer, CareerCreateBody>({
      query: (body) => ({ url: '/admin/careers', method: 'POST', body }),
      transformResponse: (response: Envelope<AdminCareer>) => response.data,
      invalidatesTags: [LIST, 'WhatsNew', 'Dashboard'],
    }),
    updateCareer: build.mutation<AdminCareer, { id: number; body: CareerUpdateBody }>({
      query: ({ id, body }) => ({ url: `/admin/careers/${id}`, method: 'PUT', body }),
      transformResponse: (response: Envelope<AdminCareer>) => response.data,
      invalidatesTags: (_career, _error, { id }) => [{ type: 'Career', id }, LIST, 'WhatsNew', 'Dashboard'],
    }),
    deleteCareer: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/careers/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Career', id }, LIST, 'WhatsNew', 'Dashboard'],
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
} = careersApi;
