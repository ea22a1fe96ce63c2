import type { i18n as I18n } from 'i18next';
import { codeTextKey, serverErrorOf, type ApiError } from '@/client/api/errors';
import type { ToastText } from '@/client/app/ui/toast';

/**
 * The toast of a change the server refused: its code in words (LAST_ADMINISTRATOR, TWO_STEP_NOT_PENDING…, with the
 * values it names), or `fallbackKey` (that the change could not be made) when the code has no text or nothing
 * answered.
 */
export function refusalToast(error: ApiError, i18n: I18n, fallbackKey: string): ToastText {
  const answer = serverErrorOf(error);
  const key = answer && codeTextKey(answer.code, i18n);
  return key ? { key, params: answer.params } : { key: fallbackKey };
}
