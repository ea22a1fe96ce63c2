import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobQueueRepository } from '../repositories/job-queue-repository';
import { createPgBossJobRunner } from '../services/jobs/pg-boss-runner';
import { createSqliteJobRunner } from '../services/jobs/sqlite-runner';

/**
 * `app.jobs`, the job runner (services/jobs/job-runner.ts) of the app's database. Plugins define their jobs while
 * they register; the runner starts taking jobs when the app is ready and stops, waiting for the runs under way, as
 * it begins to close (a job sent by a request still in flight then waits in the queue for the next start). The periodic jobs are set going by the server at start (main.ts), not by every app built.
 */
export default fp(async function jobs(app: FastifyInstance) {
  const { db } = app;
  const runner =
    db.dialect === 'postgres'
      ? createPgBossJobRunner({
          connectionString: app.config.databaseUrl,
          // An installation in a schema of its own keeps its queue beside it.
          schema: db.pgSchema ? `${db.pgSchema}_jobs` : 'pgboss',
          log: app.log,
        })
      : createSqliteJobRunner(jobQueueRepository(db.kysely), app.log);
  app.decorate('jobs', runner);
  app.addHook('onReady', () => runner.start());
  // Before the onClose hooks, one of which closes the database the runner polls.
  app.addHook('preClose', () => runner.stop());
});
