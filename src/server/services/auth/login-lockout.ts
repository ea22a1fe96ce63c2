import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_ERROR_CODES } from '@/common/password-errors';
import { HttpError } from '@/server/errors';
import type { LoginFailuresRepository } from '@/server/repositories/login-failures-repository';
import { clientKeyOf } from '../client-address';

/** Wrong passwords from one client address before that address must wait. */
export const FAILURES_BEFORE_WAIT = 5;
/** The first wait; each further failure doubles it, up to MAX_WAIT_SECONDS. */
export const FIRST_WAIT_SECONDS = 60;
export const MAX_WAIT_SECONDS = 15 * 60;
/** An address's count starts again after this long without a failure. */
export const FORGET_AFTER_HOURS = 24;
/** Failures of one account from all addresses within ALARM_WINDOW_MINUTES that raise the alarm (a warning). */
export const ALARM_FAILURES = 50;
export const ALARM_WINDOW_MINUTES = 60;

/** How long an address waits after its `failures`-th failure in a row: 0 below the threshold. */
export function waitSecondsAfter(failures: number): number {
  if (failures < FAILURES_BEFORE_WAIT) return 0;
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FAILURES_BEFORE_WAIT));
}

export interface LockoutDeps {
  failures: LoginFailuresRepository;
  log: FastifyBaseLogger;
}

/** Where a password check comes from: the account and the client address (counted per clientKeyOf). */
export interface PasswordAttempt {
  userId: number;
  address: string;
}

/** Stands for an unknown username: every step below runs its usual statements for it and stores nothing. */
export const NO_ACCOUNT_ID = 0;

const signInLocked = (seconds: number) =>
  new HttpError(
    429,
    PASSWORD_ERROR_CODES.signInLocked,
    `Too many wrong passwords from this address. Try again in ${seconds} seconds.`,
    undefined,
    { seconds },
  );

/**
 * 429 SIGN_IN_LOCKED while this address waits for this account: checked before the password, so even the right
 * one is refused then. Other addresses are not affected; that is what keeps an attacker from locking the owner out.
 */
export async function assertMayTryPassword(
  deps: LockoutDeps,
  { userId, address }: PasswordAttempt,
  now = new Date(),
): Promise<void> {
  const until = await deps.failures.lockedUntil(userId, clientKeyOf(address));
  const left = until ? Math.ceil((Date.parse(until) - now.getTime()) / 1000) : 0;
  if (left > 0) throw signInLocked(left);
}

/**
 * Counts a wrong password (sign-in or the current password of a password change) for the address, makes it
 * wait once it has FAILURES_BEFORE_WAIT, and logs a warning when the whole account draws ALARM_FAILURES recent
 * failures: many addresses guessing at once is worth a look, but it locks nobody out.
 */
export async function recordWrongPassword(
  deps: LockoutDeps,
  attempt: PasswordAttempt,
  now = new Date(),
): Promise<void> {
  const address = clientKeyOf(attempt.address);
  const failures = await deps.failures.recordFailure({
    userId: attempt.userId,
    address,
    at: now.toISOString(),
    forgetBefore: new Date(now.getTime() - FORGET_AFTER_HOURS * 3_600_000).toISOString(),
  });
  // Also below the threshold (a wait that has already ended), so that every wrong password costs the same.
  const until = new Date(now.getTime() + waitSecondsAfter(failures) * 1000).toISOString();
  await deps.failures.lockUntil(attempt.userId, address, until);
  const since = new Date(now.getTime() - ALARM_WINDOW_MINUTES * 60_000).toISOString();
  const recent = await deps.failures.recentFailures(attempt.userId, since);
  if (recent >= ALARM_FAILURES) {
    deps.log.warn(
      { userId: attempt.userId, failures: recent, windowMinutes: ALARM_WINDOW_MINUTES },
      'many wrong passwords for one account: a password-guessing attack may be under way',
    );
  }
}

/** A right password from an address forgets that address's failures. */
export const forgetFailures = (deps: LockoutDeps, { userId, address }: PasswordAttempt): Promise<void> =>
  deps.failures.clear(userId, clientKeyOf(address));
