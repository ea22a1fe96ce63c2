import { errorMessage, fieldErrors, type ApiError, type Translate } from '../api/errors';

/** Statuses with which the server refuses the uploaded file itself (DESIGN.md 4: too large, wrong type, unreadable). */
const IMAGE_REFUSALS = new Set([413, 415, 422]);

/**
 * The translated per-field problems of a refused upload form, with a refusal of the file itself (which names no
 * field) shown under the image field with its cause.
 */
export function uploadFormErrors(error: ApiError, imageField: string, t: Translate): Record<string, string> {
  const fields = fieldErrors(error, t);
  const status = error && 'status' in error ? error.status : undefined;
  // An answer that names fields (a 422 about the CAS number) is about those fields, not the file.
  if (Object.keys(fields).length === 0 && typeof status === 'number' && IMAGE_REFUSALS.has(status)) {
    return { [imageField]: errorMessage(error, t) };
  }
  return fields;
}
