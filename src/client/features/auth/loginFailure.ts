import { PASSWORD_ERROR_CODES } from '@/common/password-errors';
import type { ApiError } from '@/client/api/errors';
import type { ToastText } from '@/client/app/ui/toast';
import { passwordFailure, signInLockedText } from './passwordFailure';

/** The toast for a refused sign-in: how long this device must wait, a busy server, wrong credentials. */
export function loginFailureText(error: ApiError): ToastText {
  if (!error || !('status' in error) || typeof error.status !== 'number') return { key: 'admin:login.serverError' };
  const failure = passwordFailure(error);
  if (failure === 'signInLocked') return signInLockedText(error);
  if (failure === 'tooMany') return { key: 'admin:login.locked' };
  const code = (error.data as { code?: unknown } | undefined)?.code;
  if (code === PASSWORD_ERROR_CODES.serverBusy) return { key: 'admin:login.busy' };
  return error.status >= 500 ? { key: 'admin:login.serverError' } : { key: 'admin:login.failed' };
}
