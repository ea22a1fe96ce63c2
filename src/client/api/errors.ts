import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { i18n as I18n, TFunction } from 'i18next';
import type { ErrorBody } from '@/common/api/envelope';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** What an RTK Query mutation's trigger resolves to. */
export type MutationResult = { data: unknown } | { error: ApiError };

/** The `t` of the i18n instance in use (there is one per app, not a global one): `useTranslation().t`. */
export type Translate = TFunction;

function isServerError(data: unknown): data is ErrorBody {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as ErrorBody).error === true &&
    typeof (data as ErrorBody).code === 'string'
  );
}

/** The server's error answer, when the failure is one. */
export function serverErrorOf(error: ApiError): ErrorBody | undefined {
  return error && 'status' in error && isServerError(error.data) ? error.data : undefined;
}

/**
 * The text of a server error code in the current language; a code without a text gets the generic one. Codes only the
 * back office can meet (its accounts, two-step sign-in) have their texts among its own (admin.json, errorCodes), so the
 * public pages do not download them; the others are in validation.json.
 */
export function codeMessage(code: string, params: ErrorBody['params'], t: Translate): string {
  const shared = t(`validation:codes.${code}`, { ...params, defaultValue: '' });
  return shared || t(`admin:errorCodes.${code}`, { ...params, defaultValue: t('validation:client.unknown') });
}

/** The key of a server error code's text, in whichever of the two places it is; undefined when it has none. */
export const codeTextKey = (code: string, i18n: I18n): string | undefined =>
  [`validation:codes.${code}`, `admin:errorCodes.${code}`].find((key) => i18n.exists(key));

/**
 * A message a person can read in the current language, from whatever failed: the translation of the server's
 * code (never its English `message`), or of the kind of network failure.
 */
export function errorMessage(error: ApiError, t: Translate): string {
  const answer = serverErrorOf(error);
  if (answer) return codeMessage(answer.code, answer.params, t);
  if (error && 'status' in error) {
    if (error.status === 'FETCH_ERROR') return t('validation:client.network');
    if (error.status === 'TIMEOUT_ERROR') return t('validation:client.timeout');
    if (error.status === 'PARSING_ERROR') return t('validation:client.unreadable');
    if (typeof error.status === 'number') return t('validation:client.http', { status: error.status });
  }
  return t('validation:client.unknown');
}

/** True when the server answered with an error of its own (as opposed to a network failure). */
export function isServerAnswer(error: ApiError): boolean {
  return Boolean(error && 'status' in error && typeof error.status === 'number');
}

/** True when the server answered with the HTTP status `status`. */
export function isStatus(error: ApiError, status: number): boolean {
  return Boolean(error && 'status' in error && error.status === status);
}

/** The text of a field problem code (`required`, `too_long`…), whether the server or the form found it. */
export function fieldProblemMessage(problem: string, t: Translate): string {
  return t(`validation:fields.${problem}`, { defaultValue: t('validation:fields.invalid') });
}

/** Per-field problems from a 400 answer, translated, for showing next to the fields. */
export function fieldErrors(error: ApiError, t: Translate): Record<string, string> {
  const fields = serverErrorOf(error)?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([field, problem]) => [field, fieldProblemMessage(problem, t)]));
}
