import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CATALOGUE_SEARCH_MAX_LENGTH,
  CATEGORY_SORTS,
  CategoryProducts,
  CategoryWithProducts,
  Product,
  PRODUCT_SORTS,
} from '../../../common/api/catalogue';
import { Envelope, IdParams } from '../../../common/api/envelope';
import { notFound } from '../../errors';
import { ok } from '../answers';
import { publicErrors } from '../schemas';

const schema = { tags: ['catalogue'] };

const search = Type.Optional(
  Type.String({
    maxLength: CATALOGUE_SEARCH_MAX_LENGTH,
    description: 'Case-insensitive text to look for in names; % and _ are plain characters.',
  }),
);
const sortOf = <Sort extends string>(sorts: readonly Sort[]) =>
  Type.Unsafe<Sort>({ type: 'string', enum: [...sorts], default: sorts[0] });

const CategoryListQuery = Type.Object(
  { search, sort: sortOf(CATEGORY_SORTS) },
  { additionalProperties: false, description: 'A category matches by its own name or by the names of its products.' },
);
const CategoryProductsQuery = Type.Object({ search, sort: sortOf(PRODUCT_SORTS) }, { additionalProperties: false });

const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { toImageSet } = app.images;

  app.get(
    '/categories/products',
    {
      schema: {
        ...schema,
        querystring: CategoryListQuery,
        response: { 200: Envelope(Type.Array(CategoryWithProducts)), ...publicErrors },
      },
    },
    async ({ query }) => ok('Categories retrieved', await app.repos.categories.listWithProducts(query, toImageSet)),
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
    async ({ params, query }) => {
      const category = await app.repos.categories.findWithProducts(params.id, query, toImageSet);
      if (!category) throw notFound('Category');
      return ok('Products retrieved', category);
    },
  );

  app.get(
    '/products/:id',
    { schema: { ...schema, params: IdParams, response: { 200: Envelope(Product), ...publicErrors } } },
    async ({ params }) => {
      const product = await app.repos.products.findById(params.id, toImageSet);
      if (!product) throw notFound('Product');
      return ok('Product retrieved', product);
    },
  );
};

export default catalogueRoutes;
