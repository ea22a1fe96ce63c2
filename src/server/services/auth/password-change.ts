import type { SessionToken } from '@/common/api/auth';
import { PASSWORD_ERROR_CODES } from '@/common/password-errors';
import type { UserRow } from '@/server/db/schema';
import { HttpError } from '@/server/errors';
import { clientKeyOf } from '../client-address';
import type { UsersRepository } from '@/server/repositories/users-repository';
import { assertMayTryPassword, recordWrongPassword, type LockoutDeps } from './login-lockout';
import { hashPassword, verifyPassword } from './password-hashing';
import { assertNewPassword } from './password-rules';
import { invalidCode, type ResetCodeService } from './reset-codes';
import type { SessionDevice } from '@/server/repositories/sessions-repository';
import type { SessionService } from './sessions';

export interface PasswordChangeDeps {
  users: UsersRepository;
  codes: ResetCodeService;
  sessions: SessionService;
}

export interface NewPassword {
  password: string;
  confirm_password: string;
}

/**
 * Sets a new password once the user's newest code is accepted. The password rules are checked first, so a
 * weak password does not use up one of the code's tries. Setting it revokes every token issued before.
 */
export async function setPasswordWithCode(
  deps: PasswordChangeDeps,
  user: UserRow | undefined,
  code: string,
  { password, confirm_password }: NewPassword,
): Promise<void> {
  assertNewPassword(password, confirm_password);
  // An unknown address gets the same answer as a wrong code.
  if (!user) throw invalidCode('The code is not valid. Ask for a new one.');
  const codeId = await deps.codes.check(user.id, code);
  await deps.codes.redeem({ codeId, userId: user.id, passwordHash: await hashPassword(password) });
}

/**
 * Changes the signed-in user's password given the current one (DESIGN.md 7.5), from client `address`. A wrong
 * current password counts toward the same per-address wait as a failed sign-in, and a waiting address is refused
 * (429 SIGN_IN_LOCKED).
 */
export async function changeOwnPassword(
  deps: PasswordChangeDeps & LockoutDeps,
  user: UserRow,
  address: string,
  currentPassword: string,
  { password, confirm_password }: NewPassword,
): Promise<void> {
  assertNewPassword(password, confirm_password);
  // A stolen token must not become an unlimited oracle for the password: this shares the sign-in wait.
  const attempt = { userId: user.id, address };
  await assertMayTryPassword(deps, attempt);
  if (!(await verifyPassword(user.password_hash, currentPassword, clientKeyOf(address)))) {
    await recordWrongPassword(deps, attempt);
    throw new HttpError(400, PASSWORD_ERROR_CODES.wrongCurrentPassword, 'The current password is wrong.', {
      current_password: 'is wrong',
    });
  }
  await deps.users.setPassword(user.id, await hashPassword(password));
}

/**
 * After a change the caller's session ends with all the others; this opens a new one, so the browser that made the
 * change stays signed in.
 */
export async function freshSignIn(
  deps: PasswordChangeDeps,
  userId: number,
  device: SessionDevice,
): Promise<SessionToken> {
  const user = await deps.users.findById(userId);
  if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'Session expired. Please log in again.');
  return deps.sessions.start(user, device);
}
