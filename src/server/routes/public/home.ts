import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@/common/api/envelope';
import { HomeContent } from '@/common/api/home';
import { LanguageQuery } from '@/common/api/translations';
import { siteContent } from '@/server/services/site-content';
import { ok } from '../answers';
import { publicErrors } from '../schemas';

const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const content = siteContent(app.repos, app.config.site);

  app.get(
    '/home',
    {
      schema: {
        tags: ['home'],
        querystring: LanguageQuery,
        response: { 200: Envelope(HomeContent), ...publicErrors },
      },
    },
    async ({ language }) => ok('Home page content', await content.home(language)),
  );
};

export default homeRoutes;
