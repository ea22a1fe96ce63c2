import type { FastifyBaseLogger } from 'fastify';
import type { NewEnquiry } from '@/server/repositories/enquiries-repository';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { AcknowledgedEnquiry } from '../mail/acknowledgement';
import { maskEmail } from '../mail/mask-email';

export interface AcknowledgerOptions {
  mailer: Mailer;
  /** The acknowledgement of an enquiry, addressed to the visitor. */
  compose: (enquiry: AcknowledgedEnquiry) => Promise<MailMessage>;
  log: FastifyBaseLogger;
}

/** What the visitor sent, from an accepted submission. */
export const acknowledgedEnquiry = (enquiry: NewEnquiry): AcknowledgedEnquiry => ({
  type: enquiry.type,
  language: enquiry.language,
  name: enquiry.name,
  company: enquiry.company,
  email: enquiry.email,
  phone: enquiry.phone,
  message: enquiry.message,
  requiredDate: enquiry.requiredDate,
  items: enquiry.items,
  careerName: enquiry.career?.name ?? null,
  cvName: enquiry.cv?.name ?? null,
});

/**
 * Mails each visitor whose enquiry was accepted a receipt, once, after the answer (never holding it up). It is a
 * courtesy: a send that fails is logged and not retried, as the staff's notification is. Only accepted submissions
 * are acknowledged, so the forms' rate limits and hourly ceiling bound these mails too. `close` waits for the sends
 * under way.
 */
export function createAcknowledger({ mailer, compose, log }: AcknowledgerOptions) {
  const running = new Set<Promise<void>>();

  async function send(enquiry: AcknowledgedEnquiry): Promise<void> {
    try {
      await mailer.send(await compose(enquiry));
    } catch (error) {
      log.warn({ err: error, to: maskEmail(enquiry.email) }, 'enquiry acknowledgement not sent');
    }
  }

  return {
    queue(enquiry: NewEnquiry): void {
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => send(acknowledgedEnquiry(enquiry)))
        .finally(() => running.delete(work));
      running.add(work);
    },

    async close(): Promise<void> {
      await Promise.all(running);
    },
  };
}

export type Acknowledger = ReturnType<typeof createAcknowledger>;
