import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, FIELD_PROBLEMS } from '@/common/api/error-codes';
import { codeOfStatus, HttpError, invalidField } from '../errors';
import { fileTooLarge } from '../services/images';
import { parseFields } from '../validation';

export interface ImageForm<T> {
  fields: T;
  /** The uploaded bytes, or undefined when no file was chosen. */
  file: Buffer | undefined;
}

const malformed = (why: string) =>
  new HttpError(400, ERROR_CODES.malformedMultipart, `The multipart form could not be read: ${why}`);

const interrupted = () => malformed('the upload was interrupted');

/**
 * What a failure while reading the body becomes. Everything there comes from the request itself (a missing or
 * oversized boundary, a cut-off body, a client that went away), so it is the client's error, never a 500.
 */
function bodyError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return new HttpError(statusCode, codeOfStatus(statusCode), message ?? 'Invalid multipart form');
  }
  return malformed(message ?? 'unknown error');
}

/** Form fields sent as JSON text: `translations`, the texts of every other language (see common/api/translations.ts). */
const JSON_FIELDS = ['translations'];

function decodeJsonFields(fields: Record<string, string>): Record<string, unknown> {
  const decoded: Record<string, unknown> = { ...fields };
  for (const name of JSON_FIELDS) {
    const text = fields[name];
    if (text === undefined) continue;
    try {
      decoded[name] = JSON.parse(text);
    } catch {
      throw invalidField(name, FIELD_PROBLEMS.invalid, `Field "${name}" must be JSON`);
    }
  }
  return decoded;
}

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
    throw new HttpError(415, ERROR_CODES.multipartRequired, 'Send this form as multipart/form-data.');
  }
  // A body whose client has already gone would never end: the parser waits for a close event that has passed.
  if (request.raw.destroyed) throw interrupted();
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw invalidField(part.fieldname, FIELD_PROBLEMS.notAccepted, `Unexpected file field "${part.fieldname}"`);
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0 && !part.filename) continue;
        if (bytes.length === 0) throw new HttpError(422, ERROR_CODES.emptyFile, 'The uploaded file is empty.');
        file = bytes;
      } else {
        if (part.fieldname in fields) {
          throw invalidField(part.fieldname, FIELD_PROBLEMS.duplicate, `Field "${part.fieldname}" was sent twice`);
        }
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw bodyError(error);
  }
  // A client that goes away mid-body ends the parts early without an error: what arrived must not be saved.
  if (request.raw.readableAborted) throw interrupted();
  return { fields: parseFields<T>(schema, decodeJsonFields(fields)), file };
}
