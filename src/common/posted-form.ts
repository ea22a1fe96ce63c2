import type { ErrorBody } from './api/envelope';

/** The public forms that also work without JavaScript, posted to the page that shows them. */
export type PostedFormKind = 'contact' | 'application';

/**
 * A form posted without JavaScript, as the server answers it: the same page, drawn with the form's outcome. The
 * values come back after a refusal (so nothing typed is lost); after a success only the e-mail the confirmation
 * names is kept.
 */
export interface PostedForm {
  kind: PostedFormKind;
  values: Record<string, string>;
  /** Absent when the form was accepted; else the HTTP status and error answer the JSON route would have given. */
  refusal?: { status: number; body: ErrorBody };
  /** A fresh form token for sending again, written into the form (this answer is never cached). */
  formToken: string;
}
