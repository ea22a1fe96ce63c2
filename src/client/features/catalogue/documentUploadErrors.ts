import { codeMessage, fieldErrors, serverErrorOf, type ApiError, type Translate } from '@/client/api/errors';
import { DOCUMENT_FILE } from './productDataApi';

/** What the refusal texts call the file (`validation:codes.NOT_A_PDF_document`). */
export const DOCUMENT_SUBJECT = 'document';

/** Statuses with which the server refuses the file itself: too large, not a PDF, empty. */
const FILE_REFUSALS = new Set([413, 415, 422]);

/**
 * The server's problems with a document upload, per field; a refusal of the file itself (which names no field) is
 * shown under the file field, worded for a document.
 */
export function documentUploadErrors(error: ApiError, t: Translate): Record<string, string> {
  const fields = fieldErrors(error, t);
  const answer = serverErrorOf(error);
  const status = error && 'status' in error ? error.status : undefined;
  if (Object.keys(fields).length > 0 || !answer || typeof status !== 'number' || !FILE_REFUSALS.has(status)) {
    return fields;
  }
  return { [DOCUMENT_FILE]: codeMessage(answer.code, { ...answer.params, context: DOCUMENT_SUBJECT }, t) };
}
