import type { ErrorBody } from '../../../common/api/envelope';
import { PASSWORD_ERROR_CODES } from '../../../common/password-errors';
import type { ApiError } from '../../api/errors';

export type PasswordFailure =
  'invalidCode' | 'wrongCurrentPassword' | 'notFound' | 'tooMany' | 'rejected' | 'serverError';

/** What went wrong with a password call, in the terms the screens' toasts use. */
export function passwordFailure(error: ApiError): PasswordFailure {
  if (!error || !('status' in error) || typeof error.status !== 'number' || error.status >= 500) return 'serverError';
  if (error.status === 404) return 'notFound';
  if (error.status === 429) return 'tooMany';
  const code = (error.data as Partial<ErrorBody> | undefined)?.code;
  if (code === PASSWORD_ERROR_CODES.invalidCode) return 'invalidCode';
  if (code === PASSWORD_ERROR_CODES.wrongCurrentPassword) return 'wrongCurrentPassword';
  return 'rejected';
}

/** The toast for a failed change with a code (/forgetpass, /admin/changepw). */
export function codeChangeFailureKey(failure: PasswordFailure): string {
  switch (failure) {
    case 'invalidCode':
      return 'admin:password.codeInvalid';
    case 'tooMany':
      return 'admin:password.tooMany';
    case 'rejected':
    case 'wrongCurrentPassword':
      return 'admin:password.changeFailed';
    default:
      return 'admin:password.changeServerError';
  }
}
