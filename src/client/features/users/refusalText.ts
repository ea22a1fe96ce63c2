import type { i18n as I18n } from 'i18next';
import { serverErrorOf, type ApiError } from '@/client/api/errors';
import type { ToastText } from '@/client/app/ui/toast';

/**
 * The toast of a change the server refused: its code in words (LAST_ADMINISTRATOR, OWN_ACCOUNT, ALREADY_JOINED…,
 * with the values it names), or that the change could not be made when the code has no text or nothing answered.
 */
export function refusalText(error: ApiError, i18n: I18n): ToastText {
  const answer = serverErrorOf(error);
  const key = answer && `validation:codes.${answer.code}`;
  return key && i18n.exists(key) ? { key, params: answer.params } : { key: 'admin:users.failed' };
}
