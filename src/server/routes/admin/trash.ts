import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HISTORY_COLLECTIONS, type ActivityEntity, type HistoryCollection } from '@/common/api/activity';
import { Envelope, ErrorEnvelope, IdParams, ListEnvelope, MessageEnvelope } from '@/common/api/envelope';
import { RestoredItem, TRASH_COLLECTIONS, TrashItem, TrashListQuery, TrashRestoreBody } from '@/common/api/trash';
import { adminApiRule, may } from '@/common/staff-access';
import { nameOf } from '@/server/services/activity/changes';
import { purgeFromTrash, restoreFromTrash } from '@/server/services/trash/trash';
import { recordBesides } from '../activity-recording';
import { ok, okList, okMessage } from '../answers';
import { adminErrors, adminRoute } from '../schemas';

const schema = { ...adminRoute, tags: ['admin', 'trash'] };
const DAY_MS = 24 * 60 * 60 * 1000;
const COLLECTION_OF = Object.fromEntries(
  Object.entries(HISTORY_COLLECTIONS).map(([collection, entity]) => [entity, collection]),
) as Record<ActivityEntity, HistoryCollection>;

/** The trash: what was deleted, restored as it was or removed for good (each by whoever may change its kind). */
const adminTrashRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const retentionMs = app.config.trashRetentionDays * DAY_MS;

  app.get(
    '/trash',
    {
      schema: {
        ...schema,
        description:
          'The deleted items of the collections the user may change, newest deletion first, with when the sweep ' +
          'removes each for good (TRASH_RETENTION_DAYS after its deletion).',
        querystring: TrashListQuery,
        response: { 200: ListEnvelope(TrashItem), ...adminErrors },
      },
    },
    async ({ query, user }) => {
      const collections = TRASH_COLLECTIONS.filter(
        (collection) =>
          (!query.collection || query.collection === collection) &&
          may(user?.role, adminApiRule('POST', `/trash/${collection}/:id/restore`)!),
      );
      const page = await app.repos.activity.trashPage(
        collections.map((collection) => HISTORY_COLLECTIONS[collection]),
        query,
      );
      const rows = page.rows.map((row) => {
        const deletedAt = new Date(row.at);
        return {
          collection: COLLECTION_OF[row.entity as ActivityEntity],
          id: row.entity_id!,
          name: row.entity_name ?? nameOf(JSON.parse(row.snapshot!)) ?? null,
          deletedAt: deletedAt.toISOString(),
          deletedBy: row.username,
          removedAt: new Date(deletedAt.getTime() + retentionMs).toISOString(),
        };
      });
      return okList('Trash retrieved', { rows, total: page.total }, query);
    },
  );

  for (const collection of TRASH_COLLECTIONS) {
    app.post(
      `/trash/${collection}/:id/restore`,
      {
        schema: {
          ...schema,
          description:
            `Brings the deleted item back as it was (its id, texts, picture${collection === 'products' ? ', terms, certifications and documents' : ''}). ` +
            '409 RESTORE_CONFLICT: `fields.name` `duplicate` (send another `name`), `fields.category_id` `in_trash` ' +
            '(send `with_category: true` to restore the category too) or `not_found`.',
          params: IdParams,
          body: TrashRestoreBody,
          response: { 200: Envelope(RestoredItem), ...adminErrors, 409: ErrorEnvelope },
        },
      },
      async (request) => {
        const { params, body } = request;
        const restored = await restoreFromTrash(app, collection, params.id, body ?? {}, (also) =>
          recordBesides(request, {
            action: 'restore',
            entity: HISTORY_COLLECTIONS[also.collection],
            id: also.id,
            state: also.state,
          }),
        );
        return ok('Item restored', restored);
      },
    );

    app.delete(
      `/trash/${collection}/:id`,
      {
        schema: {
          ...schema,
          description:
            'Removes the deleted item for good, with its pictures and documents; its records stay in the log.',
          params: IdParams,
          response: { 200: MessageEnvelope, ...adminErrors },
        },
      },
      async ({ params }) => {
        await purgeFromTrash(app, collection, params.id);
        return okMessage('Item deleted for good');
      },
    );
  }
};

export default adminTrashRoutes;
