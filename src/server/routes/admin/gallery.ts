import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminGalleryListQuery, AdminGalleryPhoto, GALLERY_IMAGE_FIELD, GalleryFields } from '@/common/api/gallery';
import { Envelope, IdParams, ListEnvelope, MessageEnvelope } from '@/common/api/envelope';
import { missingField, notFound } from '@/server/errors';
import { saveWithImage } from '@/server/services/images/uploads';
import { resolvePublication } from '@/server/services/publication';
import { ok, okList, okMessage } from '../answers';
import { readImageForm } from '../forms';
import { adminErrors, adminRoute } from '../schemas';
import { imageFormRoute, uploadErrors } from '../upload-schemas';

const schema = { ...adminRoute, tags: ['admin', 'gallery'] };
const FORM_FIELDS =
  `name (required, the English caption), translations (JSON: the other languages' name), state (draft, scheduled ` +
  `or published), publish_at (the time a scheduled photo is published), unpublish_at (when it goes back to draft; ` +
  `'' for never) and the image file ${GALLERY_IMAGE_FIELD}`;

const imageMissing = () => missingField(GALLERY_IMAGE_FIELD, 'Should upload image');

const adminGalleryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/galleries',
    {
      schema: {
        ...schema,
        description: '`search` looks in the captions, in any language; `state` keeps one publication state.',
        querystring: AdminGalleryListQuery,
        response: { 200: ListEnvelope(AdminGalleryPhoto), ...adminErrors },
      },
    },
    async ({ query }) => okList('Photos retrieved', await app.repos.gallery.listPage(query), query),
  );

  app.get(
    '/galleries/:id',
    { schema: { ...schema, params: IdParams, response: { 200: Envelope(AdminGalleryPhoto), ...adminErrors } } },
    async ({ params }) => {
      const photo = await app.repos.gallery.findForAdmin(params.id);
      if (!photo) throw notFound('Photo');
      return ok('Photo retrieved', photo);
    },
  );

  app.post(
    '/galleries',
    {
      schema: {
        ...schema,
        ...imageFormRoute,
        description: `Multipart form: ${FORM_FIELDS}. Without a state the photo is published at once.`,
        response: { 201: Envelope(AdminGalleryPhoto), ...adminErrors, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readImageForm<GalleryFields>(request, GalleryFields, GALLERY_IMAGE_FIELD);
      if (!file) throw imageMissing();
      const publication = resolvePublication(fields)!;
      const photo = await saveWithImage(app, file, async (image) => ({
        result: await app.repos.gallery.add(fields, image!, publication),
      }));
      return reply.status(201).send(ok('Photo created', photo));
    },
  );

  app.put(
    '/galleries/:id',
    {
      schema: {
        ...schema,
        ...imageFormRoute,
        description:
          `Multipart form: ${FORM_FIELDS}. Without an image the current one is kept; without a state or a time, ` +
          'the current one.',
        params: IdParams,
        response: { 200: Envelope(AdminGalleryPhoto), ...adminErrors, ...uploadErrors },
      },
    },
    async (request) => {
      const { fields, file } = await readImageForm<GalleryFields>(request, GalleryFields, GALLERY_IMAGE_FIELD);
      const current = await app.repos.gallery.publicationOf(request.params.id);
      if (!current) throw notFound('Photo');
      const publication = resolvePublication(fields, current);
      const photo = await saveWithImage(app, file, async (image) => {
        const outcome = await app.repos.gallery.update(request.params.id, fields, image, publication);
        if (outcome.status === 'not-found') throw notFound('Photo');
        return { result: outcome.photo, replaced: outcome.replaced };
      });
      return ok('Photo updated', photo);
    },
  );

  app.delete(
    '/galleries/:id',
    { schema: { ...schema, params: IdParams, response: { 200: MessageEnvelope, ...adminErrors } } },
    async ({ params, recordDeletion }) => {
      const outcome = await app.repos.gallery.remove(params.id, recordDeletion);
      if (outcome.status === 'not-found') throw notFound('Photo');
      return okMessage('Photo deleted');
    },
  );
};

export default adminGalleryRoutes;
