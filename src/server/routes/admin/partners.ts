import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, IdParams, MessageEnvelope } from '@/common/api/envelope';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import { AdminPartner, PARTNER_IMAGE_FIELD, PartnerFields } from '@/common/api/partners';
import { OrderBody } from '@/common/api/slides';
import { invalidField, missingField, notFound } from '@/server/errors';
import { saveWithImage } from '@/server/services/images/uploads';
import { ok, okMessage } from '../answers';
import { readImageForm } from '../forms';
import { adminErrors, adminRoute } from '../schemas';
import { imageFormRoute, uploadErrors } from '../upload-schemas';

const schema = { ...adminRoute, tags: ['admin', 'partners'] };
const FORM_FIELDS =
  `name (required, English), link, translations (JSON: the other languages' name), and the logo file ` +
  PARTNER_IMAGE_FIELD;

const adminPartnersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/partners',
    { schema: { ...schema, response: { 200: Envelope(Type.Array(AdminPartner)), ...adminErrors } } },
    async () => ok('Partners retrieved', await app.repos.partners.listForAdmin()),
  );

  app.post(
    '/partners',
    {
      schema: {
        ...schema,
        ...imageFormRoute,
        description: `Multipart form: ${FORM_FIELDS} (required). The partner comes after the others.`,
        response: { 201: Envelope(AdminPartner), ...adminErrors, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readImageForm<PartnerFields>(request, PartnerFields, PARTNER_IMAGE_FIELD);
      if (!file) throw missingField(PARTNER_IMAGE_FIELD, 'Should upload logo');
      const partner = await saveWithImage(app.images, file, async (image) => ({
        result: await app.repos.partners.add(fields, image!),
      }));
      return reply.status(201).send(ok('Partner created', partner));
    },
  );

  app.put(
    '/partners/order',
    {
      schema: {
        ...schema,
        description: 'Every partner id, in the new order.',
        body: OrderBody,
        response: { 200: Envelope(Type.Array(AdminPartner)), ...adminErrors },
      },
    },
    async ({ body }) => {
      const outcome = await app.repos.partners.reorder(body.ids);
      if (outcome.status === 'mismatch') {
        throw invalidField('ids', FIELD_PROBLEMS.invalid, 'The list must name every partner exactly once.');
      }
      return ok('Partners reordered', await app.repos.partners.listForAdmin());
    },
  );

  app.put(
    '/partners/:id',
    {
      schema: {
        ...schema,
        ...imageFormRoute,
        description: `Multipart form: ${FORM_FIELDS} (optional: without it the current image is kept).`,
        params: IdParams,
        response: { 200: Envelope(AdminPartner), ...adminErrors, ...uploadErrors },
      },
    },
    async (request) => {
      const { fields, file } = await readImageForm<PartnerFields>(request, PartnerFields, PARTNER_IMAGE_FIELD);
      const partner = await saveWithImage(app.images, file, async (image) => {
        const outcome = await app.repos.partners.update(request.params.id, fields, image);
        if (outcome.status === 'not-found') throw notFound('Partner');
        return { result: outcome.partner, replaced: outcome.replaced };
      });
      return ok('Partner updated', partner);
    },
  );

  app.delete(
    '/partners/:id',
    { schema: { ...schema, params: IdParams, response: { 200: MessageEnvelope, ...adminErrors } } },
    async ({ params }) => {
      const outcome = await app.repos.partners.remove(params.id);
      if (outcome.status === 'not-found') throw notFound('Partner');
      await app.images.remove(outcome.image);
      return okMessage('Partner deleted');
    },
  );
};

export default adminPartnersRoutes;
