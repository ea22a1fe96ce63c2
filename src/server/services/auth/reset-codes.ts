import crypto from 'node:crypto';
import { OTP_LENGTH } from '@/common/constants';
import { PASSWORD_ERROR_CODES } from '@/common/password-errors';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import { HttpError } from '@/server/errors';
import type { ResetCodesRepository } from '@/server/repositories/reset-codes-repository';

export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/**
 * 429 while the account's last code is younger than the resend delay (the per-IP limits alone let many IPs mail one
 * account); `params.seconds` is how long until a new one can be asked for.
 */
const sentRecently = (seconds: number) =>
  new HttpError(
    429,
    'CODE_RECENTLY_SENT',
    `A code was already sent to this account. A new one can be asked for in ${seconds} seconds.`,
    undefined,
    { seconds },
  );

/** 400 for any code that cannot be used: wrong, expired, used up or out of tries. */
export const invalidCode = (message: string) =>
  new HttpError(400, PASSWORD_ERROR_CODES.invalidCode, message, { code: FIELD_PROBLEMS.invalid });

/**
 * Six-digit one-time codes for password resets: random (crypto.randomInt), valid RESET_CODE_TTL_MINUTES, at most
 * RESET_CODE_MAX_ATTEMPTS tries, single use, and a new one voids the older ones; an account gets a new one at
 * most every `resendAfterSeconds` (an unused code's age counts; a used one does not hold the next back).
 *
 * Only an HMAC-SHA256 of the code is stored, keyed with a key derived from the JWT secret and bound to the user.
 * A slow hash like argon2 cannot protect a secret of 10^6 values anyway (an offline search of them all takes
 * hours at most), and on a public route its memory and time cost is a denial-of-service lever; a keyed HMAC is
 * cheap to check and makes a stolen database alone useless, because the key never is in it.
 */
export function createResetCodeService(
  repo: ResetCodesRepository,
  jwtSecret: Uint8Array,
  { resendAfterSeconds }: { resendAfterSeconds: number },
) {
  const key = crypto.createHmac('sha256', jwtSecret).update('password-reset-codes/v1').digest();
  const hashOf = (userId: number, code: string) =>
    crypto.createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');

  return {
    /** Creates a new code for the user (voiding older ones) and answers it in clear, for the e-mail only. */
    async issue(userId: number, now = new Date()): Promise<string> {
      const code = String(crypto.randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const waitMs = resendAfterSeconds * 1000;
      const result = await repo.replaceForUser({
        userId,
        codeHash: hashOf(userId, code),
        expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000).toISOString(),
        createdAt: now.toISOString(),
        unlessUnusedSince: new Date(now.getTime() - waitMs).toISOString(),
      });
      if (!result.stored) {
        const left = Date.parse(result.newestCreatedAt) + waitMs - now.getTime();
        throw sentRecently(Math.max(1, Math.ceil(left / 1000)));
      }
      return code;
    },

    /** Voids the user's codes, when the mail carrying the newest could not be sent. */
    withdraw: (userId: number): Promise<void> => repo.removeForUser(userId),

    /**
     * Checks `code` against the user's newest code and counts the try, right or wrong. Answers the code's id for
     * `redeem`; throws 400 INVALID_CODE when it is wrong, expired, used or out of tries.
     */
    async check(userId: number, code: string, now = new Date()): Promise<number> {
      const row = await repo.newestForUser(userId);
      if (!row || row.used_at) throw invalidCode('The code is not valid. Ask for a new one.');
      if (new Date(row.expires_at).getTime() <= now.getTime())
        throw invalidCode('The code has expired. Ask for a new one.');
      if (!(await repo.countAttempt(row.id, RESET_CODE_MAX_ATTEMPTS))) {
        throw invalidCode('Too many wrong tries for this code. Ask for a new one.');
      }
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(hashOf(userId, code), 'hex');
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
        throw invalidCode('The code is not valid.');
      }
      return row.id;
    },

    /** Sets the new password and uses up the code together; 400 when a parallel request used it first. */
    async redeem(input: { codeId: number; userId: number; passwordHash: string }, now = new Date()): Promise<void> {
      if (!(await repo.redeem({ ...input, usedAt: now.toISOString() }))) {
        throw invalidCode('The code is not valid. Ask for a new one.');
      }
    },
  };
}

export type ResetCodeService = ReturnType<typeof createResetCodeService>;
