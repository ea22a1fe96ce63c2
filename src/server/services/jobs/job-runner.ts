import { parseExpression } from 'cron-parser';

export interface JobDefinition {
  /**
   * How long a run may take: after it, pg-boss gives the run up and retries the job (also when its process was
   * killed). SQLite's runner renews a shorter lease while the run goes on instead (sqlite-runner.ts).
   */
  leaseSeconds: number;
  /** A periodic job's schedule (cron, UTC), which `startPeriodic` sets going. */
  cron?: string;
}

export interface SendOptions {
  /** The job's key within its name: a job of the same name and key waiting already is not queued twice. */
  key?: string;
  /** Runs no sooner than this many seconds from now. */
  delaySeconds?: number;
}

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/**
 * The one place where work runs outside a request, on every setup: a queue in the database that the processes
 * sharing it take jobs from, each job leased by one process at a time (so two processes never run the same job and
 * one a killed process was running runs again when its lease ends), a failed run retried with a growing pause, and
 * periodic jobs that run once per due time however many processes there are. PostgreSQL's is pg-boss; SQLite's runs
 * in-process over a table of the same file.
 */
export interface JobRunner {
  /** Registers the handler of the jobs named `name` (before `start`). */
  define(name: string, handler: JobHandler, definition: JobDefinition): void;
  /** Queues a job; its handler runs on whichever process takes it first. */
  send(name: string, data?: Record<string, unknown>, options?: SendOptions): Promise<void>;
  /** Starts taking jobs. */
  start(): Promise<void>;
  /** Sets the periodic jobs going, each also run once now (the server does this at start). */
  startPeriodic(): Promise<void>;
  /** Stops taking jobs and waits for the runs under way. */
  stop(): Promise<void>;
}

/** A failed run is tried again up to this many times, after 30 s, 60 s, 120 s. */
export const RETRY_LIMIT = 3;
export const RETRY_DELAY_SECONDS = 30;

/** The first time after `after` that `cron` names (UTC). */
export const nextCronTime = (cron: string, after: number): number =>
  parseExpression(cron, { currentDate: new Date(after), utc: true })
    .next()
    .getTime();
