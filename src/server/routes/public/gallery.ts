import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicGallery } from '@/common/api/gallery';
import { Envelope } from '@/common/api/envelope';
import { ok } from '../answers';
import { publicErrors } from '../schemas';

const galleryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/galleries',
    { schema: { tags: ['gallery'], response: { 200: Envelope(PublicGallery), ...publicErrors } } },
    async () => ok('Gallery retrieved', { galleries: await app.repos.gallery.listAll() }),
  );
};

export default galleryRoutes;
