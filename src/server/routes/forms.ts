import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, FIELD_PROBLEMS } from '@/common/api/error-codes';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@/common/constants';
import { codeOfStatus, HttpError, invalidField } from '../errors';
import { fileTooLarge } from '../services/images';
import { parseFields } from '../validation';

export interface ImageForm<T> {
  fields: T;
  /** The uploaded bytes, or undefined when no file was chosen. */
  file: Buffer | undefined;
}

export interface UploadedFile {
  bytes: Buffer;
  /** The name the browser sent, untrusted. */
  filename: string;
}

export interface FileForm<T> {
  fields: T;
  /** The uploaded file, or undefined when none was chosen. */
  file: UploadedFile | undefined;
}

/** The largest file a form takes, in bytes and in the MB its 413 answer names. */
export interface FileLimit {
  maxBytes: number;
  maxMb: number;
}

/**
 * Runs on the text fields sent before the file, before a byte of the file is read; what it throws refuses the form
 * there (e.g. a missing or forged form token), so a refused upload is never held in memory.
 */
export type BeforeFile = (fieldsBeforeFile: Readonly<Record<string, string>>) => Promise<void> | void;

const IMAGE_LIMIT: FileLimit = { maxBytes: MAX_UPLOAD_BYTES, maxMb: MAX_UPLOAD_MB };

const malformed = (why: string) =>
  new HttpError(400, ERROR_CODES.malformedMultipart, `The multipart form could not be read: ${why}`);

const interrupted = () => malformed('the upload was interrupted');

/**
 * What a failure while reading the body becomes. Everything there comes from the request itself (a missing or
 * oversized boundary, a cut-off body, a client that went away), so it is the client's error, never a 500.
 */
function bodyError(error: unknown, limit: FileLimit): HttpError {
  if (error instanceof HttpError) return error;
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(limit.maxMb);
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return new HttpError(statusCode, codeOfStatus(statusCode), message ?? 'Invalid multipart form');
  }
  return malformed(message ?? 'unknown error');
}

const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean']);

/** Whether every value a schema takes is a string, a number or a boolean (a union of such included). */
const isScalar = (field: TSchema): boolean =>
  Array.isArray(field.anyOf) ? field.anyOf.every(isScalar) : SCALAR_TYPES.has(field.type as string);

/**
 * Whether a form field is sent as JSON text: every field a multipart value cannot spell (`translations`, a product's
 * lists, a principal that may be null).
 */
const isJsonField = (field: TSchema): boolean => !isScalar(field);

function decodeJsonFields(schema: TSchema, fields: Record<string, string>): Record<string, unknown> {
  const decoded: Record<string, unknown> = { ...fields };
  const properties = (schema.properties ?? {}) as Record<string, TSchema>;
  for (const [name, text] of Object.entries(fields)) {
    const field = properties[name];
    if (!field || !isJsonField(field)) continue;
    try {
      decoded[name] = JSON.parse(text);
    } catch {
      throw invalidField(name, FIELD_PROBLEMS.invalid, `Field "${name}" must be JSON`);
    }
  }
  return decoded;
}

/**
 * Reads a multipart form with one optional file under `fileField`, validating the text fields against `schema`.
 * The file is read into memory only up to `limit.maxBytes` (the parser drops the rest and the answer is 413), and
 * only once `beforeFile` accepted the fields sent before it; nothing is written anywhere: the caller checks the
 * bytes and stores them.
 */
export async function readFileForm<T>(
  request: FastifyRequest,
  schema: TSchema,
  fileField: string,
  limit: FileLimit,
  beforeFile?: BeforeFile,
): Promise<FileForm<T>> {
  if (!request.isMultipart()) {
    throw new HttpError(415, ERROR_CODES.multipartRequired, 'Send this form as multipart/form-data.');
  }
  // A body whose client has already gone would never end: the parser waits for a close event that has passed.
  if (request.raw.destroyed) throw interrupted();
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit.maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw invalidField(part.fieldname, FIELD_PROBLEMS.notAccepted, `Unexpected file field "${part.fieldname}"`);
        }
        await beforeFile?.(fields);
        const bytes = await part.toBuffer();
        if (bytes.length === 0 && !part.filename) continue;
        if (bytes.length === 0) throw new HttpError(422, ERROR_CODES.emptyFile, 'The uploaded file is empty.');
        file = { bytes, filename: part.filename };
      } else {
        if (part.fieldname in fields) {
          throw invalidField(part.fieldname, FIELD_PROBLEMS.duplicate, `Field "${part.fieldname}" was sent twice`);
        }
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw bodyError(error, limit);
  }
  // A client that goes away mid-body ends the parts early without an error: what arrived must not be saved.
  if (request.raw.readableAborted) throw interrupted();
  return { fields: parseFields<T>(schema, decodeJsonFields(schema, fields)), file };
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
  const { fields, file } = await readFileForm<T>(request, schema, fileField, IMAGE_LIMIT);
  return { fields, file: file?.bytes };
}
