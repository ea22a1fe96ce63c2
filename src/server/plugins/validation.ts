import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastJson from 'fast-json-stringify';
import { refusingNul } from '../nul-characters';
import { coercingAjv, strictAjv } from '../validation';

type Validate = ReturnType<typeof strictAjv.compile>;
type Serialize = (data: unknown) => string;

// Compiling every route's schemas is most of the cost of building the app; the same schemas compile to the same
// functions, so each is compiled once per process however many apps it builds (the test suites build one per test).
const validators = new Map<string, Validate>();
const serializers = new Map<string, Serialize>();

function once<T>(cache: Map<string, T>, key: string, compile: () => T): T {
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = compile();
    cache.set(key, compiled);
  }
  return compiled;
}

/**
 * JSON bodies are validated strictly; query strings and params, being text, are coerced. No text may hold U+0000.
 * Answers are serialized from their response schemas.
 */
export default fp(async function validation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strictAjv : coercingAjv;
    const kind = httpPart === 'body' ? 'strict' : 'coercing';
    return once(validators, `${kind}:${JSON.stringify(schema)}`, () => ajv.compile(refusingNul(schema)));
  });
  app.setSerializerCompiler(({ schema }) =>
    once(serializers, JSON.stringify(schema), () => fastJson(schema) as Serialize),
  );
});
