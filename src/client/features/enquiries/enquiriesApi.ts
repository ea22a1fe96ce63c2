import type { QuoteEnquiryBody } from '@/common/api/enquiries';
import { api } from '@/client/api/api';

export const enquiriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The quote and sample request for the basket's products, mailed to the sales address. */
    sendQuoteEnquiry: build.mutation<void, QuoteEnquiryBody>({
      query: (body) => ({ url: '/enquiries/quote', method: 'POST', body }),
    }),
  }),
});

export const { useSendQuoteEnquiryMutation } = enquiriesApi;
