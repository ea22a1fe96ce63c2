import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eServer } from './env';

/**
 * The running test's server runs without SMTP_URL, so its mails are .eml files in its DATA_DIR/outbox
 * (src/server/services/mail/mailer.ts).
 */
export function outboxDir(): string {
  return path.join(e2eServer(test.info().parallelIndex).dataDir, 'outbox');
}

/** The mail files written so far, oldest first (their names start with the time of writing). */
export async function outboxFiles(): Promise<string[]> {
  try {
    return (await fs.readdir(outboxDir())).filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Waits for a mail to `to` that is not among `before` and answers the six-digit code on a line of its own. */
export async function waitForResetCode(to: string, before: string[]): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await outboxFiles()).filter((name) => !before.includes(name));
        const newest = fresh.at(-1);
        if (!newest) return undefined;
        // Quoted-printable soft line breaks would otherwise split the headers and lines we look for.
        const mail = (await fs.readFile(path.join(outboxDir(), newest), 'utf8')).replace(/=\r?\n/g, '');
        const headerLines = mail.split(/\r?\n\r?\n/)[0]?.split(/\r?\n/) ?? [];
        if (!headerLines.some((line) => line.toLowerCase() === `to: ${to.toLowerCase()}`)) return undefined;
        code = /^ {4}(\d{6})\r?$/m.exec(mail)?.[1];
        return code;
      },
      { message: `a mail with a code to ${to} in the outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Waits for a mail to `to` that is not among `before` and answers the path of its invitation link. */
export async function waitForInvitationPath(to: string, before: string[]): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await outboxFiles()).filter((name) => !before.includes(name));
        for (const name of fresh) {
          // Quoted-printable soft line breaks and escaped equals signs would otherwise break the link.
          const mail = (await fs.readFile(path.join(outboxDir(), name), 'utf8'))
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (!mail.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
          link = /https?:\/\/[^/\s]+(\/invitation\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a mail with an invitation link to ${to} in the outbox` },
    )
    .toMatch(/^\/invitation\?token=/);
  return link!;
}
