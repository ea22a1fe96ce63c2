import type { LightMyRequestResponse } from 'fastify';
import {
  errorEnvelope,
  NEW_PASSWORD,
  seedFixture,
  sendWrite,
  withoutEffect,
  writeContext,
  writeName,
  WRITE_ROUTES,
  type Fixture,
} from '../helpers/attacks';
import {
  bearer,
  createTestApp,
  testDatabases,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  type TestApp,
} from '../helpers/test-app';

const LOW_LIMITS = {
  RATE_LIMIT_LOGIN_PER_MINUTE: '2',
  RATE_LIMIT_WRITES_PER_MINUTE: '3',
  RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: '2',
  RATE_LIMIT_ENQUIRIES_PER_HOUR: '3',
};

interface Client {
  t: TestApp;
  ip: string;
  token: string;
  fixture: Fixture;
}

type Send = (client: Client, attempt: number) => Promise<LightMyRequestResponse>;

const postJson =
  (url: string, payload: object, signedIn = false): Send =>
  ({ t, ip, token }) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: signedIn ? bearer(token) : {} });

const weakPassword = { password: 'weak', confirm_password: 'weak' };

/** The admin writes of one minute, on different routes: the limit counts them together. */
const ADMIN_WRITES = [
  'POST /v1/admin/careers',
  'PUT /v1/admin/careers/:id',
  'POST /v1/admin/products',
  'POST /v1/admin/categories',
].map((name) => WRITE_ROUTES.find((write) => writeName(write) === name)!);

/** The three public enquiry forms, one after the other: the limit counts them together. */
const ENQUIRY_FORMS = [
  'POST /v1/enquiries/contact',
  'POST /v1/enquiries/quote',
  'POST /v1/careers/:id/applications',
].map((name) => WRITE_ROUTES.find((write) => writeName(write) === name)!);

/**
 * Each case: how many requests a client may send in a window (a minute; an hour for enquiries, with LOW_LIMITS),
 * and one request of it.
 */
const LIMITED: [string, number, Send][] = [
  [
    'POST /v1/auth/login',
    2,
    postJson('/v1/auth/login', { username: TEST_ADMIN_USERNAME, password: 'Wrong-Password#1' }),
  ],
  [
    'GET /v1/auth/validate-token, counted before the token is checked',
    3,
    ({ t, ip }) => t.app.inject({ method: 'GET', url: '/v1/auth/validate-token', remoteAddress: ip }),
  ],
  [
    'POST /v1/auth/check-email',
    2,
    (client) => postJson('/v1/auth/check-email', { email: client.t.config.adminEmail })(client, 0),
  ],
  [
    'POST /v1/auth/reset-password',
    2,
    (client) =>
      postJson('/v1/auth/reset-password', {
        email: client.t.config.adminEmail,
        code: '000000',
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      })(client, 0),
  ],
  ['POST /v1/admin/auth/send-code', 2, postJson('/v1/admin/auth/send-code', {}, true)],
  [
    'POST /v1/admin/auth/change-password-with-code',
    2,
    postJson('/v1/admin/auth/change-password-with-code', { code: '000000', ...weakPassword }, true),
  ],
  [
    'POST /v1/admin/users/reset-password',
    2,
    postJson(
      '/v1/admin/users/reset-password',
      { username: TEST_ADMIN_USERNAME, current_password: TEST_ADMIN_PASSWORD, ...weakPassword },
      true,
    ),
  ],
  [
    `admin writes (${ADMIN_WRITES.map(writeName).join(', ')})`,
    3,
    (client, attempt) => {
      const write = ADMIN_WRITES[attempt]!;
      const { t, fixture, token, ip } = client;
      return sendWrite(t, write, fixture, write.body(writeContext(t, fixture)), { token, remoteAddress: ip });
    },
  ],
  [
    `enquiry forms (${ENQUIRY_FORMS.map(writeName).join(', ')}), refused ones counted too`,
    3,
    (client, attempt) => {
      const write = ENQUIRY_FORMS[attempt % ENQUIRY_FORMS.length]!;
      const { t, fixture, ip } = client;
      // The honeypot filled in: each request is refused and stores nothing, so the last can prove it did nothing.
      const body = { ...write.body(writeContext(t, fixture)), website: 'http://spam.example' };
      return sendWrite(t, write, fixture, body, { remoteAddress: ip });
    },
  ],
];

describe.each(testDatabases())('rate limits (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let fixture: Fixture;

  beforeAll(async () => {
    t = await createTestApp(kind, LOW_LIMITS);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: '192.0.2.250',
      payload: { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD },
    });
    token = signedIn.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
    fixture = await seedFixture(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const clientAt = (ip: string): Client => ({ t, ip, token, fixture });

  it.each(LIMITED.map(([name, allowed, send], index) => [name, allowed, send, `192.0.2.${10 + index}`] as const))(
    '%s: after %i requests in a minute the next answers 429 in the JSON envelope and does nothing',
    async (_name, allowed, send, ip) => {
      const client = clientAt(ip);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < allowed; attempt += 1) statuses.push((await send(client, attempt)).statusCode);
      // check-email mails its code after answering: the allowed requests' mails are out before the refused one.
      await t.app.anonymousResetCodes.idle();

      const refused = await withoutEffect(t, () => send(client, allowed));

      expect(statuses).not.toContain(429);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.json()).toMatchObject(errorEnvelope('RATE_LIMITED'));
      expect(refused.json().message).toMatch(/too many requests/i);
    },
  );

  it('does not count admin reads as writes', async () => {
    const client = clientAt('192.0.2.100');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.app.inject({
        method: 'DELETE',
        url: '/v1/admin/careers/999999',
        remoteAddress: client.ip,
        headers: bearer(token),
      });
    }

    const reads = await Promise.all(
      ['/v1/admin/careers', '/v1/admin/products', '/v1/admin/dashboard/products', '/v1/admin/categories'].map(
        async (url) =>
          (await t.app.inject({ method: 'GET', url, remoteAddress: client.ip, headers: bearer(token) })).statusCode,
      ),
    );

    expect(reads).toEqual([200, 200, 200, 200]);
  });

  const signInFrom = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: 'nobody', password: 'Wrong-Password#1' },
    });

  it('does not let a client that is not a trusted proxy pick its address with X-Forwarded-For', async () => {
    const statuses = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      statuses.push((await signInFrom('203.0.113.9', `198.51.100.${attempt}`)).statusCode);
    }

    expect(statuses).toEqual([401, 401, 429]);
  });

  it('counts each client of a proxy on this machine by the address the proxy forwards', async () => {
    const first = [await signInFrom('127.0.0.1', '198.51.100.20'), await signInFrom('127.0.0.1', '198.51.100.20')];

    const other = await signInFrom('127.0.0.1', '198.51.100.21');

    expect(first.map((response) => response.statusCode)).toEqual([401, 401]);
    expect((await signInFrom('127.0.0.1', '198.51.100.20')).statusCode).toBe(429);
    expect(other.statusCode).toBe(401);
  });
});
