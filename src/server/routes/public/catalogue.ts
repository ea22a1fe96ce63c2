import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CatalogueFacets,
  CategoryListQuery,
  CategoryProducts,
  CategoryProductsQuery,
  CategoryWithProducts,
  FacetsQuery,
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
    async (request) => {
      const { params, query, language } = request;
      const preview = await app.previewRead(request, 'category', params.id);
      const category = await app.repos.categories.findWithProducts(params.id, query, language, preview);
      if (!category) throw notFound('Category');
      return ok('Products retrieved', category);
    },
  );

  app.get(
    '/catalogue/facets',
    {
      schema: {
        ...schema,
        description:
          'For the products the catalogue lists for a search, a category and filters: each industry, application and ' +
          'certification with how many of them it would list if chosen (the other filters kept). Values with no ' +
          'product are left out, except a filter in use.',
        querystring: FacetsQuery,
        response: { 200: Envelope(CatalogueFacets), ...publicErrors },
      },
    },
    // Reached on a cache miss only: the cached answers went out before.
    async (request) =>
      ok(
        'Facets retrieved',
        await app.admit(request, () => app.repos.catalogueFacets.count(request.query, request.language)),
      ),
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
    async (request) => {
      const { params, language } = request;
      const preview = await app.previewRead(request, 'product', params.id);
      const product = await app.repos.products.findById(params.id, language, preview);
      if (!product) throw notFound('Product');
      return ok('Product retrieved', product);
    },
  );
};

export default catalogueRoutes;
