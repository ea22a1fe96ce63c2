import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Article, ArticlePageQuery } from '@/common/api/articles';
import { Envelope, IdParams, ListEnvelope } from '@/common/api/envelope';
import { HOME_ARTICLE_COUNT } from '@/common/constants';
import { notFound } from '@/server/errors';
import { ok, okList } from '../answers';
import { publicErrors } from '../schemas';

const schema = { tags: ['articles'] };

const articlesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/articles/home',
    { schema: { ...schema, response: { 200: Envelope(Type.Array(Article)), ...publicErrors } } },
    async () => ok('Articles retrieved', await app.repos.articles.listNewest(HOME_ARTICLE_COUNT)),
  );

  app.get(
    '/articles',
    { schema: { ...schema, querystring: ArticlePageQuery, response: { 200: ListEnvelope(Article), ...publicErrors } } },
    async ({ query }) => okList('Articles retrieved', await app.repos.articles.listPage(query), query),
  );

  app.get(
    '/articles/:id',
    { schema: { ...schema, params: IdParams, response: { 200: Envelope(Article), ...publicErrors } } },
    async ({ params }) => {
      const article = await app.repos.articles.findById(params.id);
      if (!article) throw notFound('Article');
      return ok('Article retrieved', article);
    },
  );
};

export default articlesRoutes;
