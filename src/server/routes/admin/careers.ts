import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCareer, AdminCareerListQuery, CareerCreateBody, CareerUpdateBody } from '@/common/api/careers';
import { Envelope, IdParams, ListEnvelope, MessageEnvelope } from '@/common/api/envelope';
import { notFound } from '@/server/errors';
import { careerPublicationFields } from '@/server/services/career-publication';
import { resolvePublication } from '@/server/services/publication';
import { ok, okList, okMessage } from '../answers';
import { adminErrors, adminRoute } from '../schemas';

const schema = { ...adminRoute, tags: ['admin', 'careers'] };
const PUBLICATION =
  '`state` (draft, scheduled or published), `publish_at` (the time a scheduled career is published) and ' +
  "`unpublish_at` (when it goes back to draft; '' for never) say its publication; without `state`, `status` true " +
  'publishes it and false makes it a draft.';

const adminCareersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/careers',
    {
      schema: {
        ...schema,
        description:
          '`search` looks in the names, positions and descriptions, in any language; `state` keeps one ' +
          'publication state.',
        querystring: AdminCareerListQuery,
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
    {
      schema: {
        ...schema,
        description: `${PUBLICATION} Without either the career is published at once.`,
        body: CareerCreateBody,
        response: { 201: Envelope(AdminCareer), ...adminErrors },
      },
    },
    async ({ body }, reply) => {
      const publication = resolvePublication(careerPublicationFields(body))!;
      return reply.status(201).send(ok('Career created', await app.repos.careers.add(body, publication)));
    },
  );

  app.put(
    '/careers/:id',
    {
      schema: {
        ...schema,
        description:
          `Replaces the English texts; without \`translations\` the stored ones are kept. ${PUBLICATION} Without ` +
          'either, or a time, the career keeps its own.',
        params: IdParams,
        body: CareerUpdateBody,
        response: { 200: Envelope(AdminCareer), ...adminErrors },
      },
    },
    async ({ params, body }) => {
      const current = await app.repos.careers.publicationOf(params.id);
      if (!current) throw notFound('Career');
      const publication = resolvePublication(careerPublicationFields(body), current);
      const career = await app.repos.careers.update(params.id, body, publication);
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
