import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope } from '../../../common/api/envelope';
import { SiteSettings } from '../../../common/api/site';
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
        response: {
          200: Envelope(Type.Object({ status: Type.Literal('ok'), database: Type.String() })),
          ...publicErrors,
        },
      },
    },
    async () => {
      await app.repos.meta.get('health-check');
      return ok('Healthy', { status: 'ok' as const, database: app.db.dialect });
    },
  );
};

export default siteRoutes;
