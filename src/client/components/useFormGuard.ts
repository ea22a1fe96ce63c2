import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ENQUIRY_LANGUAGES } from '@/common/api/enquiries';
import { DEFAULT_LANGUAGE, isLanguage } from '@/common/language';
import { useGetFormTokenQuery } from '../app/formGuardApi';

/** What every public form sends besides its own fields (see FormGuardFields in src/common/api/enquiries.ts). */
export interface FormGuardValues {
  formToken: string;
  website: string;
  language: (typeof ENQUIRY_LANGUAGES)[number];
}

export interface FormGuard {
  /** The honeypot field's value and setter, for <HoneypotField>. */
  honeypot: { value: string; onChange: (value: string) => void };
  /** The values to send; asks for the form token first when none could be had when the form was shown. */
  guardValues: () => Promise<FormGuardValues>;
  /**
   * Asks for a new token: after a successful send, or when the server said the form had expired. Resolves once
   * it is there (or could not be had; sending then asks again).
   */
  renewToken: () => Promise<void>;
}

/** The form token asked for when the form is shown, the honeypot and the language the visitor wrote in. */
export function useFormGuard(): FormGuard {
  const { data: token, refetch } = useGetFormTokenQuery();
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

  return { honeypot: { value: website, onChange: setWebsite }, guardValues, renewToken };
}
