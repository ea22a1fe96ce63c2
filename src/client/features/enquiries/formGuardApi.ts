import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/client/api/api';
import type { FormGuard } from '@/client/components/formGuard';
import type { Envelope } from '@/common/api/envelope';
import type { EnquiryType, FormToken } from '@/common/api/enquiries';
import { DEFAULT_LANGUAGE, isLanguage } from '@/common/language';

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

// A page rendered on the server is kept and sent to every visitor: a token asked for there would be everyone's.
const onServer = typeof window === 'undefined';

/**
 * The token of the `form` shown, asked for when it is shown (it serves one submission of that form), the honeypot and
 * the language the visitor wrote in; the form (useEnquiryForm) sends them.
 */
export function useFormGuard(form: EnquiryType): FormGuard {
  const { data: token, refetch } = formGuardApi.useGetFormTokenQuery(form, { skip: onServer });
  const { i18n } = useTranslation();
  // The interface's language, so the company answers in the language the form was read in.
  const shown = i18n.resolvedLanguage ?? i18n.language;
  const language = isLanguage(shown) ? shown : DEFAULT_LANGUAGE;
  const [website, setWebsite] = useState('');

  const guardValues = useCallback(async () => {
    const formToken = token ?? (await refetch().unwrap());
    return { formToken, website, language };
  }, [token, refetch, website, language]);

  const renewToken = useCallback(async () => {
    await refetch();
  }, [refetch]);

  return {
    form,
    fields: { honeypot: { value: website, onChange: setWebsite }, formToken: token ?? '', language },
    guardValues,
    renewToken,
  };
}
