import path from 'node:path';
import { Writable } from 'node:stream';
import { paths } from '@/common/routes';
import { texts as en } from '@/client/i18n/texts/en';
import { texts as id } from '@/client/i18n/texts/id';
import { buildApp } from '@/server/app';
import { multipart } from '../helpers/catalogue';
import { cvPart, newestEnquiry } from '../helpers/enquiries';
import { testDatabases, useTestApp } from '../helpers/test-app';

// The pages as a browser without JavaScript gets them: rendered on the server, no script runs.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Template</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head>' +
  '<body><noscript>This site needs JavaScript to run.</noscript><div id=root></div></body></html>';
const RENDERER = path.resolve('src/client/server.tsx');

/** What the browser sends back of a `Set-Cookie` answer: `name=value`. */
function cookiesOf(setCookie: string | string[] | number | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [String(setCookie)];
  return all.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The `<form>` tag whose action starts with `action`. */
const formTag = (html: string, action: string) =>
  new RegExp(`<form\\b[^>]*action="${action.replace(/[?]/g, '\\?')}[^"]*"[^>]*>`).exec(html)?.[0];

/** HTML text as React writes it. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

const CONTACT = {
  name: 'Budi Santoso',
  company: 'PT Roti Nusantara',
  email: 'budi@rotinusantara.co.id',
  phone: '',
  message: 'Kami butuh pemanis untuk roti tawar.',
  website: '',
};

describe.each(testDatabases())('public forms without JavaScript (%s)', (kind) => {
  const t = useTestApp(kind, { SSR_BUNDLE: RENDERER }, { clientFiles: { 'index.html': TEMPLATE } });

  /** The page as the browser gets it, with the cookies it comes with. */
  async function visit(url: string) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return { html: response.body, cookie: cookiesOf(response.headers['set-cookie']) };
  }

  function postContact(language: 'en' | 'id', cookie: string, fields: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: `/?lang=${language}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({ ...fields, language }).toString(),
    });
  }

  it('draws the contact form to post its named fields with a token and the honeypot', async () => {
    const { html, cookie } = await visit(`${paths.home}?lang=id`);
    const form = formTag(html, '/?lang=id');
    expect(form).toContain('method="post"');
    for (const field of ['name', 'company', 'email', 'phone', 'website', 'language']) {
      expect(html).toMatch(new RegExp(`<(input|textarea)\\b[^>]*name="${field}"`));
    }
    expect(html).toMatch(/<textarea\b[^>]*name="message"/);
    // The cached page is everyone's: the visitor's token comes with it in a cookie.
    expect(cookie).toMatch(/^form_contact=contact\.\d+\./);
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)(
    'stores a contact message posted url-encoded and answers the confirmation (%s)',
    async (language, texts) => {
      const { cookie } = await visit(`${paths.home}?lang=${language}`);
      const response = await postContact(language, cookie, CONTACT);

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toMatch(new RegExp(`<html lang="${language}"`));
      expect(response.body).toContain(escaped(texts.public.home.contact.sent));
      expect(response.body).toContain(CONTACT.email);
      const stored = await newestEnquiry(t, await t.login());
      expect(stored).toMatchObject({ type: 'contact', name: CONTACT.name, message: CONTACT.message, language });
    },
  );

  it('answers a refused form with the errors in its language and what was typed', async () => {
    const { cookie } = await visit(`${paths.home}?lang=id`);
    const response = await postContact('id', cookie, { ...CONTACT, email: 'not-an-address', message: '' });

    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/<html lang="id"/);
    expect(response.body).toContain(escaped(id.validation.fields.invalid));
    expect(response.body).toContain(escaped(id.validation.fields.too_short));
    expect(response.body).toMatch(new RegExp(`name="name" value="${CONTACT.name}"`));
    expect(response.body).toMatch(/name="email" value="not-an-address"/);
    expect(response.body).not.toContain(escaped(id.public.home.contact.sent));
    // The answer carries a fresh token for sending again.
    expect(response.body).toMatch(/name="formToken" value="contact\.\d+\./);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/admin/enquiries',
          headers: { authorization: `Bearer ${await t.login()}` },
        })
      ).json<{ data: unknown[] }>().data,
    ).toHaveLength(0);
  });

  it('refuses a form without a token and one whose token was already used', async () => {
    const noToken = await postContact('en', '', CONTACT);
    expect(noToken.statusCode).toBe(400);
    expect(noToken.body).toContain(CONTACT.message);

    const { cookie } = await visit(paths.home);
    expect((await postContact('en', cookie, CONTACT)).statusCode).toBe(200);
    const again = await postContact('en', cookie, CONTACT);
    expect(again.statusCode).toBe(422);
    expect(again.body).not.toContain(escaped(en.public.home.contact.sent));
  });

  it('takes a job application with its CV as multipart and answers the confirmation', async () => {
    const careerId = (await t.app.repos.careers.create({ name: 'Food technologist', position: 'Staff', status: true }))
      .id;
    const url = paths.careerDetail(careerId);
    const { html, cookie } = await visit(`${url}?lang=id`);
    const form = formTag(html, `${url}?lang=id`);
    expect(form).toContain('method="post"');
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toMatch(/<input\b[^>]*name="cv"/);
    expect(cookie).toMatch(/^form_application=application\./);

    const body = multipart(
      {
        name: 'Andi Wijaya',
        email: 'andi@example.com',
        phone: '+62 813 5555 6666',
        letter: 'Saya tertarik.',
        language: 'id',
        website: '',
      },
      cvPart(),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `${url}?lang=id`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(escaped(id.public.careers.apply.sent));
    const stored = await newestEnquiry(t, await t.login());
    expect(stored).toMatchObject({ type: 'application', name: 'Andi Wijaya', careerId, cv: { name: 'cv.pdf' } });
  });
});

describe('the request log', () => {
  const t = useTestApp('sqlite');

  it('keeps no value of a query string', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(t.config, { db: t.db, logger: { level: 'info', stream } });
    try {
      await app.inject({ method: 'GET', url: '/?name=Budi+Santoso&email=budi%40rotinusantara.co.id&message=Halo' });
    } finally {
      await app.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('"url":"/?name=…&email=…&message=…"');
    for (const personal of ['Budi', 'rotinusantara', 'Halo']) expect(log).not.toContain(personal);
  });
});
