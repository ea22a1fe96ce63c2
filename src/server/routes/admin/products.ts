import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminProduct, AdminProductListQuery, PRODUCT_IMAGE_FIELD, ProductFields } from '@/common/api/catalogue';
import { Envelope, IdParams, ListEnvelope, MessageEnvelope } from '@/common/api/envelope';
import { notFound } from '@/server/errors';
import { checkProductForm } from '@/server/services/catalogue/product-form';
import { saveWithImage } from '@/server/services/images/uploads';
import { resolvePublication } from '@/server/services/publication';
import { validationError } from '@/server/validation';
import { ok, okList, okMessage } from '../answers';
import { readImageForm } from '../forms';
import { adminErrors, adminRoute } from '../schemas';
import { imageFormRoute, uploadErrors } from '../upload-schemas';

const schema = { ...adminRoute, tags: ['admin', 'products'] };
const FORM_FIELDS =
  `name (required), category_id (required), description and the specification fields grade, appearance, ` +
  `packaging, origin, shelf_life, storage (English), cas_number (its check digit verified), e_number, inci_name, ` +
  `principal_id (JSON: a partner's id or null), certifications, industry_ids, application_ids (JSON lists, each ` +
  `replacing the product's whole list), translations (JSON: the other languages' texts), state (draft, scheduled ` +
  `or published: visitors see a product when it and its category are published), publish_at (the time a scheduled ` +
  `product is published), unpublish_at (when it goes back to draft; '' for never), and the image file ` +
  `${PRODUCT_IMAGE_FIELD}. A category, principal or term that does not exist (or a term of the other kind) answers ` +
  `400 naming its field as not_found`;

const adminProductsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        ...schema,
        description:
          '`search` looks in the names, descriptions and category names, in any language; `state` keeps one ' +
          'publication state.',
        querystring: AdminProductListQuery,
        response: { 200: ListEnvelope(AdminProduct), ...adminErrors },
      },
    },
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
        description: `Multipart form: ${FORM_FIELDS} (optional). Without a state the product is published at once.`,
        response: { 201: Envelope(AdminProduct), ...adminErrors, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readImageForm<ProductFields>(request, ProductFields, PRODUCT_IMAGE_FIELD);
      checkProductForm(fields);
      const publication = resolvePublication(fields)!;
      const product = await saveWithImage(app, file, async (image) => {
        const saved = await app.repos.products.add(fields, image, publication);
        if (saved.status === 'invalid') throw validationError('form', saved.problems);
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
        description:
          `Multipart form: ${FORM_FIELDS} (optional: without it the current image is kept). A missing state or ` +
          'time keeps the current one.',
        params: IdParams,
        response: { 200: Envelope(AdminProduct), ...adminErrors, ...uploadErrors },
      },
    },
    async (request) => {
      const { fields, file } = await readImageForm<ProductFields>(request, ProductFields, PRODUCT_IMAGE_FIELD);
      checkProductForm(fields);
      const current = await app.repos.products.publicationOf(request.params.id);
      if (!current) throw notFound('Product');
      const publication = resolvePublication(fields, current);
      const product = await saveWithImage(app, file, async (image) => {
        const saved = await app.repos.products.update(request.params.id, fields, image, publication);
        if (saved.status === 'not-found') throw notFound('Product');
        if (saved.status === 'invalid') throw validationError('form', saved.problems);
        return { result: saved.product, replaced: saved.replaced };
      });
      return ok('Product updated', product);
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        ...schema,
        description:
          'Moves the product to the trash with its lists and documents (its picture and files stay until it is removed from the trash).',
        params: IdParams,
        response: { 200: MessageEnvelope, ...adminErrors },
      },
    },
    async ({ params, recordDeletion }) => {
      const removed = await app.repos.products.remove(params.id, recordDeletion);
      if (removed.status === 'not-found') throw notFound('Product');
      return okMessage('Product deleted');
    },
  );
};

export default adminProductsRoutes;
