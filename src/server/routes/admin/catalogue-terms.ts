import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ErrorEnvelope, IdParams, MessageEnvelope } from '@/common/api/envelope';
import { ERROR_CODES, FIELD_PROBLEMS } from '@/common/api/error-codes';
import { AdminTerm, TermFields } from '@/common/api/product-data';
import type { TermKind } from '@/common/constants';
import { HttpError, notFound } from '@/server/errors';
import { ok, okMessage } from '../answers';
import { adminErrors, adminRoute } from '../schemas';

/** One kind of catalogue term as its routes name it. */
interface TermRoutes {
  kind: TermKind;
  /** The collection's path under /admin. */
  path: string;
  /** 'Industry', 'Industries'. */
  one: string;
  many: string;
}

export const INDUSTRY_ROUTES: TermRoutes = {
  kind: 'industry',
  path: '/industries',
  one: 'Industry',
  many: 'Industries',
};
export const APPLICATION_ROUTES: TermRoutes = {
  kind: 'application',
  path: '/applications',
  one: 'Application',
  many: 'Applications',
};

const conflictError = { 409: ErrorEnvelope };
const BODY =
  'JSON: name (required, unique among its kind), translations (the other languages’ names; left out, they are kept).';

/**
 * The back office's list, create, rename and delete of one kind of catalogue term (industries, applications). Deleting
 * a term takes it off every product that carried it.
 */
export const catalogueTermsRoutes =
  ({ kind, path, one, many }: TermRoutes): FastifyPluginAsyncTypebox =>
  async (app) => {
    const terms = app.repos.catalogueTerms;
    const schema = { ...adminRoute, tags: ['admin', many.toLowerCase()] };
    const duplicateName = (name: string) =>
      new HttpError(409, ERROR_CODES.duplicateTermName, `${one} "${name.trim()}" already exists.`, {
        name: FIELD_PROBLEMS.duplicate,
      });

    app.get(
      path,
      {
        schema: {
          ...schema,
          description: `Every ${one.toLowerCase()}, alphabetical, with how many products carry it (not paged).`,
          response: { 200: Envelope(Type.Array(AdminTerm)), ...adminErrors },
        },
      },
      async () => ok(`${many} retrieved`, await terms.listForAdmin(kind)),
    );

    app.post(
      path,
      {
        schema: {
          ...schema,
          description: BODY,
          body: TermFields,
          response: { 201: Envelope(AdminTerm), ...adminErrors, ...conflictError },
        },
      },
      async ({ body }, reply) => {
        const saved = await terms.add(kind, body);
        if (saved.status === 'duplicate-name') throw duplicateName(body.name);
        return reply.status(201).send(ok(`${one} created`, saved.term));
      },
    );

    app.put(
      `${path}/:id`,
      {
        schema: {
          ...schema,
          description: BODY,
          params: IdParams,
          body: TermFields,
          response: { 200: Envelope(AdminTerm), ...adminErrors, ...conflictError },
        },
      },
      async ({ params, body }) => {
        const saved = await terms.update(kind, params.id, body);
        if (saved.status === 'not-found') throw notFound(one);
        if (saved.status === 'duplicate-name') throw duplicateName(body.name);
        return ok(`${one} updated`, saved.term);
      },
    );

    app.delete(
      `${path}/:id`,
      {
        schema: {
          ...schema,
          description: `Deletes the ${one.toLowerCase()} and takes it off the products that carried it.`,
          params: IdParams,
          response: { 200: MessageEnvelope, ...adminErrors },
        },
      },
      async ({ params, recordDeletion }) => {
        if (!(await terms.remove(kind, params.id, recordDeletion))) throw notFound(one);
        return okMessage(`${one} deleted`);
      },
    );
  };
