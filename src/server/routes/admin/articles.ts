import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminArticle, AdminArticleListQuery, ARTICLE_IMAGE_FIELD, ArticleFields } from '@/common/api/articles';
import { Envelope, IdParams, ListEnvelope, MessageEnvelope } from '@/common/api/envelope';
import { notFound } from '@/server/errors';
import { saveWithImage } from '@/server/services/images/uploads';
import { resolvePublication } from '@/server/services/publication';
import { ok, okList, okMessage } from '../answers';
import { readImageForm } from '../forms';
import { adminErrors, adminRoute } from '../schemas';
import { imageFormRoute, uploadErrors } from '../upload-schemas';

const schema = { ...adminRoute, tags: ['admin', 'articles'] };
const FORM_FIELDS =
  `title (required), content (required, plain text; both English), author, translations (JSON: the other ` +
  `languages' title and content), state (draft, scheduled or published), publish_at (the time a scheduled article ` +
  `is published), unpublish_at (when it goes back to draft; '' for never), the image file ${ARTICLE_IMAGE_FIELD}`;

const adminArticlesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/articles',
    {
      schema: {
        ...schema,
        description:
          '`search` looks in the titles and contents, in any language, and in the authors; `state` keeps one ' +
          'publication state.',
        querystring: AdminArticleListQuery,
        response: { 200: ListEnvelope(AdminArticle), ...adminErrors },
      },
    },
    async ({ query }) => okList('Articles retrieved', await app.repos.articles.listPageForAdmin(query), query),
  );

  app.get(
    '/articles/:id',
    { schema: { ...schema, params: IdParams, response: { 200: Envelope(AdminArticle), ...adminErrors } } },
    async ({ params }) => {
      const article = await app.repos.articles.findForAdmin(params.id);
      if (!article) throw notFound('Article');
      return ok('Article retrieved', article);
    },
  );

  app.post(
    '/articles',
    {
      schema: {
        ...schema,
        ...imageFormRoute,
        description: `Multipart form: ${FORM_FIELDS} (optional). Without a state the article is published at once.`,
        response: { 201: Envelope(AdminArticle), ...adminErrors, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readImageForm<ArticleFields>(request, ArticleFields, ARTICLE_IMAGE_FIELD);
      const publication = resolvePublication(fields)!;
      const article = await saveWithImage(app, file, async (image) => ({
        result: await app.repos.articles.add(fields, image, publication),
      }));
      return reply.status(201).send(ok('Article created', article));
    },
  );

  app.put(
    '/articles/:id',
    {
      schema: {
        ...schema,
        ...imageFormRoute,
        description:
          `Multipart form: ${FORM_FIELDS} (optional). A missing image, author, translations, state or time keeps ` +
          'the current one.',
        params: IdParams,
        response: { 200: Envelope(AdminArticle), ...adminErrors, ...uploadErrors },
      },
    },
    async (request) => {
      const { fields, file } = await readImageForm<ArticleFields>(request, ArticleFields, ARTICLE_IMAGE_FIELD);
      const current = await app.repos.articles.publicationOf(request.params.id);
      if (!current) throw notFound('Article');
      const publication = resolvePublication(fields, current);
      const article = await saveWithImage(app, file, async (image) => {
        const outcome = await app.repos.articles.update(request.params.id, fields, image, publication);
        if (outcome.status === 'not-found') throw notFound('Article');
        return { result: outcome.article, replaced: outcome.replaced };
      });
      return ok('Article updated', article);
    },
  );

  app.delete(
    '/articles/:id',
    { schema: { ...schema, params: IdParams, response: { 200: MessageEnvelope, ...adminErrors } } },
    async ({ params, recordDeletion }) => {
      const outcome = await app.repos.articles.remove(params.id, recordDeletion);
      if (outcome.status === 'not-found') throw notFound('Article');
      return okMessage('Article deleted');
    },
  );
};

export default adminArticlesRoutes;
