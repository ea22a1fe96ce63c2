import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createMailer } from '@/server/services/mail/mailer';

describe('the outbox without SMTP', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('only ever shows whole mails under a .eml name, readable by their owner alone', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'web@sinaraditif.co.id',
      outboxDir,
      log: Fastify().log,
    });
    const seen: string[] = [];
    const watcher = setInterval(() => {
      if (!fs.existsSync(outboxDir)) return;
      for (const name of fs.readdirSync(outboxDir).filter((file) => file.endsWith('.eml'))) {
        seen.push(fs.readFileSync(path.join(outboxDir, name), 'utf8'));
      }
    }, 0);
    const text = 'Kode Anda:\n\n    123456\n\n'.repeat(2000);
    await Promise.all(
      ['a', 'b', 'c'].map((who) =>
        mailer.send({ to: `${who}@example.com`, subject: `Untuk ${who}`, text, html: `<pre>${text}</pre>` }),
      ),
    );
    clearInterval(watcher);
    mailer.close();

    const names = fs.readdirSync(outboxDir);
    expect(names).toHaveLength(3);
    expect(names.every((name) => name.endsWith('.eml'))).toBe(true);
    for (const name of names) expect(fs.statSync(path.join(outboxDir, name)).mode & 0o777).toBe(0o600);
    for (const mail of [...seen, ...names.map((name) => fs.readFileSync(path.join(outboxDir, name), 'utf8'))]) {
      expect(mail).toMatch(/^To: [abc]@example\.com$/m);
      expect(mail.trimEnd()).toMatch(/<\/html>$|--$/);
    }
  });
});
