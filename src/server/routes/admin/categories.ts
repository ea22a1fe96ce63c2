import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AdminCategory, AdminCategoryListQuery, CATEGORY_IMAGE_FIELD, CategoryFields } from '@/common/api/catalogue';
import { Envelope, ErrorEnvelope, IdParams, MessageEnvelope } from '@/common/api/envelope';
import { ERROR_CODES, FIELD_PROBLEMS } from '@/common/api/error-codes';
import { HttpError, notFound } from '@/server/errors';
import { saveWithImage } from '@/server/services/images/uploads';
import { resolvePublication } from '@/server/services/publication';
import { ok, okMessage } from '../answers';
import { readImageForm } from '../forms';
import { adminErrors, adminRoute } from '../schemas';
import { imageFormRoute, uploadErrors } from '../upload-schemas';

const schema = { ...adminRoute, tags: ['admin', 'categories'] };
const FORM_FIELDS =
  `name (required, unique), description (English), translations (JSON: the other languages' name and ` +
  `description), state (draft, scheduled or published: visitors see a category, and its products, while it is ` +
  `published), publish_at (the time a scheduled category is published), unpublish_at (when it goes back to draft; ` +
  `'' for never), and the image file ${CATEGORY_IMAGE_FIELD}`;

const conflictError = { 409: ErrorEnvelope };

const duplicateName = (name: string) =>
  new HttpError(409, ERROR_CODES.duplicateCategoryName, `A category named "${name.trim()}" already exists.`, {
    name: FIELD_PROBLEMS.duplicate,
  });

const stillHasProducts = (count: number) =>
  new HttpError(
    409,
    ERROR_CODES.categoryHasProducts,
    `This category still has ${count} ${count === 1 ? 'product' : 'products'}. Move or delete ${count === 1 ? 'it' : 'them'} first.`,
    undefined,
    { count },
  );

const adminCategoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        ...schema,
        description:
          'Every category, alphabetical, with its product count, drafts included (not paged: the table pages ' +
          'them); `state` keeps one publication state.',
        querystring: AdminCategoryListQuery,
        response: { 200: Envelope(Type.Array(AdminCategory)), ...adminErrors },
      },
    },
    async ({ query }) => ok('Categories retrieved', await app.repos.categories.listAll(query.state)),
  );

  app.get(
    '/categories/:id',
    { schema: { ...schema, params: IdParams, response: { 200: Envelope(AdminCategory), ...adminErrors } } },
    async ({ params }) => {
      const category = await app.repos.categories.findForAdmin(params.id);
      if (!category) throw notFound('Category');
      return ok('Category retrieved', category);
    },
  );

  app.post(
    '/categories',
    {
      schema: {
        ...schema,
        ...imageFormRoute,
        description: `Multipart form: ${FORM_FIELDS} (optional). Without a state the category is published at once.`,
        response: { 201: Envelope(AdminCategory), ...adminErrors, ...conflictError, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readImageForm<CategoryFields>(request, CategoryFields, CATEGORY_IMAGE_FIELD);
      const publication = resolvePublication(fields)!;
      const category = await saveWithImage(app, file, async (image) => {
        const saved = await app.repos.categories.add(fields, image, publication);
        if (saved.status === 'duplicate-name') throw duplicateName(fields.name);
        return { result: saved.category };
      });
      return reply.status(201).send(ok('Category created', category));
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        ...schema,
        ...imageFormRoute,
        description:
          `Multipart form: ${FORM_FIELDS} (optional: without it the current image is kept). A missing state or ` +
          'time keeps the current one.',
        params: IdParams,
        response: { 200: Envelope(AdminCategory), ...adminErrors, ...conflictError, ...uploadErrors },
      },
    },
    async (request) => {
      const { fields, file } = await readImageForm<CategoryFields>(request, CategoryFields, CATEGORY_IMAGE_FIELD);
      const current = await app.repos.categories.publicationOf(request.params.id);
      if (!current) throw notFound('Category');
      const publication = resolvePublication(fields, current);
      const category = await saveWithImage(app, file, async (image) => {
        const saved = await app.repos.categories.update(request.params.id, fields, image, publication);
        if (saved.status === 'not-found') throw notFound('Category');
        if (saved.status === 'duplicate-name') throw duplicateName(fields.name);
        return { result: saved.category, replaced: saved.replaced };
      });
      return ok('Category updated', category);
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        ...schema,
        description: 'Deletes an empty category; one that still has products answers 409 and nothing is deleted.',
        params: IdParams,
        response: { 200: MessageEnvelope, ...adminErrors, ...conflictError },
      },
    },
    async ({ params, recordDeletion }) => {
      const removed = await app.repos.categories.remove(params.id, recordDeletion);
      if (removed.status === 'not-found') throw notFound('Category');
      if (removed.status === 'has-products') throw stillHasProducts(removed.productCount);
      return okMessage('Category deleted');
    },
  );
};

export default adminCategoriesRoutes;
