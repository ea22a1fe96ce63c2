import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types';

/**
 * SQLite's job queue: one row per job waiting or running (a periodic job's row stays, with its next run), leased by
 * the process running it until `lease_until` (milliseconds since the epoch), so that two processes sharing the file
 * never run the same job and a job left by a killed process runs again once its lease has passed. `version` grows on
 * every send, so a job sent again while it runs is not lost when that run finishes. PostgreSQL's queue is pg-boss's,
 * in its own schema, which pg-boss makes itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`
    create table job_queue (
      name text not null,
      key text not null,
      data text not null,
      run_at integer not null,
      lease_until integer,
      version integer not null default 0,
      attempts integer not null default 0,
      cron text,
      primary key (name, key)
    )`.execute(db);
  await sql`create index job_queue_due_idx on job_queue (name, run_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop table job_queue`.execute(db);
}
