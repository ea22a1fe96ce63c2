import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLISH_CRON, PUBLISH_JOB, PUBLISH_LEASE_SECONDS } from '../services/publication';

/**
 * Scheduled publishing: every minute, on one process of those sharing the database, the scheduled items (articles, products, categories, careers, gallery photos, slides, partners) whose
 * time has come are published and the published ones whose unpublish time has come go back to draft. A server that
 * was down catches up at its start. The change moves the content's change stamp, so cached answers follow.
 */
export default fp(async function publishing(app: FastifyInstance) {
  app.jobs.define(
    PUBLISH_JOB,
    async () => {
      const { published, unpublished } = await app.repos.publicationSchedule.publishDue(new Date().toISOString());
      if (published + unpublished > 0) app.log.info({ published, unpublished }, 'items published or unpublished');
    },
    { leaseSeconds: PUBLISH_LEASE_SECONDS, cron: PUBLISH_CRON },
  );
});
