import { Readable } from 'node:stream';
import { multipart } from './helpers/catalogue';
import {
  applicationFields,
  contactBody,
  cvFilesOnDisk,
  cvPart,
  fetchFormToken,
  issueFormToken,
  PDF_BYTES,
  postJson,
  quoteBody,
  sendApplication,
} from './helpers/enquiries';
import { insertCategory, insertProduct } from './helpers/catalogue';
import { countRows, testDatabases, useTestApp, type TestApp } from './helpers/test-app';

const errorOf = (response: { json: () => unknown }) => response.json() as { code: string; fields?: object };

const addCareer = async (t: TestApp) =>
  (await t.app.repos.careers.create({ name: 'Lab Analyst', position: 'Staff', status: true })).id;

/**
 * A multipart application whose body stops in the middle of the CV and never ends, as a slow or hostile client
 * sends it: a server that reads the CV before checking the form never answers it.
 */
function neverEndingApplication(fields: Record<string, string>) {
  const cv = Buffer.concat([PDF_BYTES, Buffer.alloc(1024 * 1024, 0x20)]);
  const { payload, headers } = multipart(fields, cvPart(cv));
  const cvStart = payload.indexOf(PDF_BYTES);
  const body = new Readable({ read() {} });
  body.push(payload.subarray(0, cvStart + 64 * 1024));
  return { body, headers };
}

describe.each(testDatabases())('form tokens (%s)', (kind) => {
  const t = useTestApp(kind);

  it('accepts a token once: the second use answers 422 FORM_ALREADY_USED and stores nothing more', async () => {
    const token = await fetchFormToken(t, 'contact');

    const first = await postJson(t, '/v1/enquiries/contact', contactBody(token));
    const second = await postJson(t, '/v1/enquiries/contact', contactBody(token, { message: 'Once more.' }));

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(422);
    expect(errorOf(second).code).toBe('FORM_ALREADY_USED');
    expect(await countRows(t.db, 'enquiries')).toBe(1);
  });

  it('accepts one of several sends of the same token at once', async () => {
    const token = await fetchFormToken(t, 'contact');

    const responses = await Promise.all(
      Array.from({ length: 6 }, () => postJson(t, '/v1/enquiries/contact', contactBody(token))),
    );

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expect(await countRows(t.db, 'enquiries')).toBe(1);
  });

  it('refuses a contact token on the quote and application forms: 422 FORM_EXPIRED', async () => {
    const productId = await insertProduct(t, await insertCategory(t, 'Gums'), 'Xanthan Gum');
    const careerId = await addCareer(t);
    const token = await fetchFormToken(t, 'contact');

    const quote = await postJson(t, '/v1/enquiries/quote', quoteBody(token, [{ productId, sample: false }]));
    const application = await sendApplication(t, careerId, applicationFields(token));
    const contact = await postJson(t, '/v1/enquiries/contact', contactBody(token));

    expect([quote.statusCode, errorOf(quote).code]).toEqual([422, 'FORM_EXPIRED']);
    expect([application.statusCode, errorOf(application).code]).toEqual([422, 'FORM_EXPIRED']);
    // Refused elsewhere, the token still serves its own form.
    expect(contact.statusCode).toBe(201);
    expect(await countRows(t.db, 'enquiries')).toBe(1);
  });

  it('refuses a token used on another server process', async () => {
    const other = await t.openAnotherProcess();
    const token = issueFormToken(t, 'contact');

    const first = await other.inject({ method: 'POST', url: '/v1/enquiries/contact', payload: contactBody(token) });
    const second = await postJson(t, '/v1/enquiries/contact', contactBody(token));

    expect(first.statusCode).toBe(201);
    expect([second.statusCode, errorOf(second).code]).toEqual([422, 'FORM_ALREADY_USED']);
  });

  it('leaves a token usable when the form is refused before it is checked', async () => {
    const token = await fetchFormToken(t, 'contact');

    const invalid = await postJson(t, '/v1/enquiries/contact', contactBody(token, { email: 'not-an-address' }));
    const fixed = await postJson(t, '/v1/enquiries/contact', contactBody(token));

    expect(invalid.statusCode).toBe(400);
    expect(fixed.statusCode).toBe(201);
  });

  it('answers GET /enquiries/form-token only for a form it knows', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/v1/enquiries/form-token' });
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/enquiries/form-token?form=newsletter' });

    expect([none.statusCode, unknown.statusCode]).toEqual([400, 400]);
  });

  describe('an application refused before its CV is read', () => {
    let careerId: number;
    beforeEach(async () => {
      careerId = await addCareer(t);
    });

    it('answers a forged token at once, while the CV is still arriving: 422 FORM_EXPIRED', async () => {
      const { body, headers } = neverEndingApplication(applicationFields(`${issueFormToken(t, 'application')}x`));

      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/careers/${careerId}/applications`,
        payload: body,
        headers,
      });
      body.destroy();

      expect([response.statusCode, errorOf(response).code]).toEqual([422, 'FORM_EXPIRED']);
      expect(cvFilesOnDisk(t)).toEqual([]);
    });

    it('answers a used token at once: 422 FORM_ALREADY_USED', async () => {
      const token = await fetchFormToken(t, 'application');
      expect((await sendApplication(t, careerId, applicationFields(token))).statusCode).toBe(201);
      const { body, headers } = neverEndingApplication(applicationFields(token));

      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/careers/${careerId}/applications`,
        payload: body,
        headers,
      });
      body.destroy();

      expect([response.statusCode, errorOf(response).code]).toEqual([422, 'FORM_ALREADY_USED']);
      expect(await countRows(t.db, 'enquiries')).toBe(1);
    });

    it('answers a CV sent before the form token with 400 formToken required', async () => {
      const { formToken, ...fields } = applicationFields(await fetchFormToken(t, 'application'));
      const { body, headers } = neverEndingApplication(fields);

      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/careers/${careerId}/applications`,
        payload: body,
        headers,
      });
      body.destroy();

      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ formToken: 'required' });
      expect(formToken).toBeTruthy();
      expect(await countRows(t.db, 'enquiries')).toBe(0);
    });
  });

  it('accepts an application whose honeypot comes after the CV only when it is empty', async () => {
    const careerId = await addCareer(t);
    const send = async (website: string) => {
      const form = multipart(applicationFields(await fetchFormToken(t, 'application')), cvPart());
      const tail = Buffer.from(`Content-Disposition: form-data; name="website"\r\n\r\n${website}\r\n`);
      const boundary = form.headers['content-type'].split('boundary=')[1]!;
      const end = Buffer.from(`--${boundary}--\r\n`);
      const payload = Buffer.concat([
        form.payload.subarray(0, -end.length),
        Buffer.from(`--${boundary}\r\n`),
        tail,
        end,
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/v1/careers/${careerId}/applications`,
        payload,
        headers: form.headers,
      });
    };

    const robot = await send('https://spam.example');
    const person = await send('');

    expect([robot.statusCode, errorOf(robot).code]).toEqual([422, 'SUBMISSION_REFUSED']);
    expect(person.statusCode).toBe(201);
    expect(await countRows(t.db, 'enquiries')).toBe(1);
  });
});
