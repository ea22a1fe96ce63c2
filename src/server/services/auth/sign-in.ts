import type { LoginResult } from '@/common/api/auth';
import type { UserRow } from '@/server/db/schema';
import { HttpError } from '@/server/errors';
import { clientKeyOf } from '../client-address';
import type { UsersRepository } from '@/server/repositories/users-repository';
import {
  assertMayTryPassword,
  forgetFailures,
  NO_ACCOUNT_ID,
  recordWrongPassword,
  type LockoutDeps,
} from './login-lockout';
import { verifyAgainstDummy, verifyPassword } from './password-hashing';
import type { TokenService } from './tokens';

export interface SignInDeps extends LockoutDeps {
  users: UsersRepository;
  tokens: TokenService;
}

const invalidCredentials = () => new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid username or password');

/**
 * Checks a username and password given from `address`. Wrong passwords make that address wait (see
 * login-lockout.ts), and while it waits even the right password is refused; other addresses sign in as usual.
 * An unknown username goes through the same statements and one password check too, so timing does not tell it.
 */
export async function signIn(
  deps: SignInDeps,
  { username, password, address }: { username: string; password: string; address: string },
  now = new Date(),
): Promise<LoginResult> {
  const found = await deps.users.findByUsername(username);
  // An invited account has no password yet and a deactivated one may not sign in: both answer as a wrong password.
  const user = found && found.password_hash !== '' && !found.deactivated_at ? found : undefined;
  const attempt = { userId: found?.id ?? NO_ACCOUNT_ID, address };
  await assertMayTryPassword(deps, attempt, now);
  const client = clientKeyOf(address);
  const right = user
    ? await verifyPassword(user.password_hash, password, client)
    : await verifyAgainstDummy(password, client);
  if (!user || !right) {
    await recordWrongPassword(deps, attempt, now);
    throw invalidCredentials();
  }
  await forgetFailures(deps, attempt);
  await deps.users.recordSignIn(user.id, now.toISOString());
  return loginResultFor(deps.tokens, user);
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
