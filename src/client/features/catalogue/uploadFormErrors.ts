import { errorMessage, fieldErrors, type ApiError } from '../../api/errors';

/** Statuses with which the server refuses the uploaded file itself (DESIGN.md 4: too large, wrong type, unreadable). */
const IMAGE_REFUSALS = new Set([413, 415, 422]);

/**
 * The server's per-field messages of a refused upload form, with a refusal of the file itself shown under
 * the image field (such answers name no field).
 */
export function uploadFormErrors(error: ApiError, imageField: string): Record<string, string> {
  const fields = fieldErrors(error);
  if (
    !fields[imageField] &&
    error &&
    'status' in error &&
    typeof error.status === 'number' &&
    IMAGE_REFUSALS.has(error.status)
  ) {
    return { ...fields, [imageField]: errorMessage(error) };
  }
  return fields;
}
