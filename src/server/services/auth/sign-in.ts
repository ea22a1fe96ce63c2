import type { LoginResult, SessionToken } from '@/common/api/auth';
import { ERROR_CODES } from '@/common/api/error-codes';
import type { UserRow } from '@/server/db/schema';
import { HttpError } from '@/server/errors';
import { clientKeyOf } from '../client-address';
import type { SessionDevice } from '@/server/repositories/sessions-repository';
import type { TwoStepRepository } from '@/server/repositories/two-step-repository';
import type { UsersRepository } from '@/server/repositories/users-repository';
import {
  assertMayTryPassword,
  forgetFailures,
  NO_ACCOUNT_ID,
  recordWrongPassword,
  type LockoutDeps,
} from './login-lockout';
import { verifyAgainstDummy, verifyPassword } from './password-hashing';
import type { SessionService } from './sessions';
import { CHALLENGE_TTL_SECONDS, TokenError, type TokenService } from './tokens';
import { spendTwoStepCode } from './two-step';

export interface SignInDeps extends LockoutDeps {
  users: UsersRepository;
  twoStep: TwoStepRepository;
  tokens: TokenService;
  sessions: SessionService;
}

/** Who signs in, and from which browser. */
export interface SignInRequest {
  device: SessionDevice;
}

const invalidCredentials = () => new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid username or password');
const challengeExpired = () =>
  new HttpError(401, ERROR_CODES.twoStepChallengeExpired, 'The sign-in took too long. Enter your password again.');

/**
 * Checks a username and password given from the device's address. Wrong passwords make that address wait (see
 * login-lockout.ts), and while it waits even the right password is refused; other addresses sign in as usual.
 * An unknown username goes through the same statements and one password check too, so timing does not tell it.
 * An account with two-step sign-in gets a challenge instead of a session, and its failures are forgotten only once
 * the code is right too (so the password alone does not reset the count of wrong codes).
 */
export async function signIn(
  deps: SignInDeps,
  { username, password, device }: SignInRequest & { username: string; password: string },
  now = new Date(),
): Promise<LoginResult> {
  const found = await deps.users.findByUsername(username);
  // An invited account has no password yet and a deactivated one may not sign in: both answer as a wrong password.
  const user = found && found.password_hash !== '' && !found.deactivated_at ? found : undefined;
  const attempt = { userId: found?.id ?? NO_ACCOUNT_ID, address: device.address };
  await assertMayTryPassword(deps, attempt, now);
  const client = clientKeyOf(device.address);
  const right = user
    ? await verifyPassword(user.password_hash, password, client)
    : await verifyAgainstDummy(password, client);
  if (!user || !right) {
    await recordWrongPassword(deps, attempt, now);
    throw invalidCredentials();
  }
  if (user.two_step_secret) {
    const challenge = await deps.tokens.issueChallenge({ userId: user.id, tokenVersion: user.token_version });
    return { two_step: { challenge, expires_in: CHALLENGE_TTL_SECONDS } };
  }
  return completeSignIn(deps, user, device, now);
}

/**
 * The second step: the challenge of a right password and a code of the authenticator app (once each, ±1 step) or a
 * recovery code. A wrong code counts as a wrong password for the address; the challenge dies with the password or
 * the account.
 */
export async function signInWithCode(
  deps: SignInDeps,
  { challenge, code, device }: SignInRequest & { challenge: string; code: string },
  now = new Date(),
): Promise<{ result: SessionToken; user: UserRow } | { wrongCodeOf: UserRow }> {
  let claims;
  try {
    claims = await deps.tokens.verifyChallenge(challenge);
  } catch (error) {
    if (error instanceof TokenError) throw challengeExpired();
    throw error;
  }
  const user = await deps.users.findById(claims.userId);
  if (!user || user.deactivated_at || user.token_version !== claims.tokenVersion || !user.two_step_secret) {
    throw challengeExpired();
  }
  const attempt = { userId: user.id, address: device.address };
  await assertMayTryPassword(deps, attempt, now);
  if (!(await spendTwoStepCode(deps.twoStep, user, code.trim(), now.getTime()))) {
    await recordWrongPassword(deps, attempt, now);
    return { wrongCodeOf: user };
  }
  return { result: await completeSignIn(deps, user, device, now), user };
}

async function completeSignIn(deps: SignInDeps, user: UserRow, device: SessionDevice, now: Date) {
  await forgetFailures(deps, { userId: user.id, address: device.address });
  await deps.users.recordSignIn(user.id, now.toISOString());
  return deps.sessions.start(user, device, now);
}
