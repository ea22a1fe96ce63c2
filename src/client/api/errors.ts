import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ErrorBody } from '../../common/api/envelope';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

function isServerError(data: unknown): data is ErrorBody {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as ErrorBody).error === true &&
    typeof (data as ErrorBody).message === 'string'
  );
}

/** A message a person can read, from whatever failed: the server's own message when it sent one. */
export function errorMessage(error: ApiError): string {
  if (!error) return 'Unknown error';
  if ('status' in error) {
    if (isServerError(error.data)) return error.data.message;
    if (error.status === 'FETCH_ERROR') return 'Network error: the server could not be reached';
    if (error.status === 'PARSING_ERROR') return 'The server sent an unreadable answer';
    if (error.status === 'TIMEOUT_ERROR') return 'The server took too long to answer';
    if (error.status === 'CUSTOM_ERROR') return error.error;
    return `HTTP ${error.status}`;
  }
  return error.message ?? 'Unknown error';
}

/** True when the server answered with an error of its own (as opposed to a network failure). */
export function isServerAnswer(error: ApiError): boolean {
  return Boolean(error && 'status' in error && typeof error.status === 'number');
}

/** Per-field problems from a 400 answer, for showing next to the fields. */
export function fieldErrors(error: ApiError): Record<string, string> {
  if (error && 'status' in error && isServerError(error.data)) return error.data.fields ?? {};
  return {};
}
