import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@/common/api/envelope';
import { Health, HealthDown } from '@/common/api/health';
import { SiteSettings } from '@/common/api/site';
import { checkHealth } from '@/server/services/health';
import { ok } from '../answers';
import { publicErrors } from '../schemas';

const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/site',
    { schema: { tags: ['site'], response: { 200: Envelope(SiteSettings), ...publicErrors } } },
    async () => ok('Site settings', app.config.site),
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
