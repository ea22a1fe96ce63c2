import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Career } from '@/common/api/careers';
import { Envelope, IdParams } from '@/common/api/envelope';
import { LanguageQuery } from '@/common/api/translations';
import { notFound } from '@/server/errors';
import { ok } from '../answers';
import { publicErrors } from '../schemas';

/** Visitors see active careers only; an inactive one is as absent as a missing one. */
const careersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/careers',
    {
      schema: {
        tags: ['careers'],
        querystring: LanguageQuery,
        response: { 200: Envelope(Type.Array(Career)), ...publicErrors },
      },
    },
    async ({ language }) => ok('Careers retrieved', await app.repos.careers.listActive(language)),
  );

  app.get(
    '/careers/:id',
    {
      schema: {
        tags: ['careers'],
        params: IdParams,
        querystring: LanguageQuery,
        response: { 200: Envelope(Career), ...publicErrors },
      },
    },
    async (request) => {
      const { params, language } = request;
      const preview = await app.previewRead(request, 'career', params.id);
      const career = await app.repos.careers.findActiveById(params.id, language, preview);
      if (!career) throw notFound('Career');
      return ok('Career retrieved', career);
    },
  );
};

export default careersRoutes;
