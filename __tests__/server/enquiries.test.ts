import fs from 'node:fs';
import path from 'node:path';
import type { Enquiry, EnquiryType } from '@/common/api/enquiries';
import { MAX_CV_BYTES } from '@/common/constants';
import { insertCategory, insertProduct, multipart } from './helpers/catalogue';
import { createFormGuard } from '@/server/services/enquiries/form-guard';
import {
  applicationFields,
  contactBody,
  cvFilesOnDisk,
  cvPart,
  EXE_BYTES,
  fetchFormToken,
  issueFormToken,
  newestEnquiry,
  PDF_BYTES,
  postJson,
  quoteBody,
  sendApplication,
} from './helpers/enquiries';
import { outboxMails } from './helpers/outbox';
import { bearer, countRows, testDatabases, useTestApp, type TestApp } from './helpers/test-app';

const errorOf = (response: { json: () => unknown }) =>
  response.json() as { error: boolean; code: string; fields?: Record<string, string>; params?: object };

const DAY_MS = 24 * 60 * 60 * 1000;

async function addCareer(t: TestApp, name: string, status = true): Promise<number> {
  return (await t.app.repos.careers.create({ name, position: 'Staff', description: `About ${name}`, status })).id;
}

/** Nothing stored anywhere: no row, no CV file, no mail. */
async function expectNothingStored(t: TestApp) {
  expect(await countRows(t.db, 'enquiries')).toBe(0);
  expect(cvFilesOnDisk(t)).toEqual([]);
  expect(outboxMails(t)).toEqual([]);
}

describe.each(testDatabases())('enquiry forms (%s)', (kind) => {
  const t = useTestApp(kind);
  let admin: string;
  let xanthanId: number;
  let agarId: number;

  beforeEach(async () => {
    admin = await t.login();
    const categoryId = await insertCategory(t, 'Thickeners');
    xanthanId = await insertProduct(t, categoryId, 'Xanthan Gum');
    agarId = await insertProduct(t, categoryId, 'Agar');
  });

  describe('GET /v1/enquiries/form-token', () => {
    it('answers a signed token that no cache keeps', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/v1/enquiries/form-token?form=quote' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
      const { token } = response.json<{ data: { token: string } }>().data;
      const [form, issuedAt, , signature] = token.split('.');
      expect(form).toBe('quote');
      expect(Math.abs(Number(issuedAt) - Date.now())).toBeLessThan(60_000);
      expect(signature).toMatch(/^[\w-]{43}$/);
    });
  });

  describe('POST /v1/enquiries/contact', () => {
    it('stores the message with its language and shows it in the inbox', async () => {
      const response = await postJson(t, '/v1/enquiries/contact', contactBody(await fetchFormToken(t, 'contact')));

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ error: false, message: expect.any(String) });
      expect(await newestEnquiry(t, admin)).toMatchObject({
        type: 'contact',
        status: 'new',
        name: 'Budi Santoso',
        company: 'PT Roti Nusantara',
        email: 'budi@rotinusantara.co.id',
        phone: '+62 812 1111 2222',
        message: 'Kami butuh pemanis untuk roti tawar.',
        language: 'id',
        items: [],
        cv: null,
        careerId: null,
      } satisfies Partial<Enquiry>);
      const row = await t.db.kysely.selectFrom('enquiries').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ type: 'contact', language: 'id', note: '', items: '[]' });
    });

    it.each([
      ['no name', { name: undefined }, 'name', 'required'],
      ['a blank message', { message: '   ' }, 'message', 'blank'],
      ['an address that is no e-mail', { email: 'budi-at-example' }, 'email', 'invalid'],
      ['a language the site does not speak', { language: 'fr' }, 'language', 'invalid'],
      ['a name over 120 characters', { name: 'x'.repeat(121) }, 'name', 'too_long'],
      ['an unknown field', { budget: '1000' }, 'budget', 'not_accepted'],
      ['no form token', { formToken: undefined }, 'formToken', 'required'],
    ])('refuses %s with 400 naming the field, and stores nothing', async (_case, change, field, problem) => {
      const body = { ...contactBody(await fetchFormToken(t, 'contact')), ...change };

      const response = await postJson(t, '/v1/enquiries/contact', body);

      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', fields: { [field]: problem } });
      await expectNothingStored(t);
    });
  });

  describe('POST /v1/enquiries/quote', () => {
    it('stores each product under its English name, with quantity, unit and sample', async () => {
      const items = [
        { productId: xanthanId, quantity: 25, unit: 'kg', sample: true },
        { productId: agarId, sample: false },
      ];

      const response = await postJson(t, '/v1/enquiries/quote', quoteBody(await fetchFormToken(t, 'quote'), items));

      expect(response.statusCode).toBe(201);
      const enquiry = await newestEnquiry(t, admin);
      expect(enquiry).toMatchObject({
        type: 'quote',
        company: 'PT Minuman Segar',
        requiredDate: '2030-03-15',
        language: 'en',
        itemCount: 2,
        sample: true,
        items: [
          { productId: xanthanId, productName: 'Xanthan Gum', quantity: 25, unit: 'kg', sample: true },
          { productId: agarId, productName: 'Agar', quantity: null, unit: null, sample: false },
        ],
      });
      const row = await t.db.kysely
        .selectFrom('enquiries')
        .select(['items', 'required_date'])
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.items)).toEqual(enquiry.items);
      expect(row.required_date).toBe('2030-03-15');
    });

    it('keeps the name a product had, and clears its id once the product is deleted', async () => {
      await postJson(
        t,
        '/v1/enquiries/quote',
        quoteBody(await fetchFormToken(t, 'quote'), [{ productId: agarId, sample: true }]),
      );
      await t.db.kysely.updateTable('products').set({ name: 'Agar-agar Powder' }).where('id', '=', agarId).execute();
      const renamed = (await newestEnquiry(t, admin)).items[0];

      await t.db.kysely.deleteFrom('products').where('id', '=', agarId).execute();
      const deleted = (await newestEnquiry(t, admin)).items[0];

      expect(renamed).toMatchObject({ productId: agarId, productName: 'Agar' });
      expect(deleted).toMatchObject({ productId: null, productName: 'Agar' });
    });

    it('refuses a product that does not exist with 422 naming the item, and stores nothing', async () => {
      const items = [
        { productId: xanthanId, sample: false },
        { productId: 999_999, sample: true },
      ];

      const response = await postJson(t, '/v1/enquiries/quote', quoteBody(await fetchFormToken(t, 'quote'), items));

      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', fields: { 'items.1.productId': 'not_found' } });
      await expectNothingStored(t);
    });

    it('refuses a product named twice with 400 duplicate on the second, and stores nothing', async () => {
      const items = [
        { productId: xanthanId, quantity: 5, unit: 'kg', sample: false },
        { productId: agarId, sample: false },
        { productId: xanthanId, quantity: 10, unit: 'bag', sample: true },
      ];

      const response = await postJson(t, '/v1/enquiries/quote', quoteBody(await fetchFormToken(t, 'quote'), items));

      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', fields: { 'items.2.productId': 'duplicate' } });
      await expectNothingStored(t);
    });

    it.each([
      ['no products', [], 'items', 'too_short'],
      ['21 products', Array.from({ length: 21 }, (_, i) => ({ productId: i + 1, sample: false })), 'items', 'too_long'],
      ['a quantity of 0', [{ productId: 1, quantity: 0, sample: false }], 'items.0.quantity', 'out_of_range'],
      ['no sample flag', [{ productId: 1 }], 'items.0.sample', 'required'],
    ])('refuses %s with 400, and stores nothing', async (_case, items, field, problem) => {
      const response = await postJson(t, '/v1/enquiries/quote', quoteBody(await fetchFormToken(t, 'quote'), items));

      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toMatchObject({ [field]: problem });
      await expectNothingStored(t);
    });

    it('refuses a required date that is no calendar day', async () => {
      const body = quoteBody(await fetchFormToken(t, 'quote'), [{ productId: xanthanId, sample: false }], {
        requiredDate: '2030-02-30',
      });

      const response = await postJson(t, '/v1/enquiries/quote', body);

      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ requiredDate: 'invalid' });
      await expectNothingStored(t);
    });
  });

  describe('POST /v1/careers/:id/applications', () => {
    let careerId: number;

    beforeEach(async () => {
      careerId = await addCareer(t, 'Food Technologist');
    });

    it('stores the application and its CV outside the uploads, readable by the server only', async () => {
      const response = await sendApplication(
        t,
        careerId,
        applicationFields(await fetchFormToken(t, 'application')),
        cvPart(PDF_BYTES, 'C:\\Users\\andi\\Riwayat Hidup – Andi.pdf'),
      );

      expect(response.statusCode).toBe(201);
      const enquiry = await newestEnquiry(t, admin);
      expect(enquiry).toMatchObject({
        type: 'application',
        name: 'Andi Wijaya',
        company: null,
        phone: '+62 813 5555 6666',
        message: 'Saya tertarik dengan posisi ini.',
        careerId,
        careerName: 'Food Technologist',
        cv: { name: 'Riwayat Hidup – Andi.pdf', size: PDF_BYTES.length },
      });
      const [file] = cvFilesOnDisk(t);
      expect(file).toMatch(/^[\w-]{22}\.pdf$/);
      expect(t.config.cvDir).toBe(path.join(t.config.dataDir, 'private', 'cv'));
      expect(fs.readFileSync(path.join(t.config.cvDir, file!))).toEqual(PDF_BYTES);
      expect(fs.statSync(path.join(t.config.cvDir, file!)).mode & 0o777).toBe(0o600);
      expect(fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir) : []).toEqual([]);
      const row = await t.db.kysely.selectFrom('enquiries').select(['cv_file', 'cv_size']).executeTakeFirstOrThrow();
      expect(row).toEqual({ cv_file: file, cv_size: PDF_BYTES.length });
    });

    it('keeps the career name it was sent for after the career is renamed or deleted', async () => {
      await sendApplication(t, careerId, applicationFields(await fetchFormToken(t, 'application')));
      await t.db.kysely.deleteFrom('careers').where('id', '=', careerId).execute();

      expect(await newestEnquiry(t, admin)).toMatchObject({ careerId: null, careerName: 'Food Technologist' });
    });

    it.each([
      ['an inactive career', async (t: TestApp) => addCareer(t, 'Closed Position', false)],
      ['a career that does not exist', async () => 999_999],
    ])('answers 404 for %s and stores nothing', async (_case, careerOf) => {
      const response = await sendApplication(
        t,
        await careerOf(t),
        applicationFields(await fetchFormToken(t, 'application')),
      );

      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
      await expectNothingStored(t);
    });

    it('refuses an application without a CV: 400 cv required', async () => {
      const response = await sendApplication(
        t,
        careerId,
        applicationFields(await fetchFormToken(t, 'application')),
        null,
      );

      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', fields: { cv: 'required' } });
      await expectNothingStored(t);
    });

    it.each([
      ['an executable named cv.pdf, sent as a PDF', EXE_BYTES, 'cv.pdf'],
      ['a PNG named cv.pdf', Buffer.from('\x89PNG\r\n\x1a\n0000', 'latin1'), 'cv.pdf'],
      ['a text file whose PDF signature comes late', Buffer.from(' %PDF-1.4 not really', 'latin1'), 'cv.pdf'],
    ])('refuses %s: 415 NOT_A_PDF, nothing stored', async (_case, bytes, filename) => {
      const response = await sendApplication(
        t,
        careerId,
        applicationFields(await fetchFormToken(t, 'application')),
        cvPart(bytes, filename, 'application/pdf'),
      );

      expect(response.statusCode).toBe(415);
      expect(errorOf(response).code).toBe('NOT_A_PDF');
      await expectNothingStored(t);
    });

    it('refuses a CV over 5 MB: 413 FILE_TOO_LARGE with maxMb, nothing stored', async () => {
      const tooLarge = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_CV_BYTES, 0x20)]);

      const response = await sendApplication(
        t,
        careerId,
        applicationFields(await fetchFormToken(t, 'application')),
        cvPart(tooLarge),
      );

      expect(response.statusCode).toBe(413);
      expect(errorOf(response)).toMatchObject({ code: 'FILE_TOO_LARGE', params: { maxMb: 5 } });
      await expectNothingStored(t);
    });

    it('takes a CV of exactly 5 MB', async () => {
      const largest = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_CV_BYTES - PDF_BYTES.length, 0x20)]);

      const response = await sendApplication(
        t,
        careerId,
        applicationFields(await fetchFormToken(t, 'application')),
        cvPart(largest),
      );

      expect(response.statusCode).toBe(201);
      expect((await newestEnquiry(t, admin)).cv).toEqual({ name: 'cv.pdf', size: MAX_CV_BYTES });
    });

    it('refuses a JSON body: 415, the form is multipart', async () => {
      const response = await postJson(t, `/v1/careers/${careerId}/applications`, {
        ...applicationFields(await fetchFormToken(t, 'application')),
      });

      expect(response.statusCode).toBe(415);
      expect(errorOf(response).code).toBe('MULTIPART_REQUIRED');
      await expectNothingStored(t);
    });

    it('removes the CV again when the enquiry cannot be stored', async () => {
      const insert = jest.spyOn(t.app.repos.enquiries, 'insert').mockRejectedValueOnce(new Error('disk full'));

      const response = await sendApplication(t, careerId, applicationFields(await fetchFormToken(t, 'application')));

      expect(insert).toHaveBeenCalledTimes(1);
      insert.mockRestore();
      expect(response.statusCode).toBe(500);
      await expectNothingStored(t);
    });

    it('stores nothing when the CV cannot be written', async () => {
      fs.mkdirSync(path.dirname(t.config.cvDir), { recursive: true });
      fs.writeFileSync(t.config.cvDir, 'a file where the CV directory should be');

      const response = await sendApplication(t, careerId, applicationFields(await fetchFormToken(t, 'application')));

      expect(response.statusCode).toBe(500);
      expect(await countRows(t.db, 'enquiries')).toBe(0);
      expect(outboxMails(t)).toEqual([]);
    });
  });

  describe('robots', () => {
    let careerId: number;

    beforeEach(async () => {
      careerId = await addCareer(t, 'Warehouse Staff');
    });

    /** Each form with the change `changeOf` gives for it made to an otherwise acceptable submission. */
    const sendEach = async (changeOf: (form: EnquiryType) => Record<string, string>) => [
      await postJson(t, '/v1/enquiries/contact', {
        ...contactBody(await fetchFormToken(t, 'contact')),
        ...changeOf('contact'),
      }),
      await postJson(t, '/v1/enquiries/quote', {
        ...quoteBody(await fetchFormToken(t, 'quote'), [{ productId: xanthanId, sample: true }]),
        ...changeOf('quote'),
      }),
      await sendApplication(t, careerId, {
        ...applicationFields(await fetchFormToken(t, 'application')),
        ...changeOf('application'),
      }),
    ];

    it('refuses every form whose honeypot is filled in: 422 SUBMISSION_REFUSED, nothing stored or mailed', async () => {
      const responses = await sendEach(() => ({ website: 'https://cheap-pills.example' }));

      expect(responses.map((response) => [response.statusCode, errorOf(response).code])).toEqual([
        [422, 'SUBMISSION_REFUSED'],
        [422, 'SUBMISSION_REFUSED'],
        [422, 'SUBMISSION_REFUSED'],
      ]);
      await expectNothingStored(t);
    });

    it('accepts an empty honeypot, as browsers send the hidden field', async () => {
      const responses = await sendEach(() => ({ website: '' }));

      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    });

    /** A token's parts, the one at `index` replaced. */
    const withPart = (token: string, index: number, part: string) =>
      token
        .split('.')
        .map((value, at) => (at === index ? part : value))
        .join('.');
    const FORGED: [string, (t: TestApp, form: EnquiryType) => string][] = [
      ['a token that is no token', () => 'not-a-token'],
      ['a token with its time changed', (t, form) => withPart(issueFormToken(t, form), 1, String(Date.now() - 60_000))],
      ['a token with its form changed', (t, form) => withPart(issueFormToken(t, form), 0, 'x')],
      [
        'a signature taken from another token',
        (t, form) => withPart(issueFormToken(t, form), 3, issueFormToken(t, form).split('.')[3]!),
      ],
      [
        'a token signed with another secret',
        (_t, form) =>
          createFormGuard(new TextEncoder().encode('another-secret'), {
            minFillSeconds: 0,
            usedTokens: { markUsed: async () => true },
          }).issueToken(form),
      ],
      ['a token with an extra part', (t, form) => `${issueFormToken(t, form)}.x`],
      ['a token issued over a day ago', (t, form) => issueFormToken(t, form, DAY_MS + 60_000)],
      ['a token of another form', (t, form) => issueFormToken(t, form === 'contact' ? 'quote' : 'contact')],
    ];

    it.each(FORGED)('refuses %s on every form: 422 FORM_EXPIRED, nothing stored', async (_case, tokenOf) => {
      const responses = await sendEach((form) => ({ formToken: tokenOf(t, form) }));

      expect(responses.map((response) => [response.statusCode, errorOf(response).code])).toEqual([
        [422, 'FORM_EXPIRED'],
        [422, 'FORM_EXPIRED'],
        [422, 'FORM_EXPIRED'],
      ]);
      await expectNothingStored(t);
    });

    it('accepts a token issued almost a day ago', async () => {
      const responses = await sendEach((form) => ({ formToken: issueFormToken(t, form, DAY_MS - 60_000) }));

      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    });
  });

  describe('CV privacy', () => {
    it('serves a CV to signed-in admins only, and from no public URL', async () => {
      const careerId = await addCareer(t, 'Lab Analyst');
      await sendApplication(t, careerId, applicationFields(await fetchFormToken(t, 'application')));
      const { id } = await newestEnquiry(t, admin);
      const [file] = cvFilesOnDisk(t);

      const anonymous = await t.app.inject({ method: 'GET', url: `/v1/admin/enquiries/${id}/cv` });
      const publicUrls = [
        `/private/cv/${file}`,
        `/data/private/cv/${file}`,
        `/uploads/../private/cv/${file}`,
        `/uploads/%2e%2e/private/cv/${file}`,
        `/uploads/..%2fprivate%2fcv%2f${file}`,
        `/cv/${file}`,
      ];
      const answers = await Promise.all(publicUrls.map((url) => t.app.inject({ method: 'GET', url })));
      const signedIn = await t.app.inject({
        method: 'GET',
        url: `/v1/admin/enquiries/${id}/cv`,
        headers: bearer(admin),
      });

      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain('%PDF');
      for (const [index, answer] of answers.entries()) {
        expect([publicUrls[index], answer.statusCode === 200 && answer.body.includes('%PDF')]).toEqual([
          publicUrls[index],
          false,
        ]);
      }
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.rawPayload).toEqual(PDF_BYTES);
    });
  });
});

describe.each(testDatabases())('enquiry forms sent too soon (%s)', (kind) => {
  const t = useTestApp(kind, { ENQUIRY_MIN_FILL_SECONDS: '20' });

  it('refuses a form sent sooner than ENQUIRY_MIN_FILL_SECONDS after its token: 422 FORM_TOO_FAST with the wait', async () => {
    const response = await postJson(t, '/v1/enquiries/contact', contactBody(await fetchFormToken(t, 'contact')));

    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: 'FORM_TOO_FAST', params: { seconds: expect.any(Number) } });
    const { seconds } = errorOf(response).params as { seconds: number };
    expect(seconds).toBeGreaterThanOrEqual(19);
    expect(seconds).toBeLessThanOrEqual(20);
    await expectNothingStored(t);
  });

  it('accepts the same form once the minimum time has passed', async () => {
    const response = await postJson(t, '/v1/enquiries/contact', contactBody(issueFormToken(t, 'contact', 21_000)));

    expect(response.statusCode).toBe(201);
    expect(await countRows(t.db, 'enquiries')).toBe(1);
  });
});

describe.each(testDatabases())('enquiry rate limit (%s)', (kind) => {
  const t = useTestApp(kind, { RATE_LIMIT_ENQUIRIES_PER_HOUR: '2' });

  it('counts the three forms together per client address: the third within the hour answers 429', async () => {
    const careerId = (await t.app.repos.careers.create({ name: 'Driver', position: 'Staff', status: true })).id;
    const ip = '198.51.100.7';

    const contact = await postJson(t, '/v1/enquiries/contact', contactBody(await fetchFormToken(t, 'contact')), ip);
    const form = multipart(applicationFields(await fetchFormToken(t, 'application')), cvPart());
    const application = await t.app.inject({
      method: 'POST',
      url: `/v1/careers/${careerId}/applications`,
      payload: form.payload,
      headers: form.headers,
      remoteAddress: ip,
    });
    const third = await postJson(t, '/v1/enquiries/contact', contactBody(await fetchFormToken(t, 'contact')), ip);
    const elsewhere = await postJson(
      t,
      '/v1/enquiries/contact',
      contactBody(await fetchFormToken(t, 'contact')),
      '198.51.100.8',
    );

    expect([contact.statusCode, application.statusCode]).toEqual([201, 201]);
    expect(third.statusCode).toBe(429);
    expect(errorOf(third)).toMatchObject({ code: 'RATE_LIMITED', params: { seconds: expect.any(Number) } });
    expect(third.headers['retry-after']).toBeDefined();
    expect(elsewhere.statusCode).toBe(201);
    expect(await countRows(t.db, 'enquiries')).toBe(3);
  });

  it('counts the form token request not at all', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await fetchFormToken(t, 'contact');

    expect(
      (await postJson(t, '/v1/enquiries/contact', contactBody(await fetchFormToken(t, 'contact')))).statusCode,
    ).toBe(201);
  });
});
