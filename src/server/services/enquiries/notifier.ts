import type { FastifyBaseLogger } from 'fastify';
import type { Enquiry } from '@/common/api/enquiries';
import type { EnquiriesRepository } from '@/server/repositories/enquiries-repository';
import type { JobRunner } from '../jobs/job-runner';
import type { Mailer, MailMessage } from '../mail/mailer';

export const NOTIFICATION_JOB = 'enquiry-notification';
/** An attempt is one SMTP conversation; one older than this was cut short (its process killed) and is made again. */
const NOTIFICATION_LEASE_SECONDS = 60;

export interface NotifierOptions {
  enquiries: Pick<EnquiriesRepository, 'find' | 'pendingMail' | 'recordMailAttempt'>;
  mailer: Mailer;
  jobs: Pick<JobRunner, 'define' | 'send'>;
  /** The notification mail of an enquiry (its recipient comes from the site settings of the moment). */
  compose: (enquiry: Enquiry) => Promise<MailMessage>;
  /** Delays before the 2nd, 3rd, … attempt; after the last one fails the notification is given up as failed. */
  retryDelaysSeconds: number[];
  log: FastifyBaseLogger;
}

const MAX_ERROR_LENGTH = 500;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || 'unknown error';

/**
 * Mails the staff about each enquiry after it is stored, retrying a failed send after each of `retryDelaysSeconds`.
 * Every attempt is written to the enquiry (attempts, last error, then `sent` or `failed`), so a mail failure never
 * loses an enquiry and the back office shows where its notification stands.
 *
 * Each attempt is a job of the job runner keyed by the enquiry, so one process alone makes it even when several
 * queue it (two starting at once and resuming the same pending notifications), and a retry waiting when the server
 * stops is made by whichever process is running when it is due.
 */
export function createEnquiryNotifier({ enquiries, mailer, jobs, compose, retryDelaysSeconds, log }: NotifierOptions) {
  /** One attempt; answers the delay before the next one, or undefined when there is none to make. */
  async function attempt(id: number): Promise<number | undefined> {
    const enquiry = await enquiries.find(id);
    if (!enquiry || enquiry.mailStatus !== 'pending') return undefined;
    const attempts = enquiry.mailAttempts + 1;
    try {
      await mailer.send(await compose(enquiry));
    } catch (error) {
      const retryDelay = retryDelaysSeconds[attempts - 1];
      const status = retryDelay === undefined ? 'failed' : 'pending';
      await enquiries.recordMailAttempt(id, { attempts, status, error: errorText(error), mailedAt: null });
      log.warn({ err: error, enquiry: id, attempts, status }, 'enquiry notification not sent');
      return retryDelay;
    }
    await enquiries.recordMailAttempt(id, {
      attempts,
      status: 'sent',
      error: null,
      mailedAt: new Date().toISOString(),
    });
    return undefined;
  }

  const send = (id: number, delaySeconds = 0) => jobs.send(NOTIFICATION_JOB, { id }, { key: String(id), delaySeconds });

  jobs.define(
    NOTIFICATION_JOB,
    async (data) => {
      const id = Number(data.id);
      const retryDelay = await attempt(id);
      if (retryDelay !== undefined) await send(id, retryDelay);
    },
    { leaseSeconds: NOTIFICATION_LEASE_SECONDS },
  );

  return {
    /**
     * Queues the enquiry's notification. A failure to queue is logged, not thrown: the enquiry is stored, and the
     * maintenance job queues the notifications left pending.
     */
    async queue(id: number): Promise<void> {
      await send(id).catch((error: unknown) => {
        log.warn({ err: error, enquiry: id }, 'could not queue the enquiry notification; left pending');
      });
    },

    /** Queues every notification still pending (left by a process that stopped, say); answers how many. */
    async resumePending(): Promise<number> {
      const pending = await enquiries.pendingMail();
      for (const { id } of pending) await send(id);
      if (pending.length > 0) log.info({ enquiries: pending.length }, 'resuming pending enquiry notifications');
      return pending.length;
    },
  };
}

export type EnquiryNotifier = ReturnType<typeof createEnquiryNotifier>;
