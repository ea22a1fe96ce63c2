import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { parseFields } from '../validation';

export interface ImageForm<T> {
  fields: T;
  /** The uploaded bytes, or undefined when no file was chosen. */
  file: Buffer | undefined;
}

const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large: at most 10 MB.');

/**
 * Reads a multipart form with one optional image under `fileField`, validating the text fields against
 * `schema`. Nothing is written anywhere: the caller hands the bytes to the image pipeline.
 */
export async function readImageForm<T>(
  request: FastifyRequest,
  schema: TSchema,
  fileField: string,
): Promise<ImageForm<T>> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw new HttpError(400, 'VALIDATION', `Unexpected file field "${part.fieldname}"`, {
            [part.fieldname]: 'is not an accepted field',
          });
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0 && !part.filename) continue;
        if (bytes.length === 0) throw new HttpError(422, 'UNPROCESSABLE_IMAGE', 'The uploaded file is empty.');
        file = bytes;
      } else {
        if (part.fieldname in fields) {
          throw new HttpError(400, 'VALIDATION', `Field "${part.fieldname}" was sent twice`, {
            [part.fieldname]: 'was sent twice',
          });
        }
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  return { fields: parseFields<T>(schema, fields), file };
}
