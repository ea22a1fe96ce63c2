import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@/common/api/envelope';
import { DATABASE_BUSY_RETRY_SECONDS, isDatabaseBusy } from '../db/busy';
import { codeOfStatus, HttpError } from '../errors';
import { validationError, validationFields } from '../validation';

/**
 * A query that gave up waiting (for another process's lock, a statement's time, a free connection): worth retrying in
 * a moment, not a server fault.
 */
function databaseBusy(request: FastifyRequest, cause: unknown): HttpError {
  request.log.warn({ err: cause }, 'database busy: a lock, a statement or a free connection took too long');
  const seconds = DATABASE_BUSY_RETRY_SECONDS;
  return new HttpError(503, 'DATABASE_BUSY', `The database is busy. Please try again in ${seconds} s.`, undefined, {
    seconds,
  });
}

/** The one error shape of DESIGN.md section 4, for every error any route or plugin raises. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError | HttpError, request, reply) => {
    const error = isDatabaseBusy(caught) ? databaseBusy(request, caught) : caught;
    let body: ErrorBody;
    let status: number;
    if (error instanceof HttpError) {
      status = error.statusCode;
      body = {
        error: true,
        message: error.message,
        code: error.code,
        ...(error.fields && { fields: error.fields }),
        ...(error.params && { params: error.params }),
      };
    } else if ('validation' in error && error.validation) {
      const invalid = validationError(error.validationContext ?? 'input', validationFields(error.validation as never));
      status = 400;
      body = { error: true, message: invalid.message, code: invalid.code, fields: invalid.fields };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { error: true, message: error.message, code: codeOfStatus(status) };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { error: true, message: 'Internal server error', code: 'INTERNAL' };
    }
    // A refusal that says how long to wait says it in the standard header too, for clients that do not read bodies.
    const seconds = body.params?.seconds;
    if ((status === 429 || status === 503) && typeof seconds === 'number') reply.header('retry-after', String(seconds));
    if (status >= 400 && status < 500) request.log.info({ status, code: body.code }, body.message);
    return reply.status(status).send(body);
  });
});
