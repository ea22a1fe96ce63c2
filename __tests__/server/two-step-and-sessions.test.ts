import { codeAt } from '@/server/services/auth/two-step';
import { NEW_PASSWORD } from './helpers/attacks';
import {
  bearer,
  createTestApp,
  testDatabases,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  type TestApp,
} from './helpers/test-app';
import { hashPassword } from '@/server/services/auth/password-hashing';

const STEP_MS = 30_000;

describe.each(testDatabases())('two-step sign-in and sessions (%s)', (kind) => {
  let t: TestApp;

  const login = (username: string, password: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username, password },
      headers: { 'user-agent': userAgent },
    });
  const secondStep = (challenge: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login/two-step', payload: { challenge, code } });
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/v1/admin${url}`, headers: bearer(token), ...(payload && { payload }) });
  const tokenOf = async (username: string) =>
    (await t.app.sessions.start((await t.app.repos.users.findByUsername(username))!)).token.access_token;
  const secretOf = async (username: string) => (await t.app.repos.users.findByUsername(username))!.two_step_secret!;

  /** Turns two-step sign-in on for `username` as they would from their profile; answers the recovery codes. */
  async function enableTwoStep(username: string): Promise<string[]> {
    const token = await tokenOf(username);
    const setup = (await call(token, 'POST', '/profile/two-step/setup')).json().data;
    const pending = (await t.app.repos.users.findByUsername(username))!.two_step_pending_secret!;
    expect(setup.manualKey.replace(/ /g, '')).toBe(pending);
    const confirmed = await call(token, 'POST', '/profile/two-step/confirm', { code: codeAt(pending) });
    expect(confirmed.statusCode).toBe(200);
    return confirmed.json().data.recoveryCodes;
  }
  async function makeUser(username: string, role: string) {
    return t.app.repos.users.create({
      username,
      email: `${username}@example.com`,
      passwordHash: await hashPassword(NEW_PASSWORD),
      role: role as 'editor',
    });
  }

  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it('sets up two-step sign-in with a QR code and a manual key, confirmed by a code, with ten recovery codes', async () => {
    const token = await tokenOf(TEST_ADMIN_USERNAME);
    const setup = await call(token, 'POST', '/profile/two-step/setup');
    expect(setup.statusCode).toBe(200);
    const { qrSvg, manualKey, uri } = setup.json().data;
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(manualKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(uri).toContain(`secret=${manualKey.replace(/ /g, '')}`);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*admin\?/);
    // Nothing changes for sign-in until the code is confirmed; a wrong code changes nothing.
    expect((await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).json().data.token).toBeDefined();
    const wrong = await call(token, 'POST', '/profile/two-step/confirm', { code: '000000' });
    expect(wrong.json()).toMatchObject({ code: 'TWO_STEP_CODE_INVALID' });
    expect(await secretOf(TEST_ADMIN_USERNAME)).toBeNull();

    const confirmed = await call(token, 'POST', '/profile/two-step/confirm', {
      code: codeAt(manualKey.replace(/ /g, '')),
    });
    const codes: string[] = confirmed.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((code) => expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
    // Only hashes are kept.
    const stored = await t.db.kysely.selectFrom('two_step_recovery_codes').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(codes[0]);
    expect((await call(token, 'GET', '/profile')).json().data.twoStep).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    expect((await call(token, 'POST', '/profile/two-step/setup')).json()).toMatchObject({
      code: 'TWO_STEP_NOT_PENDING',
    });
    const users = (await call(token, 'GET', '/users')).json().data;
    expect(users.find((user: { username: string }) => user.username === TEST_ADMIN_USERNAME).twoStep).toBe(true);
  });

  it('asks for a code after the password: right once, ±1 step, replay and old steps refused, recovery codes once', async () => {
    const recovery = await enableTwoStep(TEST_ADMIN_USERNAME);
    const secret = await secretOf(TEST_ADMIN_USERNAME);
    const password = async () => {
      const answer = (await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).json().data;
      expect(answer.token).toBeUndefined();
      return answer.two_step.challenge as string;
    };
    // The setup spent the current step's code.
    expect((await secondStep(await password(), codeAt(secret))).json()).toMatchObject({
      code: 'TWO_STEP_CODE_INVALID',
    });
    const next = await secondStep(await password(), codeAt(secret, Date.now() + STEP_MS));
    expect(next.statusCode).toBe(200);
    const token = next.json().data.token.access_token;
    expect((await call(token, 'GET', '/profile')).statusCode).toBe(200);
    // The same code again, or an earlier step's, is refused.
    expect((await secondStep(await password(), codeAt(secret, Date.now() + STEP_MS))).statusCode).toBe(400);
    expect((await secondStep(await password(), codeAt(secret, Date.now() - STEP_MS))).statusCode).toBe(400);
    // Two steps ahead is outside the window.
    expect((await secondStep(await password(), codeAt(secret, Date.now() + 2 * STEP_MS))).statusCode).toBe(400);

    const recoveryCode = recovery[3]!;
    expect((await secondStep(await password(), recoveryCode.toUpperCase().replace('-', ' '))).statusCode).toBe(200);
    expect((await secondStep(await password(), recoveryCode)).json()).toMatchObject({ code: 'TWO_STEP_CODE_INVALID' });
    expect((await call(token, 'GET', '/profile')).json().data.twoStep.recoveryCodesLeft).toBe(9);

    const records = await t.app.repos.activity.listPage({ page: 1, limit: 50 }, 'UTC');
    const actions = records.rows.map((record) => record.action);
    expect(actions.filter((action) => action === 'sign_in')).toHaveLength(2);
    expect(actions.filter((action) => action === 'sign_in_failed')).toHaveLength(5);
    expect(actions).toContain('two_step_enable');
  });

  it('refuses a forged, expired or stale challenge, and a challenge as a token', async () => {
    await enableTwoStep(TEST_ADMIN_USERNAME);
    const secret = await secretOf(TEST_ADMIN_USERNAME);
    const { challenge } = (await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).json().data.two_step;
    expect((await secondStep(`${challenge}x`, codeAt(secret, Date.now() + STEP_MS))).json()).toMatchObject({
      code: 'TWO_STEP_CHALLENGE_EXPIRED',
    });
    expect((await call(challenge, 'GET', '/profile')).statusCode).toBe(401);
    // A new password voids the challenge of the old one.
    await t.db.kysely
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .execute();
    expect((await secondStep(challenge, codeAt(secret, Date.now() + STEP_MS))).json()).toMatchObject({
      code: 'TWO_STEP_CHALLENGE_EXPIRED',
    });
  });

  it('counts wrong codes in the sign-in lockout: after five, even the right code waits', async () => {
    await enableTwoStep(TEST_ADMIN_USERNAME);
    const secret = await secretOf(TEST_ADMIN_USERNAME);
    const { challenge } = (await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).json().data.two_step;
    const right = codeAt(secret, Date.now() + STEP_MS);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await secondStep(challenge, wrong)).statusCode).toBe(400);
    }
    expect((await secondStep(challenge, right)).json()).toMatchObject({ code: 'SIGN_IN_LOCKED' });
    // A right password does not reset the count of wrong codes.
    expect((await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).json()).toMatchObject({ code: 'SIGN_IN_LOCKED' });
  });

  it('turns two-step sign-in off with a code, unless the site requires it; an administrator resets a colleague’s', async () => {
    await makeUser('maya', 'editor');
    await enableTwoStep('maya');
    // The administrator signs in with two steps too: the policy holds whoever it requires it of.
    const adminRecovery = await enableTwoStep(TEST_ADMIN_USERNAME);
    const maya = await tokenOf('maya');
    const admin = await tokenOf(TEST_ADMIN_USERNAME);

    expect((await call(admin, 'PUT', '/users/two-step-policy', { required: 'everyone' })).statusCode).toBe(200);
    expect((await call(maya, 'GET', '/profile')).json().data.twoStep.required).toBe(true);
    expect((await call(maya, 'POST', '/profile/two-step/disable', { code: '000000' })).json()).toMatchObject({
      code: 'TWO_STEP_REQUIRED',
    });
    expect((await call(admin, 'PUT', '/users/two-step-policy', { required: 'administrators' })).statusCode).toBe(200);
    expect((await call(maya, 'POST', '/profile/two-step/disable', { code: '000000' })).json()).toMatchObject({
      code: 'TWO_STEP_CODE_INVALID',
    });

    const mayaId = (await t.app.repos.users.findByUsername('maya'))!.id;
    expect((await call(maya, 'DELETE', `/users/${mayaId}/two-step`)).statusCode).toBe(403);
    const reset = await call(admin, 'DELETE', `/users/${mayaId}/two-step`);
    expect(reset.json().data).toMatchObject({ username: 'maya', twoStep: false });
    expect(await secretOf('maya')).toBeNull();
    expect(
      await t.db.kysely.selectFrom('two_step_recovery_codes').selectAll().where('user_id', '=', mayaId).execute(),
    ).toEqual([]);
    expect((await login('maya', NEW_PASSWORD)).json().data.token).toBeDefined();
    const adminId = (await t.app.repos.users.findByUsername(TEST_ADMIN_USERNAME))!.id;
    expect((await call(admin, 'DELETE', `/users/${adminId}/two-step`)).json()).toMatchObject({ code: 'OWN_ACCOUNT' });
    await call(admin, 'PUT', '/users/two-step-policy', { required: 'nobody' });
    const off = await call(admin, 'POST', '/profile/two-step/disable', { code: adminRecovery[0] });
    expect(off.json().data.twoStep).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    expect((await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).json().data.token).toBeDefined();
    const records = (
      await t.app.repos.activity.listPage(
        { page: 1, limit: 50, entity: 'user', entityId: mayaId, action: 'two_step_reset' },
        'UTC',
      )
    ).rows;
    expect(records[0]).toMatchObject({ action: 'two_step_reset', username: TEST_ADMIN_USERNAME, entityName: 'maya' });
  });

  it('holds a user the site requires it of to their own account until they set it up', async () => {
    await makeUser('maya', 'editor');
    const admin = await tokenOf(TEST_ADMIN_USERNAME);
    const maya = await tokenOf('maya');
    await call(admin, 'PUT', '/users/two-step-policy', { required: 'administrators' });

    expect((await call(admin, 'GET', '/careers')).json()).toMatchObject({ code: 'TWO_STEP_SETUP_REQUIRED' });
    expect((await call(maya, 'GET', '/products')).statusCode).toBe(200);
    const check = await t.app.inject({ method: 'GET', url: '/v1/auth/validate-token', headers: bearer(admin) });
    expect(check.json().data).toMatchObject({ role: 'administrator', two_step_setup_required: true });
    expect((await call(admin, 'GET', '/profile')).statusCode).toBe(200);

    await enableTwoStep(TEST_ADMIN_USERNAME);
    expect((await call(admin, 'GET', '/careers')).statusCode).toBe(200);
  });

  it('lists the user’s sessions and signs one out, the others, or itself, at once on every process', async () => {
    const first = (await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, 'Browser One')).json().data.token.access_token;
    const second = (await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, 'Browser Two')).json().data.token
      .access_token;
    const third = (await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, 'Browser Three')).json().data.token
      .access_token;
    const listed = (await call(first, 'GET', '/profile/sessions')).json().data.sessions;
    expect(listed.map((session: { device: string }) => session.device).sort()).toEqual([
      'Browser One',
      'Browser Three',
      'Browser Two',
    ]);
    expect(listed.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(listed.find((session: { current: boolean }) => session.current).device).toBe('Browser One');
    expect(listed[0].address).toBe('127.0.0.1');

    const other = await t.openAnotherProcess();
    const onOther = (token: string) =>
      other.inject({ method: 'GET', url: '/v1/admin/profile', headers: bearer(token) });
    const secondId = listed.find((session: { device: string }) => session.device === 'Browser Two').id;
    expect((await call(first, 'DELETE', `/profile/sessions/${secondId}`)).statusCode).toBe(200);
    expect((await onOther(second)).statusCode).toBe(401);
    expect((await onOther(third)).statusCode).toBe(200);

    expect((await call(first, 'POST', '/profile/sessions/sign-out-others')).json().data).toEqual({ signedOut: 1 });
    expect((await onOther(third)).statusCode).toBe(401);
    expect((await call(first, 'POST', '/auth/sign-out')).statusCode).toBe(200);
    expect((await onOther(first)).statusCode).toBe(401);
  });

  it('answers 404 for another user’s session, which goes on working (no IDOR)', async () => {
    await makeUser('maya', 'administrator');
    const maya = (await login('maya', NEW_PASSWORD)).json().data.token.access_token;
    const mine = await tokenOf(TEST_ADMIN_USERNAME);
    const mayaSession = (await call(maya, 'GET', '/profile/sessions')).json().data.sessions[0].id;

    expect((await call(mine, 'DELETE', `/profile/sessions/${mayaSession}`)).statusCode).toBe(404);
    expect((await call(mine, 'POST', '/profile/sessions/sign-out-others')).json().data).toEqual({ signedOut: 0 });
    expect((await call(maya, 'GET', '/profile')).statusCode).toBe(200);
    expect((await call(mine, 'GET', '/profile/sessions')).json().data.sessions).toHaveLength(1);
  });

  it('ends every session at a new password (keeping the browser that set it) and at deactivation', async () => {
    await makeUser('maya', 'editor');
    const elsewhere = (await login('maya', NEW_PASSWORD, 'Old laptop')).json().data.token.access_token;
    const here = (await login('maya', NEW_PASSWORD, 'New laptop')).json().data.token.access_token;
    const changed = await call(here, 'POST', '/users/reset-password', {
      username: 'maya',
      current_password: NEW_PASSWORD,
      password: 'Another-Pass#2025',
      confirm_password: 'Another-Pass#2025',
    });
    const fresh = changed.json().data.token.access_token;
    expect((await call(elsewhere, 'GET', '/profile')).statusCode).toBe(401);
    expect((await call(here, 'GET', '/profile')).statusCode).toBe(401);
    expect((await call(fresh, 'GET', '/profile/sessions')).json().data.sessions).toHaveLength(1);

    const mayaId = (await t.app.repos.users.findByUsername('maya'))!.id;
    await call(await tokenOf(TEST_ADMIN_USERNAME), 'PATCH', `/users/${mayaId}`, { active: false });
    expect((await call(fresh, 'GET', '/profile')).statusCode).toBe(401);
    const open = await t.db.kysely
      .selectFrom('staff_sessions')
      .selectAll()
      .where('user_id', '=', mayaId)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it('changes the own name, e-mail and language, recorded with the fields; refuses a colleague’s e-mail', async () => {
    await makeUser('maya', 'editor');
    const token = await tokenOf(TEST_ADMIN_USERNAME);
    const changed = await call(token, 'PATCH', '/profile', { name: 'Budi Santoso', language: 'id' });
    expect(changed.json().data).toMatchObject({ name: 'Budi Santoso', language: 'id', username: TEST_ADMIN_USERNAME });
    expect((await call(token, 'PATCH', '/profile', { email: 'MAYA@example.com' })).json()).toMatchObject({
      code: 'DUPLICATE_EMAIL',
    });
    expect((await call(token, 'PATCH', '/profile', { name: '   ' })).statusCode).toBe(400);
    expect((await call(token, 'GET', '/profile')).json().data).toMatchObject({ name: 'Budi Santoso', language: 'id' });
    // The sign-in answers it, for the back office to switch to.
    expect((await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).json().data.language).toBe('id');
    expect((await call(token, 'PATCH', '/profile', { language: null })).json().data.language).toBeNull();
    expect((await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).json().data.language).toBeNull();

    const [record] = (
      await t.app.repos.activity.listPage({ page: 1, limit: 5, action: 'update', entity: 'user' }, 'UTC')
    ).rows.reverse(); // the first change first
    expect(record!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: '', after: 'Budi Santoso' },
        { field: 'language', before: null, after: 'id' },
      ]),
    );
  });

  it('records no secret, code, challenge or token of two-step sign-in in the activity log', async () => {
    const recovery = await enableTwoStep(TEST_ADMIN_USERNAME);
    const secret = await secretOf(TEST_ADMIN_USERNAME);
    const token = await tokenOf(TEST_ADMIN_USERNAME);
    const codes = (await call(token, 'POST', '/profile/two-step/recovery-codes', { code: recovery[0] })).json().data
      .recoveryCodes;
    const { challenge } = (await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).json().data.two_step;
    await secondStep(challenge, codeAt(secret, Date.now() + STEP_MS));

    const rows = JSON.stringify(await t.db.kysely.selectFrom('activity').selectAll().execute());
    for (const secretText of [secret, challenge, token, ...recovery, ...codes]) expect(rows).not.toContain(secretText);
    expect(rows).toContain('recovery_codes');
  });
});
