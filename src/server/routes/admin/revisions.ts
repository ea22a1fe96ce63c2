import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HISTORY_COLLECTIONS, type HistoryCollection } from '@/common/api/activity';
import { Envelope, IdParams, ErrorEnvelope } from '@/common/api/envelope';
import { RestoredRevision, RevisionCompareQuery, RevisionComparison, RevisionParams } from '@/common/api/revisions';
import { notFound } from '@/server/errors';
import { compareStates } from '@/server/services/activity/changes';
import { restoreRevision } from '@/server/services/revisions/restore';
import { RESTORERS } from '@/server/services/revisions/restorers';
import { ok } from '../answers';
import { adminErrors, adminRoute } from '../schemas';

const schema = { ...adminRoute, tags: ['admin', 'revisions'] };

/** Each item's revisions: any two compared, any one restored (whoever may open, respectively change, the item). */
const adminRevisionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { activity } = app.repos;

  for (const [path, entity] of Object.entries(HISTORY_COLLECTIONS)) {
    const restorer = RESTORERS[path as HistoryCollection];

    app.get(
      `/${path}/:id/revisions/compare`,
      {
        schema: {
          ...schema,
          description:
            `Two revisions of one ${entity} (ids of its history's records marked \`revision\`), every field side ` +
            'by side and whether it changed; texts in other languages as `translations.<language>.<field>`.',
          params: IdParams,
          querystring: RevisionCompareQuery,
          response: { 200: Envelope(RevisionComparison), ...adminErrors },
        },
      },
      async ({ params, query }) => {
        const [from, to] = await Promise.all([
          activity.revision(entity, params.id, query.from),
          activity.revision(entity, params.id, query.to),
        ]);
        if (!from || !to) throw notFound('Revision');
        const side = ({ id, at, username }: typeof from) => ({ id, at, username });
        return ok('Revisions compared', {
          from: side(from),
          to: side(to),
          fields: compareStates(from.state, to.state),
        });
      },
    );

    app.post(
      `/${path}/:id/revisions/:revisionId/restore`,
      {
        schema: {
          ...schema,
          description:
            `Puts an earlier revision of the ${entity} back as a new revision (its fields in every language, and its ` +
            "picture while its files remain: `imageKept` says the current one stayed; a product's documents deleted " +
            'since, while their files remain: `documentsMissing` names the others). A field the revision predates ' +
            'keeps its current value. 409 REVISION_NOT_RESTORABLE names the fields that no longer hold (a category ' +
            'or term that is gone, a name taken since, a rule the revision breaks).',
          params: RevisionParams,
          response: { 200: Envelope(RestoredRevision), ...adminErrors, 409: ErrorEnvelope },
        },
      },
      async ({ params }) =>
        ok('Revision restored', await restoreRevision(app, restorer, entity, params.id, params.revisionId)),
    );
  }
};

export default adminRevisionsRoutes;
