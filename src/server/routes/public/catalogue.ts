import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoryListQuery,
  CategoryProducts,
  CategoryProductsQuery,
  CategoryWithProducts,
  Product,
} from '@/common/api/catalogue';
import { Envelope, IdParams, ListEnvelope } from '@/common/api/envelope';
import { LanguageQuery } from '@/common/api/translations';
import { notFound } from '@/server/errors';
import { ok, okList } from '../answers';
import { publicErrors } from '../schemas';

const schema = { tags: ['catalogue'] };

const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/categories/products',
    {
      schema: {
        ...schema,
        querystring: CategoryListQuery,
        response: { 200: ListEnvelope(CategoryWithProducts), ...publicErrors },
      },
    },
    async ({ query, language }) =>
      okList('Categories retrieved', await app.repos.categories.listWithProducts(query, language), query),
  );

  app.get(
    '/products/category/:id',
    {
      schema: {
        ...schema,
        params: IdParams,
        querystring: CategoryProductsQuery,
        response: { 200: Envelope(CategoryProducts), ...publicErrors },
      },
    },
    async ({ params, query, language }) => {
      const category = await app.repos.categories.findWithProducts(params.id, query, language);
      if (!category) throw notFound('Category');
      return ok('Products retrieved', category);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        ...schema,
        params: IdParams,
        querystring: LanguageQuery,
        response: { 200: Envelope(Product), ...publicErrors },
      },
    },
    async ({ params, language }) => {
      const product = await app.repos.products.findById(params.id, language);
      if (!product) throw notFound('Product');
      return ok('Product retrieved', product);
    },
  );
};

export default catalogueRoutes;
