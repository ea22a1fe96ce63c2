import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Article, ArticlePageQuery } from '@/common/api/articles';
import { Envelope, IdParams, ListEnvelope } from '@/common/api/envelope';
import { LanguageQuery } from '@/common/api/translations';
import { HOME_ARTICLE_COUNT } from '@/common/constants';
import { notFound } from '@/server/errors';
import { ok, okList } from '../answers';
import { publicErrors } from '../schemas';

const schema = { tags: ['articles'] };

const articlesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/articles/home',
    {
      schema: {
        ...schema,
        querystring: LanguageQuery,
        response: { 200: Envelope(Type.Array(Article)), ...publicErrors },
      },
    },
    async ({ language }) => ok('Articles retrieved', await app.repos.articles.listNewest(HOME_ARTICLE_COUNT, language)),
  );

  app.get(
    '/articles',
    { schema: { ...schema, querystring: ArticlePageQuery, response: { 200: ListEnvelope(Article), ...publicErrors } } },
    async ({ query, language }) =>
      okList('Articles retrieved', await app.repos.articles.listPage(query, language), query),
  );

  app.get(
    '/articles/:id',
    {
      schema: {
        ...schema,
        params: IdParams,
        querystring: LanguageQuery,
        response: { 200: Envelope(Article), ...publicErrors },
      },
    },
    async (request) => {
      const { params, language } = request;
      const preview = await app.previewRead(request, 'article', params.id);
      const article = await app.repos.articles.findById(params.id, language, preview);
      if (!article) throw notFound('Article');
      return ok('Article retrieved', article);
    },
  );
};

export default articlesRoutes;
