import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ENQUIRY_LANGUAGES, EnquiryType } from '@/common/api/enquiries';
import { DEFAULT_LANGUAGE, isLanguage } from '@/common/language';
import { useGetFormTokenQuery } from '../app/formGuardApi';

/** What every public form sends besides its own fields (see FormGuardFields in src/common/api/enquiries.ts). */
export interface FormGuardValues {
  formToken: string;
  website: string;
  language: (typeof ENQUIRY_LANGUAGES)[number];
}

export interface FormGuard {
  /** The honeypot's value and setter and the hidden fields a form posted without JavaScript sends, for <FormGuardFields>. */
  fields: {
    honeypot: { value: string; onChange: (value: string) => void };
    formToken: string;
    language: FormGuardValues['language'];
  };
  /** The values to send; asks for the form token first when none could be had when the form was shown. */
  guardValues: () => Promise<FormGuardValues>;
  /**
   * Asks for a new token: after a successful send, or after a refusal that may have spent the token. Resolves once
   * it is there (or could not be had; sending then asks again).
   */
  renewToken: () => Promise<void>;
}

// A page rendered on the server is kept and sent to every visitor: a token asked for there would be everyone's.
const onServer = typeof window === 'undefined';

/**
 * The token of the `form` shown, asked for when it is shown (it serves one submission of that form), the honeypot and
 * the language the visitor wrote in. `postedToken` is the one the server wrote into a form it answered (posted
 * without JavaScript).
 */
export function useFormGuard(form: EnquiryType, postedToken = ''): FormGuard {
  const { data: token, refetch } = useGetFormTokenQuery(form, { skip: onServer });
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
    fields: { honeypot: { value: website, onChange: setWebsite }, formToken: token ?? postedToken, language },
    guardValues,
    renewToken,
  };
}
