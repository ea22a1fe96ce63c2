import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { RETRY_DELAY_SECONDS, RETRY_LIMIT, type JobDefinition, type JobHandler, type JobRunner } from './job-runner';

export interface PgBossRunnerOptions {
  connectionString: string;
  /** The schema pg-boss keeps its tables in, which it makes and migrates itself. */
  schema: string;
  log: FastifyBaseLogger;
  /** The pause before a failed run's first retry, doubled before each next one. */
  retryDelaySeconds?: number;
}

/** How often a worker asks for due jobs; a job sent by this process is taken at once. */
const POLLING_INTERVAL_SECONDS = 2;
/** How long `stop` waits for the runs under way. */
const STOP_TIMEOUT_MS = 10_000;

const DEADLOCK_DETECTED = '40P01';

/** Two processes creating the same queue at once (both starting) may deadlock; the one PostgreSQL chose tries again. */
async function whileDeadlocked(work: () => Promise<void>, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= tries) throw error;
    }
  }
}

/**
 * PostgreSQL's job runner: pg-boss, whose workers take jobs with SKIP LOCKED and whose cron runs each due time once
 * however many processes there are. Every queue is `stately`, so a job of a key is queued once while another of it
 * may run, and runs one at a time.
 */
export function createPgBossJobRunner({
  connectionString,
  schema,
  log,
  retryDelaySeconds = RETRY_DELAY_SECONDS,
}: PgBossRunnerOptions): JobRunner {
  const boss = new PgBoss({ connectionString, schema, max: 3, application_name: 'additives-jobs' });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  const definitions = new Map<string, JobDefinition & { handler: JobHandler }>();
  const workers = new Map<string, string>();
  let started = false;

  return {
    define(name, handler, definition) {
      definitions.set(name, { ...definition, handler });
    },

    async send(name, data = {}, { key, delaySeconds = 0 } = {}) {
      await boss.send(name, data, {
        ...(key === undefined ? {} : { singletonKey: key }),
        ...(delaySeconds > 0 ? { startAfter: delaySeconds } : {}),
      });
      const worker = workers.get(name);
      if (worker && delaySeconds === 0) boss.notifyWorker(worker);
    },

    async start() {
      if (started) return;
      started = true;
      await boss.start();
      for (const [name, { handler, leaseSeconds }] of definitions) {
        await whileDeadlocked(() =>
          boss.createQueue(name, {
            name,
            policy: 'stately',
            expireInSeconds: leaseSeconds,
            retryLimit: RETRY_LIMIT,
            retryDelay: retryDelaySeconds,
            retryBackoff: true,
          }),
        );
        const worker = await boss.work<Record<string, unknown>>(
          name,
          { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: 1 },
          async ([job]) => {
            if (job) await handler(job.data);
          },
        );
        workers.set(name, worker);
      }
    },

    async startPeriodic() {
      for (const [name, { cron }] of definitions)
        if (cron) {
          await boss.schedule(name, cron, {}, { tz: 'UTC' });
          await this.send(name, {}, { key: 'start' });
        }
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
