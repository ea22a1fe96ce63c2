import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ActivityListQuery,
  ActivityRecord,
  ActivityUser,
  HISTORY_COLLECTIONS,
  HISTORY_DOCUMENTS,
} from '@/common/api/activity';
import { Envelope, IdParams, ListEnvelope, PageQuery } from '@/common/api/envelope';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import { companyTimeZone } from '@/common/time-zone';
import { siteContent } from '@/server/services/site-content';
import { validationError } from '@/server/validation';
import { ok, okList } from '../answers';
import { adminErrors, adminRoute } from '../schemas';

const schema = { ...adminRoute, tags: ['admin', 'activity'] };

/** The activity log (administrators) and each entity's own history (whoever may open the entity). */
const adminActivityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { activity } = app.repos;
  const content = siteContent(app.repos, app.config.site);

  app.get(
    '/activity',
    {
      schema: {
        ...schema,
        description:
          'Every recorded write, newest first; `from` and `to` are inclusive days of the company’s time zone.',
        querystring: ActivityListQuery,
        response: { 200: ListEnvelope(ActivityRecord), ...adminErrors },
      },
    },
    async ({ query }) => {
      if (query.from && query.to && query.from > query.to) {
        throw validationError('querystring', { to: FIELD_PROBLEMS.outOfRange });
      }
      const timeZone = companyTimeZone((await content.settings('en')).timeZone);
      return okList('Activity retrieved', await activity.listPage(query, timeZone), query);
    },
  );

  app.get(
    '/activity/users',
    { schema: { ...schema, response: { 200: Envelope(Type.Array(ActivityUser)), ...adminErrors } } },
    async () => ok('Users retrieved', await activity.users()),
  );

  for (const [path, entity] of Object.entries(HISTORY_COLLECTIONS)) {
    app.get(
      `/${path}/:id/history`,
      {
        schema: {
          ...schema,
          description: `The recorded changes of one ${entity}, newest first.`,
          params: IdParams,
          querystring: PageQuery,
          response: { 200: ListEnvelope(ActivityRecord), ...adminErrors },
        },
      },
      async ({ params, query }) => okList('History retrieved', await activity.history(entity, params.id, query), query),
    );
  }

  for (const [path, entity] of Object.entries(HISTORY_DOCUMENTS)) {
    app.get(
      `/${path}/history`,
      {
        schema: {
          ...schema,
          description: `The recorded changes of the ${entity.replace('_', ' ')}, newest first.`,
          querystring: PageQuery,
          response: { 200: ListEnvelope(ActivityRecord), ...adminErrors },
        },
      },
      async ({ query }) => okList('History retrieved', await activity.history(entity, undefined, query), query),
    );
  }
};

export default adminActivityRoutes;
