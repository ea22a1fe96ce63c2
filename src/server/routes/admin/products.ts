import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminProduct, PRODUCT_IMAGE_FIELD, ProductFields } from '@/common/api/catalogue';
import { Envelope, IdParams, ListEnvelope, MessageEnvelope, PageQuery } from '@/common/api/envelope';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import { invalidField, notFound } from '@/server/errors';
import { saveWithImage } from '@/server/services/images/uploads';
import { ok, okList, okMessage } from '../answers';
import { readImageForm } from '../forms';
import { adminErrors, adminRoute } from '../schemas';
import { imageFormRoute, uploadErrors } from '../upload-schemas';

const schema = { ...adminRoute, tags: ['admin', 'products'] };
const FORM_FIELDS =
  `name (required), category_id (required), description (English), translations (JSON: the other languages' ` +
  `name and description), and the image file ${PRODUCT_IMAGE_FIELD}`;

const unknownCategory = (id: number) =>
  invalidField('category_id', FIELD_PROBLEMS.notFound, `Category ${id} does not exist.`);

const adminProductsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/products',
    { schema: { ...schema, querystring: PageQuery, response: { 200: ListEnvelope(AdminProduct), ...adminErrors } } },
    async ({ query }) => okList('Products retrieved', await app.repos.products.listPage(query), query),
  );

  app.get(
    '/products/:id',
    { schema: { ...schema, params: IdParams, response: { 200: Envelope(AdminProduct), ...adminErrors } } },
    async ({ params }) => {
      const product = await app.repos.products.findForAdmin(params.id);
      if (!product) throw notFound('Product');
      return ok('Product retrieved', product);
    },
  );

  app.post(
    '/products',
    {
      schema: {
        ...schema,
        ...imageFormRoute,
        description: `Multipart form: ${FORM_FIELDS} (optional).`,
        response: { 201: Envelope(AdminProduct), ...adminErrors, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readImageForm<ProductFields>(request, ProductFields, PRODUCT_IMAGE_FIELD);
      const product = await saveWithImage(app.images, file, async (image) => {
        const saved = await app.repos.products.add(fields, image);
        if (saved.status === 'unknown-category') throw unknownCategory(fields.category_id);
        return { result: saved.product };
      });
      return reply.status(201).send(ok('Product created', product));
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        ...schema,
        ...imageFormRoute,
        description: `Multipart form: ${FORM_FIELDS} (optional: without it the current image is kept).`,
        params: IdParams,
        response: { 200: Envelope(AdminProduct), ...adminErrors, ...uploadErrors },
      },
    },
    async (request) => {
      const { fields, file } = await readImageForm<ProductFields>(request, ProductFields, PRODUCT_IMAGE_FIELD);
      const product = await saveWithImage(app.images, file, async (image) => {
        const saved = await app.repos.products.update(request.params.id, fields, image);
        if (saved.status === 'not-found') throw notFound('Product');
        if (saved.status === 'unknown-category') throw unknownCategory(fields.category_id);
        return { result: saved.product, replaced: saved.replaced };
      });
      return ok('Product updated', product);
    },
  );

  app.delete(
    '/products/:id',
    { schema: { ...schema, params: IdParams, response: { 200: MessageEnvelope, ...adminErrors } } },
    async ({ params }) => {
      const removed = await app.repos.products.remove(params.id);
      if (removed.status === 'not-found') throw notFound('Product');
      await app.images.remove(removed.image);
      return okMessage('Product deleted');
    },
  );
};

export default adminProductsRoutes;
