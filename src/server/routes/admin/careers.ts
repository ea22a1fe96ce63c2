import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCareer, CareerCreateBody, CareerUpdateBody } from '@/common/api/careers';
import { AdminListQuery } from '@/common/api/admin-list';
import { Envelope, IdParams, ListEnvelope, MessageEnvelope } from '@/common/api/envelope';
import { notFound } from '@/server/errors';
import { ok, okList, okMessage } from '../answers';
import { adminErrors, adminRoute } from '../schemas';

const schema = { ...adminRoute, tags: ['admin', 'careers'] };

const adminCareersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/careers',
    {
      schema: {
        ...schema,
        description: '`search` looks in the names, positions and descriptions, in any language.',
        querystring: AdminListQuery('careers'),
        response: { 200: ListEnvelope(AdminCareer), ...adminErrors },
      },
    },
    async ({ query }) => okList('Careers retrieved', await app.repos.careers.listPage(query), query),
  );

  app.get(
    '/careers/:id',
    { schema: { ...schema, params: IdParams, response: { 200: Envelope(AdminCareer), ...adminErrors } } },
    async ({ params }) => {
      const career = await app.repos.careers.findForAdmin(params.id);
      if (!career) throw notFound('Career');
      return ok('Career retrieved', career);
    },
  );

  app.post(
    '/careers',
    { schema: { ...schema, body: CareerCreateBody, response: { 201: Envelope(AdminCareer), ...adminErrors } } },
    async ({ body }, reply) => reply.status(201).send(ok('Career created', await app.repos.careers.add(body))),
  );

  app.put(
    '/careers/:id',
    {
      schema: {
        ...schema,
        description: 'Replaces the English texts and the status; without `translations` the stored ones are kept.',
        params: IdParams,
        body: CareerUpdateBody,
        response: { 200: Envelope(AdminCareer), ...adminErrors },
      },
    },
    async ({ params, body }) => {
      const career = await app.repos.careers.update(params.id, body);
      if (!career) throw notFound('Career');
      return ok('Career updated', career);
    },
  );

  app.delete(
    '/careers/:id',
    { schema: { ...schema, params: IdParams, response: { 200: MessageEnvelope, ...adminErrors } } },
    async ({ params, recordDeletion }) => {
      if (!(await app.repos.careers.remove(params.id, recordDeletion))) throw notFound('Career');
      return okMessage('Career deleted');
    },
  );
};

export default adminCareersRoutes;
