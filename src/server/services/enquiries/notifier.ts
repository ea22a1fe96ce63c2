import type { FastifyBaseLogger } from 'fastify';
import type { Enquiry } from '@/common/api/enquiries';
import type { EnquiriesRepository } from '@/server/repositories/enquiries-repository';
import type { Mailer, MailMessage } from '../mail/mailer';

export interface NotifierOptions {
  enquiries: Pick<EnquiriesRepository, 'find' | 'pendingMail' | 'recordMailAttempt'>;
  mailer: Mailer;
  /** The notification mail of an enquiry (its recipient comes from the site settings of the moment). */
  compose: (enquiry: Enquiry) => Promise<MailMessage>;
  /** Delays before the 2nd, 3rd, … attempt; after the last one fails the notification is given up as failed. */
  retryDelaysMs: number[];
  log: FastifyBaseLogger;
}

const MAX_ERROR_LENGTH = 500;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || 'unknown error';

/**
 * Mails the staff about each enquiry after it is stored, retrying a failed send after each of `retryDelaysMs`.
 * Every attempt is written to the enquiry (attempts, last error, then `sent` or `failed`), so a mail failure never
 * loses an enquiry and the back office shows where its notification stands. The attempt count is read from the
 * database, so a notification resumed after a restart continues its retries where they stopped.
 *
 * Timers are unref'd and `close` cancels them and waits for the attempts under way: shutting down never waits for a
 * retry, and what was left pending is resumed by the next start (`resumePending`).
 */
export function createEnquiryNotifier({ enquiries, mailer, compose, retryDelaysMs, log }: NotifierOptions) {
  const scheduled = new Map<number, NodeJS.Timeout>();
  const running = new Map<number, Promise<void>>();
  let closed = false;

  /** One attempt; answers the delay before the next one, or undefined when there is none to make. */
  async function attempt(id: number): Promise<number | undefined> {
    const enquiry = await enquiries.find(id);
    if (!enquiry || enquiry.mailStatus !== 'pending') return undefined;
    const attempts = enquiry.mailAttempts + 1;
    try {
      await mailer.send(await compose(enquiry));
    } catch (error) {
      const retryDelay = retryDelaysMs[attempts - 1];
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

  function run(id: number): void {
    const work = attempt(id).then(
      (retryDelay) => {
        running.delete(id);
        if (retryDelay !== undefined) schedule(id, retryDelay);
      },
      (error: unknown) => {
        running.delete(id);
        log.error({ err: error, enquiry: id }, 'enquiry notification attempt failed; left pending');
      },
    );
    running.set(id, work);
  }

  function schedule(id: number, delayMs: number): void {
    if (closed) return;
    clearTimeout(scheduled.get(id));
    const timer = setTimeout(() => {
      scheduled.delete(id);
      run(id);
    }, delayMs);
    timer.unref();
    scheduled.set(id, timer);
  }

  /** Sends the enquiry's notification as soon as possible (now rather than at a retry already planned). */
  const queue = (id: number): void => {
    if (!running.has(id)) schedule(id, 0);
  };

  return {
    queue,

    /** Queues every notification still pending (left by a process that stopped); answers how many. */
    async resumePending(): Promise<number> {
      const pending = await enquiries.pendingMail();
      for (const { id } of pending) queue(id);
      if (pending.length > 0) log.info({ enquiries: pending.length }, 'resuming pending enquiry notifications');
      return pending.length;
    },

    /** Cancels the planned attempts and waits for those under way. */
    async close(): Promise<void> {
      closed = true;
      for (const timer of scheduled.values()) clearTimeout(timer);
      scheduled.clear();
      await Promise.all(running.values());
    },
  };
}

export type EnquiryNotifier = ReturnType<typeof createEnquiryNotifier>;
