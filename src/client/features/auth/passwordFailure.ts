import type { ErrorBody } from '@/common/api/envelope';
import { ERROR_CODES } from '@/common/api/error-codes';
import { PASSWORD_ERROR_CODES } from '@/common/password-errors';
import type { ApiError } from '@/client/api/errors';
import type { ToastText } from '@/client/app/ui/toast';
import { waitMessage } from './waitMessage';

export type PasswordFailure =
  | 'invalidCode'
  | 'wrongCurrentPassword'
  | 'notFound'
  | 'codeRecentlySent'
  | 'signInLocked'
  | 'tooMany'
  | 'rejected'
  | 'serverError';

const bodyOf = (error: ApiError) =>
  error && 'status' in error ? (error.data as Partial<ErrorBody> | undefined) : undefined;

/** What went wrong with a password call, in the terms the screens' toasts use. */
export function passwordFailure(error: ApiError): PasswordFailure {
  if (!error || !('status' in error) || typeof error.status !== 'number' || error.status >= 500) return 'serverError';
  if (error.status === 404) return 'notFound';
  const code = bodyOf(error)?.code;
  if (error.status === 429) {
    if (code === ERROR_CODES.codeRecentlySent && waitSecondsOf(error)) return 'codeRecentlySent';
    if (code === PASSWORD_ERROR_CODES.signInLocked && waitSecondsOf(error)) return 'signInLocked';
    return 'tooMany';
  }
  if (code === PASSWORD_ERROR_CODES.invalidCode) return 'invalidCode';
  if (code === PASSWORD_ERROR_CODES.wrongCurrentPassword) return 'wrongCurrentPassword';
  return 'rejected';
}

/** The seconds a refusal asks to wait (`params.seconds`), when it says. */
export function waitSecondsOf(error: ApiError): number | undefined {
  const seconds = bodyOf(error)?.params?.seconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The toast for a wrong password's wait (sign-in or the current password of a change). */
export const signInLockedText = (error: ApiError): ToastText =>
  waitMessage(
    { seconds: 'admin:login.lockedFor.seconds', minutes: 'admin:login.lockedFor.minutes' },
    waitSecondsOf(error) ?? 0,
  );

/** The toast for a refused request for a code (/login's reset side, /forgetpass, /admin/changepw). */
export function codeRequestFailureText(failure: PasswordFailure, error: ApiError): ToastText {
  switch (failure) {
    case 'codeRecentlySent':
      return waitMessage(
        { seconds: 'admin:password.codeRecentlySent.seconds', minutes: 'admin:password.codeRecentlySent.minutes' },
        waitSecondsOf(error) ?? 0,
      );
    case 'tooMany':
    case 'signInLocked':
      return { key: 'admin:password.tooMany' };
    default:
      return { key: 'admin:password.serverError' };
  }
}

/** The toast for a failed change with a code (/forgetpass, /admin/changepw). */
export function codeChangeFailureKey(failure: PasswordFailure): string {
  switch (failure) {
    case 'invalidCode':
      return 'admin:password.codeInvalid';
    case 'tooMany':
    case 'codeRecentlySent':
    case 'signInLocked':
      return 'admin:password.tooMany';
    case 'rejected':
    case 'wrongCurrentPassword':
      return 'admin:password.changeFailed';
    default:
      return 'admin:password.changeServerError';
  }
}
