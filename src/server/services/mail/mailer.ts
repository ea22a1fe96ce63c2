import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { maskEmail } from './mask-email';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes instead of the sender (e.g. the visitor who wrote an enquiry). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** Never log a mail's body or its reply address: they carry one-time codes and visitors' details. */
const logged = (message: MailMessage) => ({ to: maskEmail(message.to), subject: message.subject });

function smtpMailer({ smtpUrl, from, log }: MailerOptions & { smtpUrl: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      log.info({ ...logged(message), messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

/** Without SMTP every mail is written whole as an .eml file (readable only by its owner) into the outbox. */
function outboxMailer({ from, outboxDir, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      // Written aside and renamed, so whoever reads the outbox never finds half a mail under a .eml name.
      const writing = path.join(outboxDir, `.${name}.part`);
      await fs.writeFile(writing, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      await fs.rename(writing, path.join(outboxDir, name));
      log.info({ ...logged(message), file: name }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

/** Outgoing mail through nodemailer: SMTP when SMTP_URL is set, else the outbox directory (DESIGN.md 1). */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer({ ...options, smtpUrl: options.smtpUrl }) : outboxMailer(options);
}
