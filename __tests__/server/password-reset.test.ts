import {
  bearer,
  testDatabases,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  useTestApp,
  type TestApp,
} from './helpers/test-app';
import { outboxMails } from './helpers/outbox';

const ADMIN_EMAIL = 'admin@sinaraditif.co.id';
const NEW_PASSWORD = 'Baru-Sandi#2025';

const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** The code is on a line of its own in the plain-text part. */
function codeIn(mail: string): string {
  const match = /^\s*(\d{6})\s*$/m.exec(mail);
  if (!match) throw new Error(`No code in the mail:\n${mail}`);
  return match[1]!;
}

/** Asks for a code and waits for the work the answer leaves behind (the code is mailed after it). */
async function askForCode(t: TestApp, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/check-email',
    payload: payload as object,
    headers,
    ...(remoteAddress && { remoteAddress }),
  });
  await t.app.anonymousResetCodes.idle();
  return response;
}

async function requestCode(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const before = outboxMails(t).length;
  const response = await askForCode(t, { email: ADMIN_EMAIL }, headers);
  expect(response.statusCode).toBe(200);
  const mails = outboxMails(t);
  expect(mails).toHaveLength(before + 1);
  return codeIn(mails[mails.length - 1]!);
}

const reset = (t: TestApp, body: Record<string, unknown>) =>
  post(t, '/v1/auth/reset-password', {
    email: ADMIN_EMAIL,
    password: NEW_PASSWORD,
    confirm_password: NEW_PASSWORD,
    ...body,
  });

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const login = (t: TestApp, password: string) => post(t, '/v1/auth/login', { username: TEST_ADMIN_USERNAME, password });

const validate = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/v1/auth/validate-token', headers: bearer(token) });

async function passwordHash(t: TestApp): Promise<string> {
  const row = await t.db.kysely
    .selectFrom('users')
    .select('password_hash')
    .where('username', '=', TEST_ADMIN_USERNAME)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

describe.each(testDatabases())('password reset (%s)', (kind) => {
  describe('POST /v1/auth/check-email and /v1/auth/reset-password', () => {
    const t = useTestApp(kind);

    it('mails one .eml with a 6-digit code, answers only a message and stores only a hash', async () => {
      const response = await askForCode(t, { email: ADMIN_EMAIL });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: expect.any(String) });
      const mails = outboxMails(t);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatch(/^To: admin@sinaraditif\.co\.id$/m);
      const code = codeIn(mails[0]!);
      const rows = await t.db.kysely.selectFrom('password_reset_codes').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.code_hash).not.toContain(code);
      expect(rows[0]!.attempts).toBe(0);
      expect(rows[0]!.used_at).toBeNull();
      const minutesLeft = (new Date(rows[0]!.expires_at).getTime() - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(9);
      expect(minutesLeft).toBeLessThanOrEqual(10);
    });

    it('finds the address whatever its letter case', async () => {
      const response = await askForCode(t, { email: 'Admin@SinarAditif.co.id' });

      expect(response.statusCode).toBe(200);
      expect(outboxMails(t)).toHaveLength(1);
    });

    it('writes the mail in the language asked for, else in the one of Accept-Language', async () => {
      await askForCode(t, { email: ADMIN_EMAIL, language: 'id' });
      await askForCode(t, { email: ADMIN_EMAIL }, { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' });
      await askForCode(t, { email: ADMIN_EMAIL }, { 'accept-language': 'fr-FR, en;q=0.5' });

      const [named, fromHeader, english] = outboxMails(t);
      expect(named).toContain('Gunakan kode berikut');
      expect(fromHeader).toContain('Gunakan kode berikut');
      expect(english).toContain('Use this code');
    });

    it('answers an address nobody has byte for byte as a registered one, and mails only the registered one', async () => {
      const registered = await askForCode(t, { email: ADMIN_EMAIL });
      const unknown = await askForCode(t, { email: 'nobody@example.com' });

      expect(unknown.statusCode).toBe(registered.statusCode);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(registered.body);
      expect(unknown.body).not.toMatch(new RegExp(`${TEST_ADMIN_USERNAME}|\\*\\*\\*`));
      const mails = outboxMails(t);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatch(/^To: admin@sinaraditif\.co\.id$/m);
    });

    it('stores no code for an address nobody has', async () => {
      await askForCode(t, { email: 'nobody@example.com' });

      expect(outboxMails(t)).toHaveLength(0);
      expect(await t.db.kysely.selectFrom('password_reset_codes').selectAll().execute()).toHaveLength(0);
    });

    it.each([
      ['no e-mail', {}],
      ['a malformed e-mail', { email: 'not-an-email' }],
      ['an unknown field', { email: ADMIN_EMAIL, username: 'admin' }],
      ['an unknown language', { email: ADMIN_EMAIL, language: 'fr' }],
    ])('answers 400 for %s', async (_case, payload) => {
      const response = await post(t, '/v1/auth/check-email', payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: 'VALIDATION' });
      expect(outboxMails(t)).toHaveLength(0);
    });

    it('sets the password with the mailed code and refuses every token issued before (401)', async () => {
      const oldToken = await t.login();
      const code = await requestCode(t);

      const response = await reset(t, { code });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ error: false });
      expect((await validate(t, oldToken)).statusCode).toBe(401);
      expect((await login(t, TEST_ADMIN_PASSWORD)).statusCode).toBe(401);
      expect((await login(t, NEW_PASSWORD)).statusCode).toBe(200);
      const row = await t.db.kysely.selectFrom('password_reset_codes').selectAll().executeTakeFirstOrThrow();
      expect(row.used_at).not.toBeNull();
    });

    it('refuses a wrong code with 400 and counts the try', async () => {
      const code = await requestCode(t);
      const hashBefore = await passwordHash(t);

      const response = await reset(t, { code: otherCode(code) });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: true,
        code: 'INVALID_CODE',
        fields: { code: expect.any(String) },
      });
      const row = await t.db.kysely.selectFrom('password_reset_codes').selectAll().executeTakeFirstOrThrow();
      expect(row.attempts).toBe(1);
      expect(await passwordHash(t)).toBe(hashBefore);
    });

    it('refuses the right code on the sixth try, after five wrong ones', async () => {
      const code = await requestCode(t);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await reset(t, { code: otherCode(code) })).statusCode).toBe(400);
      }
      const hashBefore = await passwordHash(t);

      const response = await reset(t, { code });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: 'INVALID_CODE' });
      expect(await passwordHash(t)).toBe(hashBefore);
      expect((await login(t, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    });

    it('accepts the right code on the fifth try', async () => {
      const code = await requestCode(t);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await reset(t, { code: otherCode(code) })).statusCode).toBe(400);
      }

      expect((await reset(t, { code })).statusCode).toBe(200);
    });

    it('refuses a used code replayed', async () => {
      const code = await requestCode(t);
      expect((await reset(t, { code })).statusCode).toBe(200);

      const replay = await reset(t, { code, password: 'Lain-Lagi#2026', confirm_password: 'Lain-Lagi#2026' });

      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ error: true, code: 'INVALID_CODE' });
      expect((await login(t, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an expired code', async () => {
      const code = await requestCode(t);
      await t.db.kysely
        .updateTable('password_reset_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();

      const response = await reset(t, { code });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: 'INVALID_CODE' });
      expect(response.json().message).toMatch(/expired/i);
      expect((await login(t, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    });

    it('voids the older code when a new one is sent', async () => {
      let first = await requestCode(t);
      let second = await requestCode(t);
      while (second === first) {
        first = second;
        second = await requestCode(t);
      }

      expect((await reset(t, { code: first })).statusCode).toBe(400);
      expect((await reset(t, { code: second })).statusCode).toBe(200);
      expect(await t.db.kysely.selectFrom('password_reset_codes').selectAll().execute()).toHaveLength(1);
    });

    it.each([
      ['an object', {}],
      ['an array', []],
      ['a boolean', true],
      ['a number', 123456],
      ['five digits', '12345'],
      ['seven digits', '1234567'],
      ['letters', '12a456'],
      ['digits with spaces', '123 456'],
    ])('answers 400 for a code that is %s', async (_case, code) => {
      await requestCode(t);

      const response = await reset(t, { code });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: 'VALIDATION', fields: { code: expect.any(String) } });
      const row = await t.db.kysely.selectFrom('password_reset_codes').selectAll().executeTakeFirstOrThrow();
      expect(row.attempts).toBe(0);
    });

    it.each([
      ['short', 'Ab1!', 'too_short'],
      ['without a capital', 'sandi-baru#2025', 'no_uppercase'],
      ['without a lowercase letter', 'SANDI-BARU#2025', 'no_lowercase'],
      ['without a digit', 'Sandi-Baru#', 'no_digit'],
      ['without a symbol', 'SandiBaru2025', 'no_symbol'],
    ])('answers 400 naming the rule for a password %s, without using a try', async (_case, password, rule) => {
      const code = await requestCode(t);

      const response = await reset(t, { code, password, confirm_password: password });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: 'WEAK_PASSWORD', fields: { password: rule } });
      const row = await t.db.kysely.selectFrom('password_reset_codes').selectAll().executeTakeFirstOrThrow();
      expect(row.attempts).toBe(0);
      expect((await reset(t, { code })).statusCode).toBe(200);
    });

    it('answers 400 when the confirmation differs', async () => {
      const code = await requestCode(t);

      const response = await reset(t, { code, confirm_password: `${NEW_PASSWORD}x` });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: true,
        code: 'PASSWORD_MISMATCH',
        fields: { confirm_password: expect.any(String) },
      });
      expect((await login(t, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    });

    it('answers an unknown address like a wrong code', async () => {
      await requestCode(t);

      const response = await reset(t, { email: 'nobody@example.com', code: '123456' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: 'INVALID_CODE' });
    });

    it('rejects unknown fields in the reset body', async () => {
      const code = await requestCode(t);

      const response = await reset(t, { code, username: TEST_ADMIN_USERNAME });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: true,
        code: 'VALIDATION',
        fields: { username: expect.any(String) },
      });
    });
  });

  describe('per-IP limit on check-email', () => {
    const t = useTestApp(kind, { RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: '2' });

    it('answers the third request in a minute with 429 and mails only twice', async () => {
      expect((await askForCode(t, { email: ADMIN_EMAIL })).statusCode).toBe(200);
      expect((await askForCode(t, { email: ADMIN_EMAIL })).statusCode).toBe(200);

      const response = await askForCode(t, { email: ADMIN_EMAIL });

      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ error: true, code: 'RATE_LIMITED' });
      expect(outboxMails(t)).toHaveLength(2);
    });
  });

  describe('one code a minute per account, whatever the IP', () => {
    const t = useTestApp(kind, { RESET_CODE_RESEND_SECONDS: '60' });

    const fromIp = (ip: string) => askForCode(t, { email: ADMIN_EMAIL }, {}, ip);
    /** Moves the account's code `seconds` into the past, as if it had been sent then. */
    const ageCode = (seconds: number) =>
      t.db.kysely
        .updateTable('password_reset_codes')
        .set({ created_at: new Date(Date.now() - seconds * 1000).toISOString() })
        .execute();

    it('answers a second request within the minute as the first, from another IP too, mailing nothing new', async () => {
      const first = await askForCode(t, { email: ADMIN_EMAIL });
      const code = codeIn(outboxMails(t)[0]!);

      const again = await fromIp('203.0.113.7');

      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(outboxMails(t)).toHaveLength(1);
      expect((await reset(t, { code })).statusCode).toBe(200);
    });

    it('mails one code for ten parallel requests and answers them all alike', async () => {
      const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => fromIp(`198.51.100.${index + 1}`)));

      expect(new Set(responses.map((response) => `${response.statusCode} ${response.body}`)).size).toBe(1);
      expect(responses[0]!.statusCode).toBe(200);
      expect(outboxMails(t)).toHaveLength(1);
      expect(await t.db.kysely.selectFrom('password_reset_codes').select('id').execute()).toHaveLength(1);
    });

    it('sends a new code once the last one is a minute old', async () => {
      const first = await requestCode(t);
      await ageCode(59);
      expect((await fromIp('203.0.113.8')).statusCode).toBe(200);
      expect(outboxMails(t)).toHaveLength(1);

      await ageCode(61);
      const second = await requestCode(t);

      expect(outboxMails(t)).toHaveLength(2);
      expect((await reset(t, { code: first })).statusCode).toBe(first === second ? 200 : 400);
    });

    it('does not hold the next code back once the last one was used', async () => {
      const code = await requestCode(t);
      expect((await reset(t, { code })).statusCode).toBe(200);

      await requestCode(t);

      expect(outboxMails(t)).toHaveLength(2);
    });

    it('answers as always when the mail cannot be sent, and does not count that code', async () => {
      const answered = await askForCode(t, { email: 'nobody@example.com' });
      const send = jest.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));

      const failed = await askForCode(t, { email: ADMIN_EMAIL });

      expect(failed.statusCode).toBe(200);
      expect(failed.body).toBe(answered.body);
      expect(await t.db.kysely.selectFrom('password_reset_codes').select('id').execute()).toEqual([]);
      send.mockRestore();
      await requestCode(t);
    });
  });

  describe('signed-in password change', () => {
    const t = useTestApp(kind);

    const changeOwn = (token: string, body: Record<string, unknown>) =>
      post(
        t,
        '/v1/admin/users/reset-password',
        {
          username: TEST_ADMIN_USERNAME,
          current_password: TEST_ADMIN_PASSWORD,
          password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
          ...body,
        },
        bearer(token),
      );

    it('refuses a wrong current password with 400 naming the field, leaving the hash unchanged', async () => {
      const token = await t.login();
      const hashBefore = await passwordHash(t);

      const response = await changeOwn(token, { current_password: 'Not-The-Password#1' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: true,
        code: 'WRONG_PASSWORD',
        fields: { current_password: expect.any(String) },
      });
      expect(await passwordHash(t)).toBe(hashBefore);
      expect((await validate(t, token)).statusCode).toBe(200);
    });

    it('changes the password, revokes the old token and answers a fresh one', async () => {
      const token = await t.login();

      const response = await changeOwn(token, {});

      expect(response.statusCode).toBe(200);
      const fresh = response.json().data.token.access_token as string;
      expect((await validate(t, token)).statusCode).toBe(401);
      expect((await validate(t, fresh)).statusCode).toBe(200);
      expect((await login(t, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it("refuses to change another user's password (403)", async () => {
      const token = await t.login();

      const response = await changeOwn(token, { username: 'someone-else' });

      expect(response.statusCode).toBe(403);
      expect((await login(t, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    });

    it('applies the password rules and the confirmation', async () => {
      const token = await t.login();

      const weak = await changeOwn(token, { password: 'lemah', confirm_password: 'lemah' });
      const mismatch = await changeOwn(token, { confirm_password: 'Something-Else#1' });

      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD', fields: { password: 'too_short' } });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toMatchObject({ code: 'PASSWORD_MISMATCH' });
    });

    it('answers 401 without a token', async () => {
      const response = await post(t, '/v1/admin/users/reset-password', {
        username: TEST_ADMIN_USERNAME,
        current_password: TEST_ADMIN_PASSWORD,
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      });

      expect(response.statusCode).toBe(401);
    });

    it("mails a code to the admin's own address and changes the password with it (send-code, change-password-with-code)", async () => {
      const token = await t.login();

      const sent = await post(t, '/v1/admin/auth/send-code', { language: 'id' }, bearer(token));

      expect(sent.statusCode).toBe(200);
      expect(sent.json().data).toEqual({ user: { username: TEST_ADMIN_USERNAME, email: 'a***@sinaraditif.co.id' } });
      const mails = outboxMails(t);
      expect(mails).toHaveLength(1);
      const code = codeIn(mails[0]!);

      const wrong = await post(
        t,
        '/v1/admin/auth/change-password-with-code',
        { code: otherCode(code), password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
        bearer(token),
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE' });

      const changed = await post(
        t,
        '/v1/admin/auth/change-password-with-code',
        { code, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
        bearer(token),
      );
      expect(changed.statusCode).toBe(200);
      expect((await validate(t, token)).statusCode).toBe(401);
      expect((await validate(t, changed.json().data.token.access_token)).statusCode).toBe(200);
      expect((await login(t, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it.each([
      ['an object', {}],
      ['an array', []],
      ['a boolean', true],
    ])('answers 400 for a code that is %s on change-password-with-code', async (_case, code) => {
      const token = await t.login();

      const response = await post(
        t,
        '/v1/admin/auth/change-password-with-code',
        { code, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
        bearer(token),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { code: expect.any(String) } });
    });
  });
});
