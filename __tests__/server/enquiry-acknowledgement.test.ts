import { insertCategory, insertProduct } from './helpers/catalogue';
import {
  applicationFields,
  contactBody,
  eventually,
  fetchFormToken,
  parseMail,
  postJson,
  quoteBody,
  sendApplication,
  type ParsedMail,
} from './helpers/enquiries';
import { outboxMails } from './helpers/outbox';
import { testDatabases, useTestApp, type TestApp } from './helpers/test-app';

/** The mail the outbox holds for `to`, once it is there. */
async function mailTo(t: TestApp, to: string): Promise<ParsedMail> {
  const mails = await eventually(
    async () => outboxMails(t).map(parseMail),
    (parsed) => parsed.some((mail) => mail.headers.to === to),
  );
  return mails.find((mail) => mail.headers.to === to)!;
}

/** Nothing the visitor did not type: no link, no address of the site, no other markup than the template's. */
function expectNothingBeyondTheForm(mail: ParsedMail) {
  expect(mail.text).not.toMatch(/https?:|www\.|\/admin/);
  expect(mail.html).not.toMatch(/<a\b|href=|https?:|<img/i);
  expect(mail.partTypes).toEqual(['text/plain', 'text/html']);
}

describe.each(testDatabases())('acknowledgement mail to the visitor (%s)', (kind) => {
  const t = useTestApp(kind, { PUBLIC_URL: 'https://www.sinaraditif.co.id' });

  it('acknowledges a contact message in Indonesian with what the visitor typed, besides the staff notification', async () => {
    const body = contactBody(await fetchFormToken(t, 'contact'), {
      message: 'Apakah tersedia <b>sorbitol</b> 70%?',
    });

    expect((await postJson(t, '/v1/enquiries/contact', body)).statusCode).toBe(201);
    const mail = await mailTo(t, 'budi@rotinusantara.co.id');

    expect(mail.headers.subject).toMatch(/^Pesan Anda telah kami terima – /);
    expect(mail.headers['reply-to']).toBe('sales@sinaraditif.co.id');
    expect(mail.text).toContain('Yth. Budi Santoso,');
    expect(mail.text).toContain('Perusahaan: PT Roti Nusantara');
    expect(mail.text).toContain('Telepon: +62 812 1111 2222');
    expect(mail.text).toContain('Pesan:\nApakah tersedia <b>sorbitol</b> 70%?');
    expect(mail.text).toContain('akan membalas Anda');
    expect(mail.html).toContain('<html lang="id">');
    expect(mail.html).toContain('Apakah tersedia &lt;b&gt;sorbitol&lt;/b&gt; 70%?');
    expectNothingBeyondTheForm(mail);
    await mailTo(t, 'sales@sinaraditif.co.id');
    expect(
      outboxMails(t)
        .map((eml) => parseMail(eml).headers.to)
        .sort(),
    ).toEqual(['budi@rotinusantara.co.id', 'sales@sinaraditif.co.id']);
  });

  it('acknowledges a quote request in English, listing the products asked for', async () => {
    const categoryId = await insertCategory(t, 'Thickeners');
    const xanthan = await insertProduct(t, categoryId, 'Xanthan Gum');
    const items = [{ productId: xanthan, quantity: 25, unit: 'kg', sample: true }];

    const response = await postJson(t, '/v1/enquiries/quote', quoteBody(await fetchFormToken(t, 'quote'), items));
    const mail = await mailTo(t, 'siti@minumansegar.co.id');

    expect(response.statusCode).toBe(201);
    expect(mail.headers.subject).toMatch(/^We received your quote request – /);
    expect(mail.text).toContain('Dear Siti Rahma,');
    expect(mail.text).toContain('Products:\n- Xanthan Gum × 25 kg (sample requested)');
    expect(mail.text).toContain('Needed by: 2030-03-15');
    expect(mail.text).toContain('Message:\nPrice per 25 kg bag, delivered to Surabaya.');
    expect(mail.text).toContain('send you an offer');
    expectNothingBeyondTheForm(mail);
  });

  it('acknowledges an application in Indonesian, naming the position and the CV, never attaching it', async () => {
    const careerId = (await t.app.repos.careers.create({ name: 'Food Technologist', position: 'Staff', status: true }))
      .id;

    const response = await sendApplication(t, careerId, applicationFields(await fetchFormToken(t, 'application')));
    const mail = await mailTo(t, 'andi.wijaya@example.com');

    expect(response.statusCode).toBe(201);
    expect(mail.headers.subject).toMatch(/^Lamaran Anda telah kami terima – /);
    expect(mail.headers['reply-to']).toBe('hrd@sinaraditif.co.id');
    expect(mail.text).toContain('Posisi: Food Technologist');
    expect(mail.text).toContain('CV: cv.pdf');
    expect(mail.text).toContain('Surat lamaran:\nSaya tertarik dengan posisi ini.');
    expect(mail.text).toContain('wawancara');
    expectNothingBeyondTheForm(mail);
  });

  it('sends none for a refused submission', async () => {
    const body = contactBody(await fetchFormToken(t, 'contact'), { website: 'https://spam.example' });

    expect((await postJson(t, '/v1/enquiries/contact', body)).statusCode).toBe(422);
    expect(outboxMails(t)).toEqual([]);
  });
});
