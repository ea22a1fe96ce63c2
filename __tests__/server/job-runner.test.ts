import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { jobQueueRepository } from '@/server/repositories/job-queue-repository';
import type { JobRunner } from '@/server/services/jobs/job-runner';
import { createPgBossJobRunner } from '@/server/services/jobs/pg-boss-runner';
import { createSqliteJobRunner } from '@/server/services/jobs/sqlite-runner';
import { eventually, mailSettled, storeEnquiry } from './helpers/enquiries';
import { outboxMails } from './helpers/outbox';
import { jobsSchemaOf } from './helpers/test-database-pool';
import { testDatabases, useTestApp, type DbKind, type TestApp } from './helpers/test-app';

const silent = pino({ level: 'silent' }) as FastifyBaseLogger;

/** A runner of its own on the test app's database: another process's, as far as the queue can tell. */
function anotherRunner(t: TestApp, kind: DbKind, retryDelaySeconds = 1): JobRunner {
  if (kind === 'sqlite') return createSqliteJobRunner(jobQueueRepository(t.db.kysely), silent, { retryDelaySeconds });
  return createPgBossJobRunner({
    connectionString: t.config.databaseUrl,
    schema: jobsSchemaOf(t.db.pgSchema!),
    log: silent,
    retryDelaySeconds,
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('job runner (%s)', (kind) => {
  const t = useTestApp(kind);
  const runners: JobRunner[] = [];
  const runner = (retryDelaySeconds?: number) => {
    const made = anotherRunner(t, kind, retryDelaySeconds);
    runners.push(made);
    return made;
  };
  afterEach(async () => {
    for (const made of runners.splice(0)) await made.stop();
  });

  it('mails each pending notification once when two processes resume them at the same time', async () => {
    const first = await storeEnquiry(t, { name: 'Left Pending' });
    const second = await storeEnquiry(t, { name: 'Also Pending' });
    const other = await t.openAnotherProcess();

    // Each queues what it finds pending; one may find a notification the other has already sent.
    await Promise.all([t.app.enquiryMail.resumePending(), other.enquiryMail.resumePending()]);

    expect(await mailSettled(t, first)).toMatchObject({ mail_status: 'sent', mail_attempts: 1 });
    expect(await mailSettled(t, second)).toMatchObject({ mail_status: 'sent', mail_attempts: 1 });
    await pause(500);
    expect(outboxMails(t)).toHaveLength(2);
  });

  it('runs a job of one key on one process at a time, and again when sent during its run', async () => {
    const runs: string[] = [];
    let active = 0;
    let mostActive = 0;
    const handler = async (data: Record<string, unknown>) => {
      active += 1;
      mostActive = Math.max(mostActive, active);
      runs.push(String(data.round));
      await pause(300);
      active -= 1;
    };
    const [a, b] = [runner(), runner()];
    for (const made of [a, b]) made.define('test-exclusive', handler, { leaseSeconds: 30 });
    await Promise.all([a.start(), b.start()]);

    await a.send('test-exclusive', { round: 1 }, { key: 'k' });
    await pause(100);
    await b.send('test-exclusive', { round: 2 }, { key: 'k' });

    await eventually(
      async () => runs,
      (done) => done.length === 2,
    );
    await pause(500);
    expect(runs).toEqual(['1', '2']);
    expect(mostActive).toBe(1);
  });

  it('retries a failed run after a pause', async () => {
    const tries: number[] = [];
    const made = runner(1);
    made.define(
      'test-flaky',
      async () => {
        tries.push(Date.now());
        if (tries.length === 1) throw new Error('the mail server is down');
      },
      { leaseSeconds: 30 },
    );
    await made.start();

    await made.send('test-flaky', {});

    await eventually(
      async () => tries,
      (done) => done.length === 2,
      20_000,
    );
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(900);
  });

  it('runs again a job whose process died while running it, once its lease ends', async () => {
    const ran: number[] = [];
    let release = () => undefined as void;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handler = async () => {
      ran.push(Date.now());
      if (ran.length === 1) await stuck;
    };
    const [first, second] = [runner(), runner()];
    for (const made of [first, second]) made.define('test-lease', handler, { leaseSeconds: 1 });
    if (kind === 'sqlite') {
      // A process took the job and was killed: its lease stays until it ends, renewed by no one.
      const queue = jobQueueRepository(t.db.kysely);
      await queue.put('test-lease', '', {}, Date.now());
      expect(await queue.claim('test-lease', Date.now(), 1000)).toMatchObject({ name: 'test-lease', attempts: 1 });
      ran.push(Date.now());
      await second.start();
    } else {
      // pg-boss gives up a run that outlived its lease (as it does one whose process was killed) and retries it.
      await Promise.all([first.start(), second.start()]);
      await first.send('test-lease', {});
    }

    try {
      await eventually(
        async () => ran,
        (done) => done.length === 2,
        20_000,
      );
      expect(ran[1]! - ran[0]!).toBeGreaterThanOrEqual(900);
    } finally {
      release();
    }
  });
});
