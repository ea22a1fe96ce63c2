import type { LoginResult } from '../../common/api/auth';
import type { UserRow } from '../db/schema';
import { HttpError, tooManyRequests } from '../errors';
import type { UsersRepository } from '../repositories/users-repository';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MINUTES = 15;

const invalidCredentials = () => new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid username or password');

/**
 * Checks a username and password. After MAX_FAILED_SIGN_INS failures in a row (wrong current passwords on a
 * password change count too) the account is locked for LOCKOUT_MINUTES, and while locked even the right password
 * is refused.
 */
export async function signIn(
  users: UsersRepository,
  tokens: TokenService,
  username: string,
  password: string,
  now = new Date(),
): Promise<LoginResult> {
  const user = await users.findByUsername(username);
  if (!user) {
    await verifyAgainstDummy(password);
    throw invalidCredentials();
  }
  assertNotLocked(user, now);
  if (!(await verifyPassword(user.password_hash, password))) {
    await recordWrongPassword(users, user, now);
    throw invalidCredentials();
  }
  await users.recordSuccessfulLogin(user.id);
  return loginResultFor(tokens, user);
}

/** 429 while the account is locked; every check of the account's password refuses then, even the right one. */
export function assertNotLocked(user: UserRow, now = new Date()): void {
  if (user.locked_until && new Date(user.locked_until) > now) {
    const minutes = Math.ceil((new Date(user.locked_until).getTime() - now.getTime()) / 60_000);
    throw tooManyRequests(
      `Too many failed sign-in attempts. This account is locked; try again in ${minutes} minute(s).`,
    );
  }
}

/** Counts a wrong password toward the lockout, wherever it was given (sign-in or password change). */
export async function recordWrongPassword(users: UsersRepository, user: UserRow, now = new Date()): Promise<void> {
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000).toISOString();
  await users.recordFailedLogin(user.id, MAX_FAILED_SIGN_INS, lockUntil);
}

/** A fresh access token for `user` as it is now (its current token version). */
export async function loginResultFor(tokens: TokenService, user: UserRow): Promise<LoginResult> {
  const accessToken = await tokens.issue({
    userId: user.id,
    username: user.username,
    tokenVersion: user.token_version,
  });
  return { token: { access_token: accessToken, token_type: 'Bearer', expires_in: tokens.ttlSeconds } };
}
