import { ERROR_CODES } from '@/common/api/error-codes';
import { errorMessage, fieldErrors, isServerAnswer, serverErrorOf, type ApiError, type Translate } from '../api/errors';

/** Why a public form was not accepted, in words for the visitor. */
export interface SendFailure {
  /** The translated problem of each field the server named, by field (`email`, `items.0.quantity`). */
  fields: Record<string, string>;
  message: string;
  /** Nothing the visitor did wrong: the server could not be reached or failed. Try again, or write another way. */
  offerOtherWays: boolean;
  /** The form's token was refused as too old or used; the form asks for a new one, so sending again is enough. */
  tokenExpired: boolean;
  /**
   * The server answered after it may have accepted (and so spent) the form's token: the form asks for a new one
   * before the visitor sends again. Not after FORM_TOO_FAST, whose token stays good (a new one would restart the wait).
   */
  tokenSpent: boolean;
}

/** Codes with which the server refuses an attached file itself, naming no field. */
const FILE_REFUSALS: string[] = [
  ERROR_CODES.fileTooLarge,
  ERROR_CODES.notAPdf,
  ERROR_CODES.emptyFile,
  ERROR_CODES.unsupportedFileType,
];

/** The failure of `error`; a refusal of the attached file is shown under `fileField` when the form has one. */
export function sendFailureOf(error: ApiError, t: Translate, fileField?: string): SendFailure {
  const answer = serverErrorOf(error);
  const status = error && 'status' in error ? error.status : undefined;
  const tokenExpired = answer?.code === ERROR_CODES.formExpired || answer?.code === ERROR_CODES.formAlreadyUsed;
  const fileRefused = fileField && answer && FILE_REFUSALS.includes(answer.code);
  return {
    fields: { ...fieldErrors(error, t), ...(fileRefused && { [fileField]: errorMessage(error, t) }) },
    message: tokenExpired ? t('public:enquiry.failure.expired') : errorMessage(error, t),
    offerOtherWays: !isServerAnswer(error) || (typeof status === 'number' && status >= 500),
    tokenExpired,
    tokenSpent: isServerAnswer(error) && answer?.code !== ERROR_CODES.formTooFast,
  };
}
