import { ERROR_CODES } from '@/common/api/error-codes';
import { PASSWORD_ERROR_CODES } from '@/common/password-errors';
import { serverErrorOf, type ApiError } from '@/client/api/errors';
import type { ToastText } from '@/client/app/ui/toast';
import { passwordFailure, signInLockedText, waitSecondsOf } from './passwordFailure';
import { waitMessage } from './waitMessage';

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

/**
 * What a refused code of the second step means for the card: a wrong (or used) code, said under the field; a
 * challenge too old, which sends the user back to the password step; anything else, a toast.
 */
export type TwoStepFailure =
  | { kind: 'codeInvalid'; text: ToastText }
  | { kind: 'challengeExpired'; text: ToastText }
  | { kind: 'other'; text: ToastText };

/** A code only the back office meets: its text is with the back office's (admin.json). */
const codeText = (code: string): ToastText => ({ key: `admin:errorCodes.${code}` });

export function twoStepFailure(error: ApiError): TwoStepFailure {
  if (!error || !('status' in error) || typeof error.status !== 'number' || error.status >= 500) {
    const busy = serverErrorOf(error)?.code === PASSWORD_ERROR_CODES.serverBusy;
    return { kind: 'other', text: { key: busy ? 'admin:login.busy' : 'admin:login.serverError' } };
  }
  // Without a session the server knows no other 401 here: the challenge is over, whatever the code says.
  if (error.status === 401) {
    return { kind: 'challengeExpired', text: codeText(ERROR_CODES.twoStepChallengeExpired) };
  }
  if (error.status === 429) {
    const seconds = waitSecondsOf(error);
    const locked = serverErrorOf(error)?.code === PASSWORD_ERROR_CODES.signInLocked && seconds;
    return {
      kind: 'other',
      text: locked
        ? waitMessage(
            { seconds: 'admin:login.twoStep.lockedFor.seconds', minutes: 'admin:login.twoStep.lockedFor.minutes' },
            seconds,
          )
        : { key: 'admin:login.locked' },
    };
  }
  // A 400 is the code itself: wrong, used already, or not a code at all.
  return { kind: 'codeInvalid', text: codeText(ERROR_CODES.twoStepCodeInvalid) };
}
