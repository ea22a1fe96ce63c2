import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { coercingAjv, strictAjv } from '../validation';

/** JSON bodies are validated strictly; query strings and params, being text, are coerced. */
export default fp(async function validation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strictAjv : coercingAjv).compile(schema));
});
