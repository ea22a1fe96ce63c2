import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { API_BASE_URL } from '@/client/app/config';
import { readApiContract, type ApiRoute } from '../../setup/api-contract';

/** A route of the contract with its pattern as a regular expression; fewer parameters win when several match. */
interface MatchableRoute extends ApiRoute {
  pattern: RegExp;
  parameterCount: number;
}

function loadRoutes(): MatchableRoute[] {
  return readApiContract().map((route) => {
    const source = route.url
      .split('/')
      .map((part) =>
        part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    const parameterCount = route.url.split('/').filter((part) => part.startsWith(':') || part === '*').length;
    return { ...route, pattern: new RegExp(`^${source}$`), parameterCount };
  });
}

/**
 * The schema with every object closed that does not say otherwise: the server serializes answers from their
 * schemas (fast-json-stringify), which drops the properties an object does not declare, so it never sends them.
 */
function closedObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closedObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const closed = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closedObjects(value)]));
  const open = 'additionalProperties' in closed || 'patternProperties' in closed;
  return 'properties' in closed && !open ? { ...closed, additionalProperties: false } : closed;
}

let routes: MatchableRoute[] | undefined;
// The server's validation options, without the defaults it fills in: answers are checked, never changed.
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
const validators = new WeakMap<object, ValidateFunction>();

function findRoute(method: string, pathname: string): MatchableRoute | undefined {
  routes ??= loadRoutes();
  // Fastify is set to ignore a trailing slash.
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return routes
    .filter((route) => route.methods.includes(method) && route.pattern.test(path))
    .sort((a, b) => a.parameterCount - b.parameterCount)[0];
}

/** The JSON Schema of a JSON answer with this status, or undefined when the route declares none. */
function jsonSchemaFor(route: ApiRoute, status: number): object | undefined {
  const declared = route.response[String(status)] ?? route.response[`${String(status)[0]}xx`] ?? route.response.default;
  // A response declared per content type (`{ content: { 'text/csv': { schema } } }`) may not hold JSON.
  const content = (declared as { content?: Record<string, { schema: object }> } | undefined)?.content;
  return content ? content['application/json']?.schema : declared;
}

export interface ApiAnswer {
  method: string;
  url: string;
  status: number;
  body: unknown;
}

/**
 * Why the server could never send this JSON answer, or undefined when it could (or the URL is not the API's).
 * The contract is what the server's routes declare in `schema.response`.
 */
export function contractViolation({ method, url, status, body }: ApiAnswer): string | undefined {
  if (!url.startsWith(`${API_BASE_URL}/`)) return undefined;
  // The server's routes are under /v1 wherever the client's base URL points.
  const pathname = `/v1${new URL(url).pathname.slice(new URL(API_BASE_URL).pathname.length)}`;
  const where = `${method} ${pathname} ${status}`;
  const route = findRoute(method, pathname);
  if (!route) return `${where}: the server has no such route`;
  const schema = jsonSchemaFor(route, status);
  if (!schema) return `${where}: the route declares no JSON answer with this status`;
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(closedObjects(schema) as object);
    validators.set(schema, validate);
  }
  if (validate(body)) return undefined;
  const problems = (validate.errors ?? []).map(({ instancePath, message, params }) => {
    const extra = 'additionalProperty' in params ? `: '${String(params.additionalProperty)}'` : '';
    return `  ${instancePath || '(body)'} ${message}${extra}`;
  });
  return `${where} (route ${route.url}) answers a body its schema does not allow:\n${problems.join('\n')}`;
}
