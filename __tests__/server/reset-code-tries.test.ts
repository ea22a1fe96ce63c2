import { outboxMails } from './helpers/outbox';
import { testDatabases, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, useTestApp, type TestApp } from './helpers/test-app';

const NEW_PASSWORD = 'Baru-Sandi#2025';
const GUESSER = '203.0.113.50';
const OWNER = '198.51.100.60';

function lastMailedCode(t: TestApp): string {
  return /^\s*(\d{6})\s*$/m.exec(outboxMails(t).at(-1)!)![1]!;
}

async function requestCode(t: TestApp): Promise<string> {
  await t.app.inject({ method: 'POST', url: '/v1/auth/check-email', payload: { email: t.config.adminEmail } });
  await t.app.anonymousResetCodes.idle();
  return lastMailedCode(t);
}

const resetFrom = (t: TestApp, remoteAddress: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/reset-password',
    payload: { email: t.config.adminEmail, code, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    remoteAddress,
  });

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const signIn = (t: TestApp, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username: TEST_ADMIN_USERNAME, password } });

describe.each(testDatabases())('password code tries per client address (%s)', (kind) => {
  const t = useTestApp(kind);

  it('does not let five wrong guesses from one address lock the owner out of their code', async () => {
    const code = await requestCode(t);
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await resetFrom(t, GUESSER, wrong(code))).statusCode).toBe(400);
    }

    const owner = await resetFrom(t, OWNER, code);

    expect(owner.statusCode).toBe(200);
    expect((await signIn(t, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the right code from an address after its five wrong tries', async () => {
    const code = await requestCode(t);
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await resetFrom(t, OWNER, wrong(code))).statusCode).toBe(400);
    }

    const sixth = await resetFrom(t, OWNER, code);

    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ error: true, code: 'INVALID_CODE' });
    expect((await signIn(t, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const code = await requestCode(t);
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await resetFrom(t, `2001:db8:1:2::${guess}`, wrong(code))).statusCode).toBe(400);
    }

    expect((await resetFrom(t, '2001:db8:1:2::99', code)).statusCode).toBe(400);
    expect((await resetFrom(t, '2001:db8:1:3::1', code)).statusCode).toBe(200);
  });
});
