import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@/common/api/envelope';
import { COMPANY_FOUNDED_YEAR, HomeContent } from '@/common/api/home';
import { ok } from '../answers';
import { publicErrors } from '../schemas';

const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/home',
    { schema: { tags: ['home'], response: { 200: Envelope(HomeContent), ...publicErrors } } },
    async () => {
      const { figures, ...content } = await app.repos.home.snapshot();
      return ok('Home page content', { ...content, figures: { since: COMPANY_FOUNDED_YEAR, ...figures } });
    },
  );
};

export default homeRoutes;
