import Ajv, { type ErrorObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { ERROR_CODES, FIELD_PROBLEMS, type FieldProblem } from '../common/api/error-codes';
import { HttpError } from './errors';
import { addNoNulKeyword, NO_NUL_KEYWORD, refusingNul } from './nul-characters';

const base: Options = { allErrors: true, useDefaults: true, removeAdditional: false, strict: false };

/** For JSON bodies: no type coercion (`"name": 123` is an error); unknown fields fail on closed schemas. */
export const strictAjv = addNoNulKeyword(addFormats(new Ajv({ ...base, coerceTypes: false })));
/** For query strings, params and multipart fields, which are text on the wire. */
export const coercingAjv = addNoNulKeyword(addFormats(new Ajv({ ...base, coerceTypes: 'array' })));

/** A field's dotted path: `name`, or `translations.id.name` inside an object field. */
function fieldOf(issue: ErrorObject): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const within = (name: unknown) => (path ? `${path}.${String(name)}` : String(name));
  if (issue.keyword === 'required') return within(issue.params.missingProperty);
  if (issue.keyword === 'additionalProperties') return within(issue.params.additionalProperty);
  return path || 'body';
}

/** The stable problem code of one schema issue (DESIGN.md section 4); the client translates it. */
function problemOf(issue: ErrorObject): FieldProblem {
  switch (issue.keyword) {
    case 'required':
      return FIELD_PROBLEMS.required;
    case 'additionalProperties':
      return FIELD_PROBLEMS.notAccepted;
    case 'pattern':
      // '\S' is the not-blank rule of text fields; any other pattern is a format (e.g. a 6-digit code).
      return issue.params.pattern === '\\S' ? FIELD_PROBLEMS.blank : FIELD_PROBLEMS.invalid;
    case 'maxLength':
    case 'maxItems':
      return FIELD_PROBLEMS.tooLong;
    case 'minLength':
    case 'minItems':
      return FIELD_PROBLEMS.tooShort;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return FIELD_PROBLEMS.outOfRange;
    case NO_NUL_KEYWORD:
      return FIELD_PROBLEMS.invalidCharacter;
    default:
      return FIELD_PROBLEMS.invalid;
  }
}

/** Names every invalid field with its problem code: `{ name: 'required', age: 'invalid' }`. */
export function validationFields(issues: ErrorObject[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldOf(issue)] ??= problemOf(issue);
  return fields;
}

export function validationError(part: string, fields: Record<string, string>): HttpError {
  const summary = Object.entries(fields)
    .map(([field, problem]) => `${field} ${problem}`)
    .join('; ');
  return new HttpError(400, ERROR_CODES.validation, `Invalid ${part}: ${summary}`, fields);
}

const compiled = new WeakMap<TSchema, ReturnType<typeof coercingAjv.compile>>();

/** Validates (and coerces) text fields against a schema outside Fastify's own validation, e.g. multipart forms. */
export function parseFields<T>(schema: TSchema, fields: Record<string, unknown>): T {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = coercingAjv.compile(refusingNul(schema));
    compiled.set(schema, validate);
  }
  const value = { ...fields };
  if (!validate(value)) throw validationError('form', validationFields(validate.errors ?? []));
  return value as T;
}

const compiledStrict = new WeakMap<TSchema, ReturnType<typeof strictAjv.compile>>();

/** What is wrong with a value the server made itself (e.g. a kept revision) against a schema, by field; none if valid. */
export function fieldProblems(schema: TSchema, value: unknown): Record<string, string> | undefined {
  let validate = compiledStrict.get(schema);
  if (!validate) {
    validate = strictAjv.compile(refusingNul(schema));
    compiledStrict.set(schema, validate);
  }
  return validate(structuredClone(value)) ? undefined : validationFields(validate.errors ?? []);
}
