import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, IdParams, MessageEnvelope } from '@/common/api/envelope';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import { AdminSlide, OrderBody, SLIDE_IMAGE_FIELD, SlideFields } from '@/common/api/slides';
import { invalidField, missingField, notFound } from '@/server/errors';
import { saveWithImage } from '@/server/services/images/uploads';
import { ok, okMessage } from '../answers';
import { readImageForm } from '../forms';
import { adminErrors, adminRoute } from '../schemas';
import { imageFormRoute, uploadErrors } from '../upload-schemas';

const schema = { ...adminRoute, tags: ['admin', 'slides'] };
const FORM_FIELDS =
  `alt_text (required), title, subtitle, button_label, button_link (English), translations (JSON: the other ` +
  `languages' texts), and the image file ${SLIDE_IMAGE_FIELD}`;

const adminSlidesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/slides',
    { schema: { ...schema, response: { 200: Envelope(Type.Array(AdminSlide)), ...adminErrors } } },
    async () => ok('Slides retrieved', await app.repos.slides.listForAdmin()),
  );

  app.post(
    '/slides',
    {
      schema: {
        ...schema,
        ...imageFormRoute,
        description: `Multipart form: ${FORM_FIELDS} (required). The slide comes after the others.`,
        response: { 201: Envelope(AdminSlide), ...adminErrors, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readImageForm<SlideFields>(request, SlideFields, SLIDE_IMAGE_FIELD);
      if (!file) throw missingField(SLIDE_IMAGE_FIELD, 'Should upload image');
      const slide = await saveWithImage(app.images, file, async (image) => ({
        result: await app.repos.slides.add(fields, image!),
      }));
      return reply.status(201).send(ok('Slide created', slide));
    },
  );

  app.put(
    '/slides/order',
    {
      schema: {
        ...schema,
        description: 'Every slide id, in the new order.',
        body: OrderBody,
        response: { 200: Envelope(Type.Array(AdminSlide)), ...adminErrors },
      },
    },
    async ({ body }) => {
      const outcome = await app.repos.slides.reorder(body.ids);
      if (outcome.status === 'mismatch') {
        throw invalidField('ids', FIELD_PROBLEMS.invalid, 'The list must name every slide exactly once.');
      }
      return ok('Slides reordered', await app.repos.slides.listForAdmin());
    },
  );

  app.put(
    '/slides/:id',
    {
      schema: {
        ...schema,
        ...imageFormRoute,
        description: `Multipart form: ${FORM_FIELDS} (optional: without it the current image is kept).`,
        params: IdParams,
        response: { 200: Envelope(AdminSlide), ...adminErrors, ...uploadErrors },
      },
    },
    async (request) => {
      const { fields, file } = await readImageForm<SlideFields>(request, SlideFields, SLIDE_IMAGE_FIELD);
      const slide = await saveWithImage(app.images, file, async (image) => {
        const outcome = await app.repos.slides.update(request.params.id, fields, image);
        if (outcome.status === 'not-found') throw notFound('Slide');
        return { result: outcome.slide, replaced: outcome.replaced };
      });
      return ok('Slide updated', slide);
    },
  );

  app.delete(
    '/slides/:id',
    { schema: { ...schema, params: IdParams, response: { 200: MessageEnvelope, ...adminErrors } } },
    async ({ params }) => {
      const outcome = await app.repos.slides.remove(params.id);
      if (outcome.status === 'not-found') throw notFound('Slide');
      await app.images.remove(outcome.image);
      return okMessage('Slide deleted');
    },
  );
};

export default adminSlidesRoutes;
