import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '@/server/services/auth/password-hashing';
import { adminId, errorEnvelope, expectUnchanged, installationState, NEW_PASSWORD } from '../helpers/attacks';
import {
  bearer,
  createTestApp,
  testDatabases,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  type TestApp,
} from '../helpers/test-app';
import { outboxFiles, readOutboxMail } from '../helpers/outbox';

/** Rate limits are the subject of rate-limits.test.ts; here they must not stop the guesses first. */
const NO_RATE_LIMITS = {
  RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: '100000',
};

const OTHER_PASSWORD = 'Lain-Lagi#2026';

/** Runs `send`, which must mail exactly one code, and answers that code (on a line of its own in the mail). */
async function mailedCode(t: TestApp, send: () => Promise<LightMyRequestResponse>): Promise<string> {
  const before = new Set(outboxFiles(t));
  const response = await send();
  expect(response.statusCode).toBe(200);
  // check-email mails the code after its answer.
  await t.app.anonymousResetCodes.idle();
  const added = outboxFiles(t).filter((name) => !before.has(name));
  expect(added).toHaveLength(1);
  const match = /^\s*(\d{6})\s*$/m.exec(readOutboxMail(t, added[0]!));
  return match![1]!;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

interface Session {
  token: string;
}

interface CodeRoute {
  /** Mails a new code, voiding the older one. */
  request(t: TestApp, session: Session): Promise<string>;
  /** Tries a code with a new password; a success that answers a fresh token replaces the session's. */
  redeem(t: TestApp, session: Session, code: string, password?: string): Promise<LightMyRequestResponse>;
}

const CODE_ROUTES: [string, CodeRoute][] = [
  [
    'POST /v1/auth/reset-password (forgotten password)',
    {
      request: (t) =>
        mailedCode(t, () =>
          t.app.inject({ method: 'POST', url: '/v1/auth/check-email', payload: { email: t.config.adminEmail } }),
        ),
      redeem: (t, _session, code, password = NEW_PASSWORD) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/auth/reset-password',
          payload: { email: t.config.adminEmail, code, password, confirm_password: password },
        }),
    },
  ],
  [
    'POST /v1/admin/auth/change-password-with-code (signed in)',
    {
      request: (t, session) =>
        mailedCode(t, () =>
          t.app.inject({
            method: 'POST',
            url: '/v1/admin/auth/send-code',
            payload: {},
            headers: bearer(session.token),
          }),
        ),
      redeem: async (t, session, code, password = NEW_PASSWORD) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/v1/admin/auth/change-password-with-code',
          payload: { code, password, confirm_password: password },
          headers: bearer(session.token),
        });
        if (response.statusCode === 200) session.token = response.json().data.token.access_token;
        return response;
      },
    },
  ],
];

const login = (t: TestApp, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username: TEST_ADMIN_USERNAME, password } });

const changeOwn = (t: TestApp, token: string, currentPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/admin/users/reset-password',
    headers: bearer(token),
    payload: {
      username: TEST_ADMIN_USERNAME,
      current_password: currentPassword,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    },
  });

describe.each(testDatabases())('password attacks (%s)', (kind) => {
  let t: TestApp;
  let session: Session;

  beforeAll(async () => {
    t = await createTestApp(kind, NO_RATE_LIMITS);
  });

  beforeEach(async () => {
    session = { token: await t.login() };
  });

  afterEach(async () => {
    // Back to the known password, unlocked, for the next test.
    await t.app.repos.users.setPassword(await adminId(t), await hashPassword(TEST_ADMIN_PASSWORD));
  });

  afterAll(async () => {
    await t.close();
  });

  const expectRefusedCode = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(errorEnvelope('INVALID_CODE'));
    expect(response.body).not.toContain('access_token');
  };

  describe.each(CODE_ROUTES)('one-time codes on %s', (_route, route) => {
    it('refuses the right code on the sixth guess, after five wrong ones, and changes nothing', async () => {
      const code = await route.request(t, session);
      for (let guess = 1; guess <= 5; guess += 1) expectRefusedCode(await route.redeem(t, session, otherCode(code)));
      const before = await installationState(t);

      const sixth = await route.redeem(t, session, code);

      expectRefusedCode(sixth);
      await expectUnchanged(t, before);
    });

    it('refuses a used code replayed, and changes nothing', async () => {
      const code = await route.request(t, session);
      expect((await route.redeem(t, session, code)).statusCode).toBe(200);
      const before = await installationState(t);

      const replay = await route.redeem(t, session, code, OTHER_PASSWORD);

      expectRefusedCode(replay);
      await expectUnchanged(t, before);
      expect((await login(t, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an expired code, and changes nothing', async () => {
      const code = await route.request(t, session);
      await t.db.kysely
        .updateTable('password_reset_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const before = await installationState(t);

      const late = await route.redeem(t, session, code);

      expectRefusedCode(late);
      expect(late.json().message).toMatch(/expired/i);
      await expectUnchanged(t, before);
    });
  });

  describe('waiting after wrong passwords', () => {
    it('keeps the address waiting after 6 wrong passwords: the right one answers 429, no token, nothing changes', async () => {
      const wrong = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        wrong.push((await login(t, `Wrong-Password#${attempt}`)).statusCode);
      }
      const before = await installationState(t);

      const right = await login(t, TEST_ADMIN_PASSWORD);

      expect(wrong).toEqual([401, 401, 401, 401, 401, 429]);
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject(errorEnvelope('SIGN_IN_LOCKED'));
      expect(right.body).not.toContain('access_token');
      await expectUnchanged(t, before);
    });

    it('counts wrong current passwords on the profile password change toward the same wait', async () => {
      const wrong = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        wrong.push((await changeOwn(t, session.token, `Wrong-Password#${attempt}`)).statusCode);
      }
      const before = await installationState(t);

      const change = await changeOwn(t, session.token, TEST_ADMIN_PASSWORD);
      const signIn = await login(t, TEST_ADMIN_PASSWORD);

      expect(wrong).toEqual([400, 400, 400, 400, 400]);
      expect(change.statusCode).toBe(429);
      expect(change.json()).toMatchObject(errorEnvelope('SIGN_IN_LOCKED'));
      expect(signIn.statusCode).toBe(429);
      await expectUnchanged(t, before);
    });

    it('adds failed sign-ins and wrong current passwords from one address up to one wait', async () => {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await login(t, `Wrong-Password#${attempt}`)).statusCode).toBe(401);
      }
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        expect((await changeOwn(t, session.token, `Wrong-Password#${attempt}`)).statusCode).toBe(400);
      }

      expect((await login(t, TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
      expect((await changeOwn(t, session.token, TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
    });

    it('does not make another address wait for the failures of this one', async () => {
      for (let attempt = 1; attempt <= 6; attempt += 1) await login(t, `Wrong-Password#${attempt}`);

      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        remoteAddress: '192.0.2.77',
        payload: { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD },
      });

      expect(elsewhere.statusCode).toBe(200);
    });

    it('does not count a refused new password (rules are checked first) toward the lockout', async () => {
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        const weak = await t.app.inject({
          method: 'POST',
          url: '/v1/admin/users/reset-password',
          headers: bearer(session.token),
          payload: {
            username: TEST_ADMIN_USERNAME,
            current_password: 'Wrong#1a',
            password: 'weak',
            confirm_password: 'weak',
          },
        });
        expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
      }

      expect((await login(t, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    });
  });
});
