import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { HISTORY_COLLECTIONS } from '@/common/api/activity';
import { AdminArticle } from '@/common/api/articles';
import { AdminCareer, CareerUpdateBody } from '@/common/api/careers';
import { AdminCategory, AdminProduct } from '@/common/api/catalogue';
import { Envelope, ErrorEnvelope, IdParams, MessageEnvelope } from '@/common/api/envelope';
import { AdminGalleryPhoto } from '@/common/api/gallery';
import { AdminPartner } from '@/common/api/partners';
import { PENDING_COLLECTIONS, PendingChanges, type PendingCollection } from '@/common/api/pending-changes';
import { AdminSlide } from '@/common/api/slides';
import { discardChanges, publishChanges, readChanges, saveChanges } from '@/server/services/revisions/pending-changes';
import { RESTORERS } from '@/server/services/revisions/restorers';
import { ok, okMessage } from '../answers';
import { readImageForm } from '../forms';
import { adminErrors, adminRoute } from '../schemas';
import { imageFormRoute, uploadErrors } from '../upload-schemas';

const schema = { ...adminRoute, tags: ['admin', 'pending changes'] };

/** Each collection's item as the back office reads it. */
const ADMIN_ITEMS: Record<PendingCollection, TSchema> = {
  products: AdminProduct,
  categories: AdminCategory,
  articles: AdminArticle,
  careers: AdminCareer,
  galleries: AdminGalleryPhoto,
  slides: AdminSlide,
  partners: AdminPartner,
};

/** The update's own form: multipart with the picture for the collections that have one, JSON for careers. */
async function readForm(collection: PendingCollection, request: FastifyRequest) {
  const { fields, image } = RESTORERS[collection];
  if (!image) return { fields: request.body as Record<string, unknown>, file: undefined };
  return readImageForm<Record<string, unknown>>(request, fields, image);
}

/**
 * A published item's unpublished changes: read, saved (the update's own form, kept apart from what visitors see),
 * published (written over the item as an update) and discarded, by whoever may open, respectively change, the item.
 */
const adminPendingChangesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const collection of PENDING_COLLECTIONS) {
    const entity = HISTORY_COLLECTIONS[collection];
    const item = ADMIN_ITEMS[collection];
    const { image } = RESTORERS[collection];
    const form = image
      ? { ...imageFormRoute, description: `Multipart form: the ${entity}'s update form, its picture \`${image}\`.` }
      : { body: CareerUpdateBody, description: `The ${entity}'s update body.` };

    app.get(
      `/${collection}/:id/changes`,
      {
        schema: {
          ...schema,
          description: `The ${entity}'s unpublished changes: the ${entity} as it will be once they are published, or null.`,
          params: IdParams,
          response: { 200: Envelope(Type.Union([PendingChanges(item), Type.Null()])), ...adminErrors },
        },
      },
      async ({ params }) => ok('Unpublished changes retrieved', await readChanges(app, collection, params.id)),
    );

    app.put(
      `/${collection}/:id/changes`,
      {
        schema: {
          ...schema,
          ...form,
          description:
            `${form.description} Kept as the ${entity}'s unpublished changes, in place of earlier ones, checked as ` +
            'the update checks it; visitors keep seeing the item as it is.',
          params: IdParams,
          response: { 200: Envelope(PendingChanges(item)), ...adminErrors, ...uploadErrors },
        },
      },
      async (request) => {
        const { fields, file } = await readForm(collection, request);
        const saved = await saveChanges(app, collection, request.params.id, fields, file, request.user);
        return ok('Changes saved', saved);
      },
    );

    app.post(
      `/${collection}/:id/changes/publish`,
      {
        schema: {
          ...schema,
          description:
            `Writes the unpublished changes over the ${entity} (a new revision) and forgets them. 409 ` +
            'CHANGES_NOT_PUBLISHABLE names what no longer holds (a category or term gone, a name taken, a time ' +
            'past); the changes then stay.',
          params: IdParams,
          response: { 200: Envelope(item), ...adminErrors, 409: ErrorEnvelope },
        },
      },
      async ({ params }) => ok('Changes published', await publishChanges(app, collection, params.id)),
    );

    app.delete(
      `/${collection}/:id/changes`,
      {
        schema: {
          ...schema,
          description: `Forgets the ${entity}'s unpublished changes and the picture they brought.`,
          params: IdParams,
          response: { 200: MessageEnvelope, ...adminErrors },
        },
      },
      async ({ params }) => {
        await discardChanges(app, collection, params.id);
        return okMessage('Changes discarded');
      },
    );
  }
};

export default adminPendingChangesRoutes;
