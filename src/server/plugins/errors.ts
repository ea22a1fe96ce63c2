import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '../../common/api/envelope';
import { HttpError } from '../errors';

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue): string {
  if (issue.keyword === 'required') return String(issue.params.missingProperty);
  if (issue.keyword === 'additionalProperties') return String(issue.params.additionalProperty);
  return issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

function problemOf(issue: AjvIssue): string {
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an accepted field';
    case 'pattern':
      return 'must not be blank';
    default:
      return issue.message ?? 'is invalid';
  }
}

/** Names every invalid field: `{ name: 'is required', age: 'must be integer' }`. */
export function validationFields(issues: AjvIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldOf(issue)] ??= problemOf(issue);
  return fields;
}

/** The one error shape of DESIGN.md section 4, for every error any route or plugin raises. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let body: ErrorBody;
    let status: number;
    if (error instanceof HttpError) {
      status = error.statusCode;
      body = { error: true, message: error.message, code: error.code, ...(error.fields && { fields: error.fields }) };
    } else if ('validation' in error && error.validation) {
      const fields = validationFields(error.validation as AjvIssue[]);
      const summary = Object.entries(fields)
        .map(([field, problem]) => `${field} ${problem}`)
        .join('; ');
      status = 400;
      body = { error: true, message: `Invalid ${error.validationContext ?? 'input'}: ${summary}`, code: 'VALIDATION', fields };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { error: true, message: error.message, code: error.code ?? 'BAD_REQUEST' };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { error: true, message: 'Internal server error', code: 'INTERNAL' };
    }
    if (status >= 400 && status < 500) request.log.info({ status, code: body.code }, body.message);
    return reply.status(status).send(body);
  });
});
