import type { Envelope } from '@/common/api/envelope';
import type { FormToken } from '@/common/api/enquiries';
import { api } from '../api/api';

export const formGuardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed token a public form sends back as `formToken`; the server reads from it when the form was shown.
     * Dropped as soon as no form shows it, so the next form shown asks for a token of its own.
     */
    getFormToken: build.query<string, void>({
      query: () => '/enquiries/form-token',
      transformResponse: (response: Envelope<FormToken>) => response.data.token,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetFormTokenQuery } = formGuardApi;
