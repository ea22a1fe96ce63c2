import type { Enquiry } from '@/common/api/enquiries';
import type { SiteSettingsDocument } from '@/common/api/site';
import { ConfigError, loadConfig } from '@/server/config';
import { notificationRecipient } from '@/server/services/enquiries/notification';
import { insertCategory, insertProduct } from './helpers/catalogue';
import {
  applicationFields,
  contactBody,
  eventually,
  fetchFormToken,
  mailSettled,
  parseMail,
  postJson,
  quoteBody,
  sendApplication,
  storeEnquiry,
} from './helpers/enquiries';
import { outboxMails } from './helpers/outbox';
import { bearer, testDatabases, useTestApp, type TestApp } from './helpers/test-app';

/** A loopback port nothing listens on: every SMTP connection is refused at once. */
const CLOSED_SMTP = 'smtp://127.0.0.1:9';

/** The visitors of the forms' fixtures, whom their acknowledgement goes to. */
const VISITORS = ['budi@rotinusantara.co.id', 'siti@minumansegar.co.id', 'andi.wijaya@example.com'];

/** The notifications the outbox holds for the staff (leaving out the visitors' acknowledgements), oldest first. */
const staffMails = (t: TestApp) =>
  outboxMails(t)
    .map(parseMail)
    .filter((mail) => !VISITORS.includes(mail.headers.to ?? ''));

const newestId = async (t: TestApp) =>
  (await t.db.kysely.selectFrom('enquiries').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

describe.each(testDatabases())('enquiry notification mail (%s)', (kind) => {
  describe('delivered', () => {
    const t = useTestApp(kind, { PUBLIC_URL: 'https://www.sinaraditif.co.id' });

    it('mails a quote request to sales, answerable to the visitor, listing the products', async () => {
      const categoryId = await insertCategory(t, 'Thickeners');
      const xanthan = await insertProduct(t, categoryId, 'Xanthan Gum');
      const agar = await insertProduct(t, categoryId, 'Agar');
      const items = [
        { productId: xanthan, quantity: 25, unit: 'kg', sample: true },
        { productId: agar, sample: false },
      ];

      const response = await postJson(t, '/v1/enquiries/quote', quoteBody(await fetchFormToken(t, 'quote'), items));
      const id = await newestId(t);
      const row = await mailSettled(t, id);

      expect(response.statusCode).toBe(201);
      expect(row).toMatchObject({ mail_status: 'sent', mail_attempts: 1, mail_error: null });
      expect(Date.parse(row.mailed_at!)).toBeGreaterThan(Date.now() - 60_000);
      const mails = staffMails(t);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.headers.to).toBe('sales@sinaraditif.co.id');
      expect(mail.headers['reply-to']).toBe('siti@minumansegar.co.id');
      expect(mail.headers.subject).toBe('New quote request from Siti Rahma (PT Minuman Segar)');
      expect(mail.text).toContain('- Xanthan Gum × 25 kg (sample requested)\n- Agar');
      expect(mail.text).toContain('Needed by: 2030-03-15');
      expect(mail.text).toContain("Visitor's language: English");
      expect(mail.text).toContain('Price per 25 kg bag, delivered to Surabaya.');
      expect(mail.text).toContain(`https://www.sinaraditif.co.id/admin/inbox/detail/${id}`);
      expect(mail.html).toContain('<li>Xanthan Gum × 25 kg (sample requested)</li>');
      expect(mail.html).toContain(`<a href="https://www.sinaraditif.co.id/admin/inbox/detail/${id}">`);
    });

    it('mails an application to recruiting with the career, saying the CV waits in the back office', async () => {
      const careerId = (await t.app.repos.careers.create({ name: 'Food Technologist', position: 'Staff' })).id;

      await sendApplication(t, careerId, applicationFields(await fetchFormToken(t, 'application')));
      await mailSettled(t, await newestId(t));

      const mail = staffMails(t)[0]!;
      expect(mail.headers.to).toBe('hrd@sinaraditif.co.id');
      expect(mail.headers.subject).toBe('New application for Food Technologist from Andi Wijaya');
      expect(mail.text).toContain('Position: Food Technologist');
      expect(mail.text).toContain("Visitor's language: Indonesian");
      expect(mail.text).toMatch(/The CV \(cv\.pdf, 1 kB\) is not attached to this e-mail/);
      expect(mail.text).toContain('Cover letter:\nSaya tertarik dengan posisi ini.');
      expect(mail.partTypes).toEqual(['text/plain', 'text/html']);
    });

    it('escapes every value the visitor wrote in the HTML part, and keeps the subject on one line', async () => {
      const body = contactBody(await fetchFormToken(t, 'contact'), {
        name: '<img src=x onerror=alert(1)>\r\nBcc: victim@example.com',
        company: 'Roti & "Kue"',
        message: '<script>alert(1)</script>',
      });

      await postJson(t, '/v1/enquiries/contact', body);
      await mailSettled(t, await newestId(t));

      const mail = staffMails(t)[0]!;
      expect(mail.html).not.toMatch(/<img|<script/);
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('Roti &amp; &quot;Kue&quot;');
      expect(mail.headers.bcc).toBeUndefined();
      expect(mail.headers.subject).toBe(
        'New message from <img src=x onerror=alert(1)> Bcc: victim@example.com (Roti & "Kue")',
      );
    });

    it('mails to the addresses the site settings name, the general one standing in for an empty one', async () => {
      const token = await t.login();
      const settings = (
        await t.app.inject({ method: 'GET', url: '/v1/admin/site-settings', headers: bearer(token) })
      ).json<{ data: SiteSettingsDocument }>().data;
      const edited = await t.app.inject({
        method: 'PUT',
        url: '/v1/admin/site-settings',
        headers: bearer(token),
        payload: {
          ...settings,
          emails: { general: 'halo@example.co.id', sales: '', recruiting: 'karir@example.co.id' },
        },
      });
      expect(edited.statusCode).toBe(200);
      const careerId = (await t.app.repos.careers.create({ name: 'Driver', position: 'Staff' })).id;

      await postJson(t, '/v1/enquiries/contact', contactBody(await fetchFormToken(t, 'contact')));
      await mailSettled(t, await newestId(t));
      await sendApplication(t, careerId, applicationFields(await fetchFormToken(t, 'application')));
      await mailSettled(t, await newestId(t));

      expect(staffMails(t).map((mail) => mail.headers.to)).toEqual(['halo@example.co.id', 'karir@example.co.id']);
    });

    it('sends on start the notifications a stopped process left pending, continuing their attempts', async () => {
      const fresh = await storeEnquiry(t, { name: 'Left Pending' });
      const retried = await storeEnquiry(t, { name: 'Tried Twice' });
      await t.app.repos.enquiries.recordMailAttempt(retried, {
        attempts: 2,
        status: 'pending',
        error: 'connect ECONNREFUSED',
        mailedAt: null,
      });

      const resumed = await t.app.enquiryMail.resumePending();

      expect(resumed).toBe(2);
      expect(await mailSettled(t, fresh)).toMatchObject({ mail_status: 'sent', mail_attempts: 1 });
      expect(await mailSettled(t, retried)).toMatchObject({ mail_status: 'sent', mail_attempts: 3, mail_error: null });
      expect(outboxMails(t)).toHaveLength(2);
    });
  });

  describe('not delivered', () => {
    const t = useTestApp(kind, { SMTP_URL: CLOSED_SMTP, MAIL_RETRY_SECONDS: '0,0' });

    it('keeps the enquiry when every attempt fails, and marks its notification failed after the last retry', async () => {
      const response = await postJson(t, '/v1/enquiries/contact', contactBody(await fetchFormToken(t, 'contact')));
      const id = await newestId(t);

      const row = await mailSettled(t, id);

      expect(response.statusCode).toBe(201);
      expect(row).toMatchObject({ mail_status: 'failed', mail_attempts: 3, mailed_at: null, name: 'Budi Santoso' });
      expect(row.mail_error).toMatch(/ECONNREFUSED|connect/i);
      const token = await t.login();
      const shown = (
        await t.app.inject({ method: 'GET', url: `/v1/admin/enquiries/${id}`, headers: bearer(token) })
      ).json<{ data: Enquiry }>().data;
      expect(shown).toMatchObject({ mailStatus: 'failed', mailAttempts: 3, mailError: row.mail_error });
    });

    it('queues a failed notification again on resend, with a fresh set of attempts', async () => {
      await postJson(t, '/v1/enquiries/contact', contactBody(await fetchFormToken(t, 'contact')));
      const id = await newestId(t);
      await mailSettled(t, id);
      const token = await t.login();

      const resend = await t.app.inject({
        method: 'POST',
        url: `/v1/admin/enquiries/${id}/resend`,
        headers: bearer(token),
      });
      const missing = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/enquiries/999999/resend',
        headers: bearer(token),
      });

      expect(resend.statusCode).toBe(200);
      expect(resend.json().data).toMatchObject({ id, mailStatus: 'pending', mailAttempts: 0, mailError: null });
      expect(missing.statusCode).toBe(404);
      expect(await mailSettled(t, id)).toMatchObject({ mail_status: 'failed', mail_attempts: 3 });
    });
  });

  describe('retries waiting at shutdown', () => {
    const t = useTestApp(kind, { SMTP_URL: CLOSED_SMTP, MAIL_RETRY_SECONDS: '3600' });

    it('closes at once, leaving the notification pending for the next start', async () => {
      await postJson(t, '/v1/enquiries/contact', contactBody(await fetchFormToken(t, 'contact')));
      const id = await newestId(t);
      await eventually(
        () => t.db.kysely.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
        (row) => row.mail_attempts === 1,
      );

      const started = Date.now();
      await t.app.close();

      expect(Date.now() - started).toBeLessThan(5_000);
      const row = await t.db.kysely.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ mail_status: 'pending', mail_attempts: 1 });
    });
  });
});

describe('notification recipient', () => {
  const defaults = {
    general: 'info@default.example',
    sales: 'sales@default.example',
    recruiting: 'hr@default.example',
  };

  it.each([
    [
      'sales for a quote',
      { general: 'g@x.example', sales: 's@x.example', recruiting: 'r@x.example' },
      'quote',
      's@x.example',
    ],
    [
      'sales for a contact message',
      { general: 'g@x.example', sales: 's@x.example', recruiting: '' },
      'contact',
      's@x.example',
    ],
    [
      'recruiting for an application',
      { general: 'g@x.example', sales: '', recruiting: 'r@x.example' },
      'application',
      'r@x.example',
    ],
    ['general when sales is empty', { general: 'g@x.example', sales: '', recruiting: '' }, 'quote', 'g@x.example'],
    [
      'the SITE_* default when the settings name none',
      { general: '', sales: '', recruiting: '' },
      'application',
      'hr@default.example',
    ],
    ['the SITE_* default without settings', undefined, 'contact', 'sales@default.example'],
  ] as const)('is %s', (_case, settings, type, expected) => {
    expect(notificationRecipient(settings, defaults, type)).toBe(expected);
  });
});

describe('enquiry configuration', () => {
  it('has embedded defaults', () => {
    const config = loadConfig({});

    expect(config.enquiries).toEqual({
      retentionMonths: 24,
      minFillSeconds: 3,
      mailRetrySeconds: [10, 60, 300],
      maxPerHour: 100,
      maxCvMbPerHour: 100,
    });
    expect(config.rateLimits.enquiriesPerHour).toBe(20);
    expect(config.cvDir).toBe(`${config.dataDir}/private/cv`);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      ENQUIRY_RETENTION_MONTHS: '6',
      ENQUIRY_MIN_FILL_SECONDS: '0',
      MAIL_RETRY_SECONDS: ' 5, 30 ',
      RATE_LIMIT_ENQUIRIES_PER_HOUR: '7',
      ENQUIRIES_MAX_PER_HOUR: '40',
      ENQUIRY_CV_MB_MAX_PER_HOUR: '25',
    });

    expect(config.enquiries).toEqual({
      retentionMonths: 6,
      minFillSeconds: 0,
      mailRetrySeconds: [5, 30],
      maxPerHour: 40,
      maxCvMbPerHour: 25,
    });
    expect(config.rateLimits.enquiriesPerHour).toBe(7);
  });

  it.each([
    ['ENQUIRY_RETENTION_MONTHS', '0'],
    ['ENQUIRY_MIN_FILL_SECONDS', '-1'],
    ['MAIL_RETRY_SECONDS', 'soon'],
    ['MAIL_RETRY_SECONDS', '10,,60'],
    ['MAIL_RETRY_SECONDS', '1.5'],
    ['RATE_LIMIT_ENQUIRIES_PER_HOUR', '0'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  });
});
