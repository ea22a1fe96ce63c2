import type { i18n as I18n } from 'i18next';
import { serverErrorOf, type ApiError } from '@/client/api/errors';
import type { ToastText } from '@/client/app/ui/toast';

/**
 * The toast of a request of the profile that failed: the server's code in words (TWO_STEP_NOT_PENDING, NOT_FOUND…),
 * or that the change could not be made when the code has no text or nothing answered.
 */
export function failureText(error: ApiError, i18n: I18n): ToastText {
  const answer = serverErrorOf(error);
  const key = answer && `validation:codes.${answer.code}`;
  return key && i18n.exists(key) ? { key, params: answer.params } : { key: 'admin:profile.failed' };
}
