import crypto from 'node:crypto';
import { ERROR_CODES } from '@/common/api/error-codes';
import { HttpError } from '@/server/errors';

/** How long a form may stay open: a token older than this asks the visitor to reload the page. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const expired = () =>
  new HttpError(422, ERROR_CODES.formExpired, 'The form has expired or was not issued by this site. Reload the page.');

const tooFast = (seconds: number) =>
  new HttpError(422, ERROR_CODES.formTooFast, 'The form was sent too quickly after it was shown.', undefined, {
    seconds,
  });

const refused = () => new HttpError(422, ERROR_CODES.submissionRefused, 'The submission was refused.');

/** What every public form carries against robots (see FormGuardFields in common/api/enquiries.ts). */
export interface GuardedForm {
  formToken: string;
  website?: string;
}

/**
 * Keeps robots out of the public forms without a captcha. A form is shown with a token `<issuedAtMs>.<hmac>`,
 * signed with a key derived from the JWT secret (so every process sharing that secret accepts it and nobody can
 * forge an earlier time); a form sent back sooner than `minFillSeconds` after it was issued, or more than a day
 * later, is refused, and so is one whose honeypot field (hidden from people) was filled in.
 */
export function createFormGuard(jwtSecret: Uint8Array, { minFillSeconds }: { minFillSeconds: number }) {
  const key = crypto.createHmac('sha256', jwtSecret).update('enquiry-form-tokens/v1').digest();
  const signatureOf = (issuedAt: string) => crypto.createHmac('sha256', key).update(issuedAt).digest('base64url');

  function checkToken(token: string, now: number): void {
    const [issuedAt = '', signature = '', ...rest] = token.split('.');
    if (!/^\d{1,15}$/.test(issuedAt) || rest.length > 0) throw expired();
    const given = Buffer.from(signature);
    const expected = Buffer.from(signatureOf(issuedAt));
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw expired();
    const age = now - Number(issuedAt);
    if (age > FORM_TOKEN_MAX_AGE_MS) throw expired();
    const wait = minFillSeconds * 1000 - age;
    if (wait > 0) throw tooFast(Math.ceil(wait / 1000));
  }

  return {
    issueToken: (now = Date.now()): string => `${now}.${signatureOf(String(now))}`,

    /** Throws 422 (SUBMISSION_REFUSED, FORM_EXPIRED or FORM_TOO_FAST) unless the form looks sent by a person. */
    check(form: GuardedForm, now = Date.now()): void {
      if (form.website?.trim()) throw refused();
      checkToken(form.formToken, now);
    },
  };
}

export type FormGuard = ReturnType<typeof createFormGuard>;
