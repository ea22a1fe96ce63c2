import { sql, type Generated, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeWithoutBlocking } from './write-without-blocking';

/** SQLite's job queue (migration 0014), which PostgreSQL does not have: its queue is pg-boss's. */
interface JobQueueTable {
  name: string;
  key: string;
  data: string;
  run_at: number;
  lease_until: number | null;
  version: Generated<number>;
  attempts: Generated<number>;
  cron: string | null;
}

/** A job as its runner claimed it. */
export interface ClaimedJob {
  name: string;
  key: string;
  data: unknown;
  /** The job's version when claimed: a send during the run makes it newer. */
  version: number;
  /** Runs so far, this one included. */
  attempts: number;
  /** The schedule of a periodic job. */
  cron: string | null;
}

/** Times are milliseconds since the epoch; every write goes through writeWithoutBlocking. */
export function jobQueueRepository(kysely: Kysely<Database>) {
  const db = kysely.withTables<{ job_queue: JobQueueTable }>();
  const write = <T>(work: (writer: typeof db) => Promise<T>) =>
    writeWithoutBlocking(kysely, (writer) => work(writer.withTables<{ job_queue: JobQueueTable }>()));

  return {
    /**
     * Queues the job `name`/`key` to run at `runAt`. A job of that key already waiting keeps its time; one running now
     * runs again at `runAt` after it finishes.
     */
    async put(name: string, key: string, data: unknown, runAt: number): Promise<void> {
      await write((writer) =>
        writer
          .insertInto('job_queue')
          .values({ name, key, data: JSON.stringify(data), run_at: runAt })
          .onConflict((conflict) =>
            conflict.columns(['name', 'key']).doUpdateSet({
              data: (eb) => eb.ref('excluded.data'),
              run_at: sql`case when job_queue.lease_until is null then job_queue.run_at else excluded.run_at end`,
              version: sql`job_queue.version + 1`,
            }),
          )
          .execute(),
      );
    },

    /** Makes `name` periodic on `cron`, running next at `firstRunAt` or at its own time if that is sooner. */
    async putPeriodic(name: string, cron: string, firstRunAt: number): Promise<void> {
      await write((writer) =>
        writer
          .insertInto('job_queue')
          .values({ name, key: '', data: '{}', run_at: firstRunAt, cron })
          .onConflict((conflict) =>
            conflict.columns(['name', 'key']).doUpdateSet({
              cron,
              run_at: sql`min(job_queue.run_at, excluded.run_at)`,
              version: sql`job_queue.version + 1`,
            }),
          )
          .execute(),
      );
    },

    /** Leases the job of `name` that is due longest, if any, until `now + leaseMs`. */
    async claim(name: string, now: number, leaseMs: number): Promise<ClaimedJob | undefined> {
      const { rows } = await write((writer) =>
        sql<{ name: string; key: string; data: string; version: number; attempts: number; cron: string | null }>`
          update job_queue set lease_until = ${now + leaseMs}, attempts = attempts + 1
          where rowid = (
            select rowid from job_queue
            where name = ${name} and run_at <= ${now} and (lease_until is null or lease_until <= ${now})
            order by run_at limit 1)
          returning name, key, data, version, attempts, cron`.execute(writer),
      );
      const row = rows[0];
      return row && { ...row, data: JSON.parse(row.data) as unknown };
    },

    /** Keeps the lease of a job still running, until `until`. */
    async extendLease(job: ClaimedJob, until: number): Promise<void> {
      await write((writer) =>
        writer
          .updateTable('job_queue')
          .set({ lease_until: until })
          .where('name', '=', job.name)
          .where('key', '=', job.key)
          .where('lease_until', 'is not', null)
          .execute(),
      );
    },

    /**
     * Ends a run: the job runs next at `nextRunAt` (a periodic job's next time, or a retry), or, when null, is done and
     * removed. A job sent again during the run keeps the time that send gave it.
     */
    async release(job: ClaimedJob, nextRunAt: number | null, attempts = job.attempts): Promise<void> {
      await write((writer) =>
        writer.transaction().execute(async (trx) => {
          if (nextRunAt === null)
            await trx
              .deleteFrom('job_queue')
              .where('name', '=', job.name)
              .where('key', '=', job.key)
              .where('version', '=', job.version)
              .execute();
          else
            await trx
              .updateTable('job_queue')
              .set({ run_at: nextRunAt, lease_until: null, attempts })
              .where('name', '=', job.name)
              .where('key', '=', job.key)
              .where('version', '=', job.version)
              .execute();
          await trx
            .updateTable('job_queue')
            .set({ lease_until: null, attempts: 0 })
            .where('name', '=', job.name)
            .where('key', '=', job.key)
            .where('version', '<>', job.version)
            .execute();
        }),
      );
    },
  };
}

export type JobQueueRepository = ReturnType<typeof jobQueueRepository>;
