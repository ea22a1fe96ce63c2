import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AboutContent } from '@/common/api/about';
import { Envelope } from '@/common/api/envelope';
import { LanguageQuery } from '@/common/api/translations';
import { siteContent } from '@/server/services/site-content';
import { ok } from '../answers';
import { publicErrors } from '../schemas';

const aboutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const content = siteContent(app.repos, app.config.site);

  app.get(
    '/about',
    {
      schema: {
        tags: ['about'],
        querystring: LanguageQuery,
        response: { 200: Envelope(AboutContent), ...publicErrors },
      },
    },
    async ({ language }) => ok('About page content', await content.about(language)),
  );
};

export default aboutRoutes;
