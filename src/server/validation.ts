import Ajv, { type ErrorObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { HttpError } from './errors';

const base: Options = { allErrors: true, useDefaults: true, removeAdditional: false, strict: false };

/** For JSON bodies: no type coercion (`"name": 123` is an error); unknown fields fail on closed schemas. */
export const strictAjv = addFormats(new Ajv({ ...base, coerceTypes: false }));
/** For query strings, params and multipart fields, which are text on the wire. */
export const coercingAjv = addFormats(new Ajv({ ...base, coerceTypes: 'array' }));

function fieldOf(issue: ErrorObject): string {
  if (issue.keyword === 'required') return String(issue.params.missingProperty);
  if (issue.keyword === 'additionalProperties') return String(issue.params.additionalProperty);
  return issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

function problemOf(issue: ErrorObject): string {
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an accepted field';
    case 'pattern':
      // '\S' is the not-blank rule of text fields; any other pattern is a format (e.g. a 6-digit code).
      return issue.params.pattern === '\\S' ? 'must not be blank' : `must match ${String(issue.params.pattern)}`;
    default:
      return issue.message ?? 'is invalid';
  }
}

/** Names every invalid field: `{ name: 'is required', age: 'must be integer' }`. */
export function validationFields(issues: ErrorObject[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldOf(issue)] ??= problemOf(issue);
  return fields;
}

export function validationError(part: string, fields: Record<string, string>): HttpError {
  const summary = Object.entries(fields)
    .map(([field, problem]) => `${field} ${problem}`)
    .join('; ');
  return new HttpError(400, 'VALIDATION', `Invalid ${part}: ${summary}`, fields);
}

const compiled = new WeakMap<TSchema, ReturnType<typeof coercingAjv.compile>>();

/** Validates (and coerces) text fields against a schema outside Fastify's own validation, e.g. multipart forms. */
export function parseFields<T>(schema: TSchema, fields: Record<string, unknown>): T {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = coercingAjv.compile(schema);
    compiled.set(schema, validate);
  }
  const value = { ...fields };
  if (!validate(value)) throw validationError('form', validationFields(validate.errors ?? []));
  return value as T;
}
