import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';

/** Without SMTP_URL the app writes each mail whole as an .eml file here (services/mail/mailer.ts). */
const outboxDir = (t: TestApp) => path.join(t.config.dataDir, 'outbox');

/** The names of the mails written so far, oldest first (a name starts with the time of writing). */
export function outboxFiles(t: TestApp): string[] {
  const dir = outboxDir(t);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
}

export const readOutboxMail = (t: TestApp, name: string): string =>
  fs.readFileSync(path.join(outboxDir(t), name), 'utf8');

/** The mails written so far, oldest first. */
export const outboxMails = (t: TestApp): string[] => outboxFiles(t).map((name) => readOutboxMail(t, name));
