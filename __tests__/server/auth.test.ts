import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import {
  bearer,
  testDatabases,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  TEST_JWT_SECRET,
  useTestApp,
  type TestApp,
} from './helpers/test-app';

jest.setTimeout(30_000);

const login = (t: TestApp, payload: unknown, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: payload as object, remoteAddress });

const validate = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/v1/auth/validate-token', headers });

async function adminId(t: TestApp): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('users')
    .select('id')
    .where('username', '=', TEST_ADMIN_USERNAME)
    .executeTakeFirstOrThrow();
  return row.id;
}

const sign = (claims: Record<string, unknown>, secret = TEST_JWT_SECRET) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));

describe.each(testDatabases())('auth (%s)', (kind) => {
  describe('POST /v1/auth/login', () => {
    const testApp = useTestApp(kind);
    let t: TestApp;
    beforeEach(() => {
      t = testApp();
    });

    it('answers an access token whose username claim names the admin', async () => {
      const response = await login(t, { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD });

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.error).toBe(false);
      expect(body.data.token.token_type).toBe('Bearer');
      expect(body.data.token.expires_in).toBe(t.config.tokenTtlSeconds);
      const claims = decodeJwt(body.data.token.access_token);
      expect(claims.username).toBe(TEST_ADMIN_USERNAME);
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    });

    it('refuses a wrong password with 401', async () => {
      const response = await login(t, { username: TEST_ADMIN_USERNAME, password: 'Wrong-Password#1' });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: true, code: 'INVALID_CREDENTIALS' });
      expect(response.body).not.toContain('access_token');
    });

    it('refuses an unknown user with the same 401 as a wrong password', async () => {
      const unknown = await login(t, { username: 'nobody', password: TEST_ADMIN_PASSWORD });
      const wrong = await login(t, { username: TEST_ADMIN_USERNAME, password: 'Wrong-Password#1' });

      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it.each([
      ['a missing password', { username: TEST_ADMIN_USERNAME }, 'password'],
      ['a missing username', { password: TEST_ADMIN_PASSWORD }, 'username'],
      ['an extra field', { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD, role: 'root' }, 'role'],
      ['a numeric username', { username: 123, password: TEST_ADMIN_PASSWORD }, 'username'],
      ['an empty password', { username: TEST_ADMIN_USERNAME, password: '' }, 'password'],
    ])('answers 400 naming the field for %s', async (_case, payload, field) => {
      const response = await login(t, payload);

      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ error: true, code: 'VALIDATION' });
      expect(body.fields).toHaveProperty(field);
    });

    it('locks the account after 5 wrong passwords, refusing even the right one with 429', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await login(t, { username: TEST_ADMIN_USERNAME, password: `Wrong-Password#${attempt}` });
        expect(response.statusCode).toBe(401);
      }

      const response = await login(t, { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD });

      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ error: true, code: 'RATE_LIMITED' });
      expect(response.json().message).toMatch(/locked/i);
      expect(response.body).not.toContain('access_token');
      const user = await t.db.kysely
        .selectFrom('users')
        .select(['failed_login_count', 'locked_until'])
        .where('username', '=', TEST_ADMIN_USERNAME)
        .executeTakeFirstOrThrow();
      expect(user.failed_login_count).toBe(5);
      expect(new Date(user.locked_until!).getTime()).toBeGreaterThan(Date.now());
    });

    it('resets the failure count after a successful sign-in', async () => {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await login(t, { username: TEST_ADMIN_USERNAME, password: `Wrong-Password#${attempt}` });
      }
      expect((await login(t, { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })).statusCode).toBe(200);

      const response = await login(t, { username: TEST_ADMIN_USERNAME, password: 'Wrong-Password#5' });

      expect(response.statusCode).toBe(401);
      expect((await login(t, { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('per-IP sign-in limit', () => {
    const testApp = useTestApp(kind, { RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    let limited: TestApp;
    beforeEach(() => {
      limited = testApp();
    });

    it('answers the 4th attempt in a minute with 429 in the JSON error envelope', async () => {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const response = await login(limited, { username: `nobody-${attempt}`, password: 'Wrong-Password#1' });
        expect(response.statusCode).toBe(401);
      }

      const response = await login(limited, { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD });

      expect(response.statusCode).toBe(429);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ error: true, code: 'RATE_LIMITED' });
      expect(response.json().message).toMatch(/too many requests/i);
    });

    it('counts each client address separately', async () => {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await login(limited, { username: 'nobody', password: 'Wrong-Password#1' }, '10.0.0.1');
      }

      const response = await login(
        limited,
        { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD },
        '10.0.0.2',
      );

      expect(response.statusCode).toBe(200);
    });
  });

  describe('GET /v1/auth/validate-token', () => {
    const testApp = useTestApp(kind);
    let t: TestApp;
    beforeEach(() => {
      t = testApp();
    });

    it('accepts a token from login and names its owner', async () => {
      const response = await validate(t, bearer(await t.login()));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ error: false, data: { username: TEST_ADMIN_USERNAME } });
    });

    it('answers 401 without a token', async () => {
      const response = await validate(t);

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: true, code: 'UNAUTHORIZED' });
    });

    it.each([
      ['a Basic scheme', 'Basic YWRtaW46cGFzcw=='],
      ['a bare Bearer', 'Bearer'],
      ['a token with spaces', 'Bearer abc def'],
      ['garbage', 'Bearer not.a.jwt'],
    ])('answers 401 for a malformed Authorization header (%s)', async (_case, authorization) => {
      const response = await validate(t, { authorization });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: true, code: 'UNAUTHORIZED' });
    });

    it('answers 401 for a token signed with another secret', async () => {
      const token = await sign(
        { sub: String(await adminId(t)), username: TEST_ADMIN_USERNAME, tv: 0, exp: 4_102_444_800 },
        'another-secret-entirely-0123456789abcdef',
      );

      const response = await validate(t, bearer(token));

      expect(response.statusCode).toBe(401);
    });

    it('answers 401 for an unsigned (alg: none) token', async () => {
      const token = new UnsecuredJWT({ username: TEST_ADMIN_USERNAME, tv: 0 })
        .setSubject(String(await adminId(t)))
        .setExpirationTime('1h')
        .encode();

      const response = await validate(t, bearer(token));

      expect(response.statusCode).toBe(401);
    });

    it('answers 401 for an expired token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = await sign({
        sub: String(await adminId(t)),
        username: TEST_ADMIN_USERNAME,
        tv: 0,
        iat: now - 7200,
        exp: now - 3600,
      });

      const response = await validate(t, bearer(token));

      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Session expired. Please log in again.');
    });

    it('accepts a hand-signed token with the right secret and claims, so each forged case fails only for what it changes', async () => {
      const token = await sign({
        sub: String(await adminId(t)),
        username: TEST_ADMIN_USERNAME,
        tv: 0,
        exp: Math.floor(Date.now() / 1000) + 600,
      });

      expect((await validate(t, bearer(token))).statusCode).toBe(200);
    });

    it('answers 401 once the token version no longer matches (password changed elsewhere)', async () => {
      const token = await t.login();
      expect((await validate(t, bearer(token))).statusCode).toBe(200);

      await t.db.kysely.updateTable('users').set({ token_version: 5 }).execute();

      const response = await validate(t, bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: true, code: 'UNAUTHORIZED' });
    });
  });
});
