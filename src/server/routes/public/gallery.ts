import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicGallery } from '@/common/api/gallery';
import { Envelope } from '@/common/api/envelope';
import { LanguageQuery } from '@/common/api/translations';
import { ok } from '../answers';
import { publicErrors } from '../schemas';

const galleryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/galleries',
    {
      schema: {
        tags: ['gallery'],
        querystring: LanguageQuery,
        response: { 200: Envelope(PublicGallery), ...publicErrors },
      },
    },
    async ({ language }) => ok('Gallery retrieved', { galleries: await app.repos.gallery.listAll(language) }),
  );
};

export default galleryRoutes;
