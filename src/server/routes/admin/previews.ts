import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, IdParams } from '@/common/api/envelope';
import { PREVIEW_COLLECTIONS, PreviewLink, previewUrl, type PreviewCollection } from '@/common/api/previews';
import { LANGUAGES } from '@/common/language';
import type { Repositories } from '@/server/repositories';
import { notFound } from '@/server/errors';
import { ok } from '../answers';
import { adminErrors, adminRoute } from '../schemas';

const schema = { ...adminRoute, tags: ['admin', 'previews'] };

/** The item, published or not, and its name in a 404. */
const ITEMS: Record<PreviewCollection, { name: string; find: (repos: Repositories, id: number) => Promise<unknown> }> =
  {
    articles: { name: 'Article', find: (repos, id) => repos.articles.findForAdmin(id) },
    products: { name: 'Product', find: (repos, id) => repos.products.findForAdmin(id) },
    careers: { name: 'Career', find: (repos, id) => repos.careers.findForAdmin(id) },
    categories: { name: 'Category', find: (repos, id) => repos.categories.findForAdmin(id) },
  };

/** A preview link of an article, product, career or category: its public page in each language, whatever its publication. */
const adminPreviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [collection, kind] of Object.entries(PREVIEW_COLLECTIONS)) {
    app.get(
      `/${collection}/:id/preview`,
      {
        schema: {
          ...schema,
          description:
            `A signed link to the ${kind}'s public page in each language, drawn as it would look published (a ` +
            `draft or scheduled one too, with its unpublished changes if it has some), valid for ` +
            `PREVIEW_LINK_TTL_MINUTES and marked noindex.`,
          params: IdParams,
          response: { 200: Envelope(PreviewLink), ...adminErrors },
        },
      },
      async ({ params }) => {
        const item = ITEMS[collection as PreviewCollection];
        if (!(await item.find(app.repos, params.id))) throw notFound(item.name);
        const { token, expiresAt } = await app.previewLinks.sign({ kind, id: params.id });
        const urls = Object.fromEntries(
          LANGUAGES.map((language) => [language, previewUrl(kind, params.id, language, token)]),
        );
        const withChanges =
          (await app.repos.pendingChanges.find(collection as PreviewCollection, params.id)) !== undefined;
        return ok('Preview link created', {
          urls: urls as PreviewLink['urls'],
          expires_at: expiresAt,
          with_changes: withChanges,
        });
      },
    );
  }
};

export default adminPreviewRoutes;
