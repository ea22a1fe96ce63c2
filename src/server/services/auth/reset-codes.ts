import crypto from 'node:crypto';
import { OTP_LENGTH } from '@/common/constants';
import { PASSWORD_ERROR_CODES } from '@/common/password-errors';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import { HttpError } from '@/server/errors';
import type { ResetCodesRepository } from '@/server/repositories/reset-codes-repository';

export const RESET_CODE_TTL_MINUTES = 10;
/** Tries of one code per client address (IPv6 per /64). */
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** The client the tries of a signed-in user's own code count for: only the holder of the session can guess. */
const SIGNED_IN_CLIENT = 'signed-in';

export interface ResetCodeService {
  issue(userId: number, now?: Date): Promise<string>;
  issueIfDue(userId: number, now?: Date): Promise<string | undefined>;
  withdraw(userId: number): Promise<void>;
  check(userId: number, code: string, now?: Date): Promise<number>;
  redeem(input: { codeId: number; userId: number; passwordHash: string }, now?: Date): Promise<void>;
  /** The same service, counting the tries of `check` for the client `clientKey` (see `clientKeyOf`). */
  forClient(clientKey: string): ResetCodeService;
}

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
 * RESET_CODE_MAX_ATTEMPTS tries per client address, single use, and a new one voids the older ones; an account gets a new one at
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
): ResetCodeService {
  const key = crypto.createHmac('sha256', jwtSecret).update('password-reset-codes/v1').digest();
  const hashOf = (userId: number, code: string) =>
    crypto.createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');

  /** Stores a new code unless the last one is younger than the resend delay; then answers how long is left. */
  async function store(userId: number, now: Date): Promise<{ code: string } | { waitMs: number }> {
    const code = String(crypto.randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const delayMs = resendAfterSeconds * 1000;
    const result = await repo.replaceForUser({
      userId,
      codeHash: hashOf(userId, code),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000).toISOString(),
      createdAt: now.toISOString(),
      unlessUnusedSince: new Date(now.getTime() - delayMs).toISOString(),
    });
    if (result.stored) return { code };
    return { waitMs: Date.parse(result.newestCreatedAt) + delayMs - now.getTime() };
  }

  const forClient = (clientKey: string): ResetCodeService => ({
    /**
     * Creates a new code for the user (voiding older ones) and answers it in clear, for the e-mail only; 429
     * CODE_RECENTLY_SENT while the last one is younger than the resend delay.
     */
    async issue(userId: number, now = new Date()): Promise<string> {
      const result = await store(userId, now);
      if ('waitMs' in result) throw sentRecently(Math.max(1, Math.ceil(result.waitMs / 1000)));
      return result.code;
    },

    /** As `issue`, but nothing is answered while the last code is younger than the resend delay. */
    async issueIfDue(userId: number, now = new Date()): Promise<string | undefined> {
      const result = await store(userId, now);
      return 'code' in result ? result.code : undefined;
    },

    /** Voids the user's codes, when the mail carrying the newest could not be sent. */
    withdraw: (userId: number): Promise<void> => repo.removeForUser(userId),

    /**
     * Checks `code` against the user's newest code and counts the try, right or wrong, for this service's client.
     * Answers the code's id for `redeem`; throws 400 INVALID_CODE when it is wrong, expired, used or out of tries
     * for that client (another client's wrong tries do not use up the owner's).
     */
    async check(userId: number, code: string, now = new Date()): Promise<number> {
      const row = await repo.newestForUser(userId);
      if (!row || row.used_at) throw invalidCode('The code is not valid. Ask for a new one.');
      if (new Date(row.expires_at).getTime() <= now.getTime())
        throw invalidCode('The code has expired. Ask for a new one.');
      if (!(await repo.countAttempt(row.id, clientKey, RESET_CODE_MAX_ATTEMPTS))) {
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

    forClient,
  });
  return forClient(SIGNED_IN_CLIENT);
}
