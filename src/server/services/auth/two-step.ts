import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, type TwoStepPolicy, type TwoStepSetup } from '@/common/api/profile';
import { ERROR_CODES } from '@/common/api/error-codes';
import { HttpError } from '@/server/errors';
import type { TwoStepRepository } from '@/server/repositories/two-step-repository';

/**
 * Two-step sign-in with an authenticator app: TOTP as RFC 6238 sets it out and every app reads it (SHA-1, six digits,
 * 30-second steps), through the `otpauth` library; QR codes through `qrcode`. A code is accepted for the step before,
 * the step of and the step after the server's clock, and once only (see TwoStepRepository.acceptStep).
 */

const DIGITS = 6;
const PERIOD_SECONDS = 30;
/** Steps either side of now whose codes are accepted (clock drift and typing time). */
const WINDOW = 1;
const SECRET_BYTES = 20;
/** No 0/o, 1/l/i: a recovery code is read off paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF = 5;

const totpOf = (secret: string, account = '', issuer = '') =>
  new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

export const newTwoStepSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

/** What an authenticator app needs to add the account: the QR code, the key in groups of four, the otpauth:// URI. */
export async function setupFor(secret: string, account: string, issuer: string): Promise<TwoStepSetup> {
  const uri = totpOf(secret, account, issuer).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { qrSvg, uri, manualKey: secret.match(/.{1,4}/g)!.join(' ') };
}

/** The time step whose code `code` is, within the window around `now`, or undefined when it is none of them. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | undefined {
  if (!new RegExp(`^\\d{${DIGITS}}$`).test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The authenticator's code for `now` (the command line's and the tests' second step). */
export const codeAt = (secret: string, now = Date.now()): string => totpOf(secret).generate({ timestamp: now });

/** A recovery code as typed (any case, with or without its dash or spaces), as it is hashed. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
export const hashRecoveryCode = (code: string): string =>
  crypto.createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

const randomHalf = () =>
  Array.from(crypto.randomBytes(RECOVERY_HALF), (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');

/** Ten new recovery codes (`abcde-fghij`) and their hashes, in the same order. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomHalf()}-${randomHalf()}`);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

export const invalidTwoStepCode = () =>
  new HttpError(400, ERROR_CODES.twoStepCodeInvalid, 'The code is wrong or was used already.', { code: 'is wrong' });

/**
 * Whether `code` is, for a user whose secret is `secret`, an authenticator code not used before or an unused
 * recovery code; either is spent by being accepted.
 */
export async function spendTwoStepCode(
  repo: TwoStepRepository,
  user: { id: number; two_step_secret: string | null },
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!user.two_step_secret) return false;
  const step = stepOfCode(user.two_step_secret, code, now);
  if (step !== undefined) return repo.acceptStep(user.id, step);
  if (normalizeRecoveryCode(code).length !== RECOVERY_HALF * 2) return false;
  return repo.spendRecoveryCode(user.id, hashRecoveryCode(code));
}

/** Whether the site's policy requires two-step sign-in of someone with `role`. */
export function twoStepRequired(policy: TwoStepPolicy | string | undefined, role: string): boolean {
  return policy === 'everyone' || (policy === 'administrators' && role === 'administrator');
}
