import crypto from 'node:crypto';
import type { EnquiryType } from '@/common/api/enquiries';
import { ERROR_CODES } from '@/common/api/error-codes';
import { HttpError } from '@/server/errors';

/** How long a form may stay open: a token older than this asks the visitor to reload the page. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const expired = (why = 'has expired or was not issued by this site') =>
  new HttpError(422, ERROR_CODES.formExpired, `The form ${why}. Reload the page.`);

const tooFast = (seconds: number) =>
  new HttpError(422, ERROR_CODES.formTooFast, 'The form was sent too quickly after it was shown.', undefined, {
    seconds,
  });

const alreadyUsed = () =>
  new HttpError(422, ERROR_CODES.formAlreadyUsed, 'This form was already sent. Reload the page to send another.');

const refused = () => new HttpError(422, ERROR_CODES.submissionRefused, 'The submission was refused.');

/** What every public form carries against robots (see FormGuardFields in common/api/enquiries.ts). */
export interface GuardedForm {
  formToken: string;
  website?: string;
}

/** Where the ids of spent tokens are kept until the tokens expire (a table every process shares). */
export interface UsedFormTokens {
  /** Records the id as used; answers false when it already was. */
  markUsed(id: string, expiresAt: string): Promise<boolean>;
}

/** Refuses a form whose honeypot (a field hidden from people) was filled in. */
export function checkHoneypot(form: Pick<GuardedForm, 'website'>): void {
  if (form.website?.trim()) throw refused();
}

/**
 * Keeps robots out of the public forms without a captcha. A form is shown with a token
 * `<form>.<issuedAtMs>.<nonce>.<hmac>`, signed with a key derived from the JWT secret (so every process sharing that
 * secret accepts it and nobody can forge an earlier time or another form). A token serves the one form it was issued
 * for, once: its nonce is recorded as used in the database on its first accepted check. A form sent back sooner than
 * `minFillSeconds` after it was issued, or more than a day later, is refused, and so is one whose honeypot field
 * was filled in.
 */
export function createFormGuard(
  jwtSecret: Uint8Array,
  { minFillSeconds, usedTokens }: { minFillSeconds: number; usedTokens: UsedFormTokens },
) {
  const key = crypto.createHmac('sha256', jwtSecret).update('enquiry-form-tokens/v2').digest();
  const signatureOf = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');

  /** The token's nonce and when it stops being accepted, once it proved signed, for `form` and timely. */
  function verify(form: EnquiryType, token: string, now: number): { nonce: string; expiresAt: number } {
    const parts = token.split('.');
    if (parts.length !== 4) throw expired();
    const [kind = '', issuedAt = '', nonce = '', signature = ''] = parts;
    if (!/^\d{1,15}$/.test(issuedAt) || !/^[\w-]{16,64}$/.test(nonce)) throw expired();
    const given = Buffer.from(signature);
    const expected = Buffer.from(signatureOf(`${kind}.${issuedAt}.${nonce}`));
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw expired();
    if (kind !== form) throw expired('was issued for another form');
    const age = now - Number(issuedAt);
    if (age > FORM_TOKEN_MAX_AGE_MS) throw expired();
    const wait = minFillSeconds * 1000 - age;
    if (wait > 0) throw tooFast(Math.ceil(wait / 1000));
    return { nonce, expiresAt: Number(issuedAt) + FORM_TOKEN_MAX_AGE_MS };
  }

  return {
    /** A token for one form of kind `form`, shown now. */
    issueToken(form: EnquiryType, now = Date.now()): string {
      const payload = `${form}.${now}.${crypto.randomBytes(16).toString('base64url')}`;
      return `${payload}.${signatureOf(payload)}`;
    },

    /**
     * Accepts the form once: throws 422 (SUBMISSION_REFUSED, FORM_EXPIRED, FORM_TOO_FAST or FORM_ALREADY_USED)
     * unless it looks sent by a person with a token issued for this kind of form and not used before; the token is
     * then spent. Call it after every check that needs no stored state, so a refusal there leaves it usable.
     */
    async check(form: EnquiryType, guarded: GuardedForm, now = Date.now()): Promise<void> {
      checkHoneypot(guarded);
      const { nonce, expiresAt } = verify(form, guarded.formToken, now);
      if (!(await usedTokens.markUsed(nonce, new Date(expiresAt).toISOString()))) throw alreadyUsed();
    },
  };
}

export type FormGuard = ReturnType<typeof createFormGuard>;
