import type { Envelope } from '@/common/api/envelope';
import type { EnquiryType, FormToken } from '@/common/api/enquiries';
import { api } from '../api/api';

export const formGuardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed token a public form of kind `form` sends back as `formToken`; the server reads from it when the form
     * was shown, and accepts it for one submission of that form. Dropped as soon as no form shows it, so the next
     * form shown asks for a token of its own.
     */
    getFormToken: build.query<string, EnquiryType>({
      query: (form) => ({ url: '/enquiries/form-token', params: { form } }),
      transformResponse: (response: Envelope<FormToken>) => response.data.token,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetFormTokenQuery } = formGuardApi;
