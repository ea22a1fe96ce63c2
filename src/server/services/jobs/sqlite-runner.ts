import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedJob, JobQueueRepository } from '@/server/repositories/job-queue-repository';
import {
  nextCronTime,
  RETRY_DELAY_SECONDS,
  RETRY_LIMIT,
  type JobDefinition,
  type JobHandler,
  type JobRunner,
} from './job-runner';

/** How often each process looks for due jobs; a job sent by this process is taken at once. */
export const POLL_INTERVAL_MS = 1000;
/**
 * A run holds its job this long at most without news: the process renews the lease every third of it while the run
 * goes on, so a job whose process was killed runs again within this time, however long its runs may take.
 */
export const LEASE_MS = 30_000;

/**
 * SQLite's job runner: the queue is a table of the database file (repositories/job-queue-repository.ts), which every
 * process sharing the file polls; SQLite serialises writes, so one claiming UPDATE leases a job to one process. Each
 * name's jobs run one at a time per process.
 */
export function createSqliteJobRunner(
  queue: JobQueueRepository,
  log: FastifyBaseLogger,
  { retryDelaySeconds = RETRY_DELAY_SECONDS } = {},
): JobRunner {
  const definitions = new Map<string, JobDefinition & { handler: JobHandler }>();
  const draining = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function runOne(job: ClaimedJob, definition: JobDefinition & { handler: JobHandler }, leaseMs: number) {
    const data = (job.data ?? {}) as Record<string, unknown>;
    const renew = setInterval(() => {
      queue.extendLease(job, Date.now() + leaseMs).catch((error: unknown) => {
        log.warn({ err: error, job: job.name, key: job.key }, 'could not renew the lease of a running job');
      });
    }, leaseMs / 3);
    renew.unref();
    try {
      await definition.handler(data);
      await queue.release(job, job.cron ? nextCronTime(job.cron, Date.now()) : null, 0);
    } catch (error) {
      const retry = job.attempts <= RETRY_LIMIT;
      log.warn({ err: error, job: job.name, key: job.key, attempts: job.attempts, retry }, 'job failed');
      const retryAt = Date.now() + retryDelaySeconds * 1000 * 2 ** (job.attempts - 1);
      const next = retry ? retryAt : job.cron ? nextCronTime(job.cron, Date.now()) : null;
      await queue.release(job, next, retry ? job.attempts : 0);
    } finally {
      clearInterval(renew);
    }
  }

  async function drain(name: string): Promise<void> {
    const definition = definitions.get(name)!;
    const leaseMs = Math.min(definition.leaseSeconds * 1000, LEASE_MS);
    while (running) {
      const job = await queue.claim(name, Date.now(), leaseMs);
      if (!job) return;
      await runOne(job, definition, leaseMs);
    }
  }

  function wake(name: string): void {
    if (!running || draining.has(name)) return;
    const work = drain(name)
      .catch((error: unknown) => log.warn({ err: error, job: name }, 'could not take jobs from the queue'))
      .finally(() => draining.delete(name));
    draining.set(name, work);
  }

  const wakeAll = () => {
    for (const name of definitions.keys()) wake(name);
  };

  return {
    define(name, handler, definition) {
      definitions.set(name, { ...definition, handler });
    },

    async send(name, data = {}, { key = '', delaySeconds = 0 } = {}) {
      await queue.put(name, key, data, Date.now() + delaySeconds * 1000);
      if (delaySeconds === 0) wake(name);
    },

    async start() {
      if (running) return;
      running = true;
      timer = setInterval(wakeAll, POLL_INTERVAL_MS);
      timer.unref();
      wakeAll();
    },

    async startPeriodic() {
      const now = Date.now();
      for (const [name, { cron }] of definitions) if (cron) await queue.putPeriodic(name, cron, now);
      wakeAll();
    },

    async stop() {
      running = false;
      clearInterval(timer);
      timer = undefined;
      await Promise.all(draining.values());
    },
  };
}
