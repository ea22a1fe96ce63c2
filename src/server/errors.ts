import { ERROR_CODES, FIELD_PROBLEMS, type ErrorCode } from '../common/api/error-codes';

/** An error that becomes the JSON error envelope with its own status (DESIGN.md section 4). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Values for the client's translated text of `code` (e.g. `{ seconds: 42 }`). */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string) => new HttpError(404, ERROR_CODES.notFound, `${what} not found`);
export const unauthorized = (message = 'Authentication required') =>
  new HttpError(401, ERROR_CODES.unauthorized, message);
export const tooManyRequests = (message: string, seconds?: number) =>
  new HttpError(429, ERROR_CODES.rateLimited, message, undefined, seconds === undefined ? undefined : { seconds });

/** 400 naming one field and its problem code. */
export const invalidField = (field: string, problem: string, message: string) =>
  new HttpError(400, ERROR_CODES.validation, message, { [field]: problem });

/** 400 for a required field (or file) that was not sent. */
export const missingField = (field: string, message: string) => invalidField(field, FIELD_PROBLEMS.required, message);

const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
};

/** The stable code for a client error raised by the framework or a plugin, whose own codes (FST_…) are not ours. */
export const codeOfStatus = (status: number): ErrorCode => CODE_OF_STATUS[status] ?? ERROR_CODES.badRequest;
