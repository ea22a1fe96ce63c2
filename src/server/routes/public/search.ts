import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@/common/api/envelope';
import { SearchQuery, SearchResults } from '@/common/api/search';
import { ok } from '../answers';
import { publicErrors } from '../schemas';

const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        description:
          'Products, categories, articles and active careers whose texts, in any language, hold every word of `q` ' +
          'as the start of a word; grouped by kind, best first (a match in the title before one in the rest), `limit` ' +
          'of each kind a `page`, titled in the asked language, with the matched words marked. When nothing is found, a misspelt word is replaced by the closest indexed one ' +
          '(`corrected`, `terms`).',
        querystring: SearchQuery,
        response: { 200: Envelope(SearchResults), ...publicErrors },
      },
    },
    // Reached on a cache miss only: the cached answers went out before.
    async (request) =>
      ok('Search results', await app.admit(request, () => app.repos.search.find(request.query, request.language))),
  );
};

export default searchRoutes;
