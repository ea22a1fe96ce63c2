import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, toast } from './support/fixtures';
import { outboxDir, outboxFiles } from './support/outbox';
import { expectNoSeriousViolationsNarrowAndWide } from './support/axe';

test.use({ locale: 'en-US' });

/** The English name of the product a detail link points to, as the staff's notification mail lists it. */
async function englishName(page: Page, href: string): Promise<string> {
  const id = /\/(\d+)$/.exec(href)?.[1];
  const answer = await page.request.get(`/v1/products/${id}?lang=en`);
  return ((await answer.json()) as { data: { name: string } }).data.name;
}

const VISITOR_EMAIL = 'budi@example.co.id';

/**
 * The text of the newest mail that is not among `before`, contains `text` and is not addressed to `notTo`, once it
 * is in the outbox.
 */
async function mailContaining(text: string, before: string[], notTo: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        for (const name of (await outboxFiles()).filter((file) => !before.includes(file)).reverse()) {
          // Quoted-printable soft line breaks would split the lines we look for.
          const mail = (await fs.readFile(path.join(outboxDir(), name), 'utf8')).replace(/=\r?\n/g, '');
          if (mail.includes(text) && !mail.includes(`\nTo: ${notTo}`)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { message: `a mail mentioning ${text} in the outbox` },
    )
    .toBe(true);
  return found;
}

test('a visitor asks in Indonesian for a quote on two products; the admin handles it in the inbox', async ({
  admin,
  browser,
}, testInfo) => {
  const visitorName = `Budi Santoso ${Date.now().toString(36)}-${testInfo.retry}`;
  const mailsBefore = await outboxFiles();
  const context = await browser.newContext({ locale: 'id-ID' });
  const visitor = await context.newPage();
  const englishNames: string[] = [];

  await test.step('the visitor puts two products from the catalogue in the enquiry basket', async () => {
    await visitor.goto('/produk_kategori');
    const addButtons = visitor.getByRole('main').getByRole('button', { name: /^Tambahkan ke permintaan: / });
    await expect(addButtons.first()).toBeVisible();
    for (const index of [0, 1]) {
      const tile = visitor
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: visitor.getByRole('button', { name: /^Tambahkan ke permintaan: / }) })
        .nth(0);
      const href = (await tile.getByRole('link').first().getAttribute('href')) ?? '';
      englishNames.push(await englishName(visitor, href));
      await tile.getByRole('button', { name: /^Tambahkan ke permintaan: / }).click();
      await expect(visitor.getByRole('link', { name: `Permintaan penawaran, ${index + 1} produk` })).toBeVisible();
    }
  });

  await test.step('on the quote request page the visitor gives quantities, asks for a sample and sends', async () => {
    await visitor.getByRole('link', { name: 'Permintaan penawaran, 2 produk' }).click();
    await expect(visitor).toHaveURL(/\/permintaan_penawaran$/);
    const quantities = visitor.getByRole('spinbutton', { name: /^Jumlah/ }).or(visitor.getByLabel(/^Jumlah/));
    await quantities.first().fill('25');
    await visitor
      .getByLabel(/^Satuan/)
      .first()
      .fill('kg');
    await visitor
      .getByRole('checkbox', { name: /^Minta sampel/ })
      .nth(1)
      .check();
    await visitor.getByLabel(/^Nama/).fill(visitorName);
    await visitor.getByLabel(/^Perusahaan/).fill('PT Roti Nusantara');
    await visitor.getByLabel(/^Email/).fill(VISITOR_EMAIL);
    await visitor.getByRole('button', { name: 'Kirim permintaan' }).click();
    await expect(visitor.getByText('Terima kasih, permintaan penawaran Anda sudah terkirim.')).toBeVisible();
    await expect(visitor.getByRole('link', { name: /^Permintaan penawaran, \d/ })).toHaveCount(0);
  });
  await context.close();

  await test.step('the admin sees it unread in the inbox, opens it and marks it done', async () => {
    await admin.reload();
    const inboxLink = admin.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: /^Inbox/ });
    await expect(inboxLink).toHaveAccessibleName(/\d+ unread/);
    const unreadBefore = Number(/(\d+) unread/.exec((await inboxLink.textContent()) ?? '')?.[1]);
    await inboxLink.click();
    await admin
      .getByRole('link', { name: new RegExp(visitorName) })
      .first()
      .click();
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of englishNames) await expect(admin.getByRole('main').getByText(name).first()).toBeVisible();
    await expect(inboxLink).not.toHaveAccessibleName(new RegExp(`\\b${unreadBefore} unread`));

    await admin.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'Done' }).click();
    await expect(toast(admin, 'Status saved')).toBeVisible();
  });

  await test.step('the notification mail to sales lists both products', async () => {
    // The visitor's acknowledgement names them too; the notification is the other mail.
    const mail = await mailContaining(visitorName, mailsBefore, VISITOR_EMAIL);
    for (const name of englishNames) expect(mail).toContain(name);
    expect(mail).toMatch(/sample/i);
  });
});

test('the inbox and the quote request page have no serious accessibility violation at 360 and 1440 px', async ({
  admin,
}) => {
  for (const [name, path] of [
    ['the inbox', '/admin/inbox'],
    ['the quote request page', '/permintaan_penawaran'],
  ] as const) {
    await test.step(name, async () => {
      await expectNoSeriousViolationsNarrowAndWide(admin, path);
    });
  }
});
