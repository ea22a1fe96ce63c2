import type { ENQUIRY_LANGUAGES, EnquiryType } from '@/common/api/enquiries';

/** What every public form sends besides its own fields (see FormGuardFields in src/common/api/enquiries.ts). */
export interface FormGuardValues {
  formToken: string;
  website: string;
  language: (typeof ENQUIRY_LANGUAGES)[number];
}

/** A public form's guard: its token, honeypot and language (useFormGuard in features/enquiries/formGuardApi.ts). */
export interface FormGuard {
  /** The form it guards: its token serves this form only. */
  form: EnquiryType;
  /** The honeypot's value and setter and the hidden fields a form posted without JavaScript sends, for <FormGuardFields>. */
  fields: {
    honeypot: { value: string; onChange: (value: string) => void };
    /** The token asked for when the form was shown ('' until it has arrived). */
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
