import { dataOf } from '@/client/api/envelope';
import type { ContactEnquiryBody } from '@/common/api/enquiries';
import type { HomeContent } from '@/common/api/home';
import { api, contentRead, type ContentRequest } from '@/client/api/api';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeContent, ContentRequest>({
      query: (request) => contentRead('/home', request),
      transformResponse: dataOf<HomeContent>,
      // Besides its own texts, the page shows the slides and partners, and counts of the catalogue.
      providesTags: [
        'Home',
        { type: 'Slide', id: 'LIST' },
        { type: 'Partner', id: 'LIST' },
        { type: 'Category', id: 'LIST' },
        { type: 'Product', id: 'LIST' },
      ],
    }),
    /** CONTACT US: the message is stored and mailed to the company's general and sales addresses. */
    sendContactEnquiry: build.mutation<void, ContactEnquiryBody>({
      query: (body) => ({ url: '/enquiries/contact', method: 'POST', body }),
    }),
  }),
});

export const { useGetHomeQuery, useSendContactEnquiryMutation } = homeApi;
