import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@/common/api/envelope';
import { Health, HealthDown } from '@/common/api/health';
import { SiteSettings } from '@/common/api/site';
import { LanguageQuery } from '@/common/api/translations';
import { checkHealth } from '@/server/services/health';
import { siteContent } from '@/server/services/site-content';
import { ok } from '../answers';
import { publicErrors } from '../schemas';

const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const content = siteContent(app.repos, app.config.site);

  app.get(
    '/site',
    {
      schema: {
        tags: ['site'],
        querystring: LanguageQuery,
        response: { 200: Envelope(SiteSettings), ...publicErrors },
      },
    },
    async ({ language }) => ok('Site settings', await content.settings(language)),
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['site'],
        response: { 200: Envelope(Health), 503: HealthDown, ...publicErrors },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app);
      if (health.status !== 'down') return ok('Healthy', health);
      return reply.status(503).send({
        error: true as const,
        message: 'Unhealthy: the database does not answer',
        code: 'DATABASE_UNAVAILABLE',
        data: health,
      });
    },
  );
};

export default siteRoutes;
