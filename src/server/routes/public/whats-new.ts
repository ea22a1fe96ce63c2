import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { WhatsNewItem } from '@/common/api/whats-new';
import { Envelope } from '@/common/api/envelope';
import { LanguageQuery } from '@/common/api/translations';
import { WHATS_NEW_LIMIT } from '@/common/constants';
import { mergeWhatsNew } from '@/server/services/whats-new';
import { ok } from '../answers';
import { publicErrors } from '../schemas';

const whatsNewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/whatsnew',
    {
      schema: {
        tags: ['whats-new'],
        querystring: LanguageQuery,
        response: { 200: Envelope(Type.Array(WhatsNewItem)), ...publicErrors },
      },
    },
    async ({ language }) => {
      const sources = await app.repos.whatsNew.newest(WHATS_NEW_LIMIT, language);
      return ok("What's new retrieved", mergeWhatsNew(sources, WHATS_NEW_LIMIT));
    },
  );
};

export default whatsNewRoutes;
