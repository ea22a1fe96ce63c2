import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '../../common/api/envelope';
import { HttpError } from '../errors';
import { validationError, validationFields } from '../validation';

/** The one error shape of DESIGN.md section 4, for every error any route or plugin raises. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let body: ErrorBody;
    let status: number;
    if (error instanceof HttpError) {
      status = error.statusCode;
      body = { error: true, message: error.message, code: error.code, ...(error.fields && { fields: error.fields }) };
    } else if ('validation' in error && error.validation) {
      const invalid = validationError(error.validationContext ?? 'input', validationFields(error.validation as never));
      status = 400;
      body = { error: true, message: invalid.message, code: invalid.code, fields: invalid.fields };
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
