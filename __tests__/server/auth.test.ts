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

/** An open session of the admin's, for tokens signed by hand: each forged case differs from a good token in one thing. */
async function openSession(t: TestApp): Promise<number> {
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
  return t.app.repos.sessions.start(await adminId(t), { userAgent: 'test', address: '127.0.0.1' }, expiresAt);
}

const sign = (claims: Record<string, unknown>, secret = TEST_JWT_SECRET) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));

describe.each(testDatabases())('auth (%s)', (kind) => {
  describe('POST /v1/auth/login', () => {
    const t = useTestApp(kind);

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
  });

  describe('waits after wrong passwords, per client address', () => {
    const t = useTestApp(kind);

    const ATTACKER = '203.0.113.66';
    const OWNER = '192.0.2.10';
    const right = { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD };
    const wrong = (attempt: number) => ({ username: TEST_ADMIN_USERNAME, password: `Wrong-Password#${attempt}` });

    async function failFrom(address: string, times: number): Promise<number[]> {
      const statuses = [];
      for (let attempt = 1; attempt <= times; attempt += 1) {
        statuses.push((await login(t, wrong(attempt), address)).statusCode);
      }
      return statuses;
    }

    /** Ends the address's current wait, as if it had passed. */
    const endWait = (address: string) =>
      t.db.kysely
        .updateTable('login_failures')
        .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
        .where('client_address', '=', address)
        .execute();

    /** The wait the address is told about when it tries the right password. */
    async function waitTold(address: string): Promise<number> {
      const response = await login(t, right, address);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ error: true, code: 'SIGN_IN_LOCKED' });
      expect(response.headers['retry-after']).toBe(String(response.json().params.seconds));
      expect(response.body).not.toContain('access_token');
      return response.json().params.seconds;
    }

    it('makes an address wait a minute after 5 wrong passwords, refusing even the right one with 429', async () => {
      expect(await failFrom(ATTACKER, 5)).toEqual([401, 401, 401, 401, 401]);

      const seconds = await waitTold(ATTACKER);

      expect(seconds).toBeGreaterThan(50);
      expect(seconds).toBeLessThanOrEqual(60);
      const row = await t.db.kysely
        .selectFrom('login_failures')
        .selectAll()
        .where('client_address', '=', ATTACKER)
        .executeTakeFirstOrThrow();
      expect(row.failure_count).toBe(5);
      expect(new Date(row.locked_until!).getTime()).toBeGreaterThan(Date.now());
    });

    it('lets the owner sign in from another address while other addresses keep guessing', async () => {
      const attackers = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
      for (const address of attackers) expect(await failFrom(address, 6)).toContain(429);

      const owner = await login(t, right, OWNER);

      expect(owner.statusCode).toBe(200);
      expect(owner.json().data.token.access_token).toEqual(expect.any(String));
      for (const address of attackers) await waitTold(address);
    });

    it('doubles the wait with each wrong password after one, up to 15 minutes', async () => {
      await failFrom(ATTACKER, 5);
      const first = await waitTold(ATTACKER);
      await endWait(ATTACKER);
      expect(await failFrom(ATTACKER, 1)).toEqual([401]);
      const second = await waitTold(ATTACKER);
      await endWait(ATTACKER);
      expect(await failFrom(ATTACKER, 1)).toEqual([401]);
      const third = await waitTold(ATTACKER);
      await t.db.kysely.updateTable('login_failures').set({ failure_count: 40 }).execute();
      await endWait(ATTACKER);
      await failFrom(ATTACKER, 1);
      const capped = await waitTold(ATTACKER);

      expect([first, second, third, capped].map((seconds) => Math.round(seconds / 60))).toEqual([1, 2, 4, 15]);
    });

    it("forgets an address's failures once the right password is given from it", async () => {
      expect(await failFrom(OWNER, 4)).toEqual([401, 401, 401, 401]);
      expect((await login(t, right, OWNER)).statusCode).toBe(200);

      expect(await failFrom(OWNER, 4)).toEqual([401, 401, 401, 401]);
      expect((await login(t, right, OWNER)).statusCode).toBe(200);
    });
  });

  describe('per-IP sign-in limit', () => {
    const limited = useTestApp(kind, { RATE_LIMIT_LOGIN_PER_MINUTE: '3' });

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
    const t = useTestApp(kind);

    it('accepts a token from login and names its owner', async () => {
      const response = await validate(t, bearer(await t.login()));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        error: false,
        data: { username: TEST_ADMIN_USERNAME, role: 'administrator' },
      });
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
        {
          sub: String(await adminId(t)),
          username: TEST_ADMIN_USERNAME,
          tv: 0,
          sid: await openSession(t),
          exp: 4_102_444_800,
        },
        'another-secret-entirely-0123456789abcdef',
      );

      const response = await validate(t, bearer(token));

      expect(response.statusCode).toBe(401);
    });

    it('answers 401 for an unsigned (alg: none) token', async () => {
      const token = new UnsecuredJWT({ username: TEST_ADMIN_USERNAME, tv: 0, sid: await openSession(t) })
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
        sid: await openSession(t),
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
        sid: await openSession(t),
        exp: Math.floor(Date.now() / 1000) + 600,
      });

      expect((await validate(t, bearer(token))).statusCode).toBe(200);
    });

    it("answers 401 for a well-signed token without a session, or naming a session that ended or is not its user's", async () => {
      const claims = { sub: String(await adminId(t)), username: TEST_ADMIN_USERNAME, tv: 0, exp: 4_102_444_800 };
      const ended = await openSession(t);
      await t.app.repos.sessions.end(await adminId(t), ended);
      const other = await t.app.repos.users.create({ username: 'maya', email: 'maya@example.com', passwordHash: 'x' });
      const othersSession = await t.app.repos.sessions.start(
        other.id,
        { userAgent: '', address: '' },
        '2100-01-01T00:00:00.000Z',
      );

      for (const sid of [undefined, ended, othersSession, 0, -1, 'one']) {
        const response = await validate(t, bearer(await sign({ ...claims, sid })));
        expect(response.statusCode).toBe(401);
      }
    });

    it('answers 401 for a two-step challenge used as an access token', async () => {
      const challenge = await t.app.tokens.issueChallenge({ userId: await adminId(t), tokenVersion: 0 });
      expect((await validate(t, bearer(challenge))).statusCode).toBe(401);
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
