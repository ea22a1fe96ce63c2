import type { FastifyInstance } from 'fastify';
import adminCareers from './admin/careers';
import auth from './auth';
import publicCareers from './public/careers';
import site from './public/site';

/** Every API route, under /v1; everything under /v1/admin requires a signed-in user. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(site);
  await app.register(auth);
  await app.register(publicCareers);
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', admin.authenticate);
      admin.addHook('onRequest', admin.limitWrites);
      await admin.register(adminCareers);
    },
    { prefix: '/admin' },
  );
}
