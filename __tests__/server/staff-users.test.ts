import type { StaffUser } from '@/common/api/users';
import { NEW_PASSWORD } from './helpers/attacks';
import { outboxMails } from './helpers/outbox';
import { bearer, createTestApp, testDatabases, TEST_ADMIN_USERNAME, type TestApp } from './helpers/test-app';

/** The link of the newest mail: `…/invitation?token=…`, quoted-printable soft breaks joined. */
function newestInvitationToken(t: TestApp): string {
  const mail = outboxMails(t)
    .at(-1)!
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const token = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('No invitation link in the newest mail');
  return token;
}

describe.each(testDatabases())('staff accounts (%s)', (kind) => {
  let t: TestApp;

  const adminToken = async () =>
    (await t.app.sessions.start((await t.app.repos.users.findByUsername(TEST_ADMIN_USERNAME))!)).token.access_token;
  const tokenOf = async (username: string) =>
    (await t.app.sessions.start((await t.app.repos.users.findByUsername(username))!)).token.access_token;
  const invite = async (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/admin/users/invitations',
      payload: body,
      headers: bearer(await adminToken()),
    });
  const change = async (id: number, body: Record<string, unknown>, token?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/v1/admin/users/${id}`,
      payload: body,
      headers: bearer(token ?? (await adminToken())),
    });
  const accept = (token: string, password = NEW_PASSWORD, confirm = password) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/accept-invitation',
      payload: { token, password, confirm_password: confirm },
    });
  const signIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username, password } });
  const listed = async () =>
    (await t.app.inject({ method: 'GET', url: '/v1/admin/users', headers: bearer(await adminToken()) })).json<{
      data: StaffUser[];
    }>().data;

  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it('invites a recruiter by e-mail: the link names them, sets a password once, and they sign in', async () => {
    const invited = await invite({ name: 'Rina Putri', email: 'rina.putri@example.com', role: 'recruiter' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({
      username: 'rina.putri',
      name: 'Rina Putri',
      role: 'recruiter',
      status: 'invited',
      lastSignInAt: null,
    });
    const mail = outboxMails(t).at(-1)!;
    expect(mail).toContain('To: rina.putri@example.com');
    expect(mail).toContain('rina.putri');
    const token = newestInvitationToken(t);

    // Before the password is set, the account cannot sign in with any password.
    expect((await signIn('rina.putri', '')).statusCode).toBe(400);
    expect((await signIn('rina.putri', NEW_PASSWORD)).statusCode).toBe(401);

    const info = await t.app.inject({ method: 'GET', url: `/v1/auth/invitation?token=${token}` });
    expect(info.json().data).toEqual({ username: 'rina.putri', name: 'Rina Putri', email: 'rina.putri@example.com' });

    const weak = await accept(token, 'lemah');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    expect((await accept(token, NEW_PASSWORD, 'Other-Pass#1')).json()).toMatchObject({ code: 'PASSWORD_MISMATCH' });

    expect((await accept(token)).statusCode).toBe(200);
    const signedIn = await signIn('rina.putri', NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect((await listed()).find(({ username }) => username === 'rina.putri')).toMatchObject({
      status: 'active',
      lastSignInAt: expect.any(String),
    });

    // The link works once.
    const again = await accept(token, 'Another-Pass#2');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect((await signIn('rina.putri', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link, and a link replaced by a newer one', async () => {
    const { id } = (await invite({ name: 'Budi', email: 'budi@example.com', role: 'sales' })).json().data;
    const first = newestInvitationToken(t);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/users/${id}/invitation`,
      payload: { language: 'id' },
      headers: bearer(await adminToken()),
    });
    expect(resent.statusCode).toBe(200);
    expect(outboxMails(t).at(-1)).toContain('Anda diundang');
    const second = newestInvitationToken(t);
    expect(second).not.toBe(first);

    expect((await accept(first)).statusCode).toBe(410);
    await t.db.kysely
      .updateTable('user_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await accept(second)).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: `/v1/auth/invitation?token=${second}` })).statusCode).toBe(410);
    expect((await t.app.repos.users.findById(id))!.password_hash).toBe('');
  });

  it('refuses an address another account has, and resending to someone who joined', async () => {
    const taken = await invite({ name: 'Admin again', email: t.config.adminEmail.toUpperCase(), role: 'editor' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'DUPLICATE_EMAIL', fields: { email: 'duplicate' } });
    const adminId = (await t.app.repos.users.findByUsername(TEST_ADMIN_USERNAME))!.id;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/users/${adminId}/invitation`,
      payload: {},
      headers: bearer(await adminToken()),
    });
    expect(resent.json()).toMatchObject({ code: 'ALREADY_JOINED' });
    expect((await listed()).map(({ username }) => username)).toEqual([TEST_ADMIN_USERNAME]);
  });

  it('deactivates a user: signed out at once on every process, no sign-in; reactivated, signs in again', async () => {
    const { id } = (await invite({ name: 'Sari', email: 'sari@example.com', role: 'editor' })).json().data;
    expect((await accept(newestInvitationToken(t))).statusCode).toBe(200);
    const sariToken = await tokenOf('sari');
    const other = await t.openAnotherProcess();
    const onOther = () => other.inject({ method: 'GET', url: '/v1/admin/products', headers: bearer(sariToken) });
    expect((await onOther()).statusCode).toBe(200);

    expect((await change(id, { active: false })).json().data).toMatchObject({ status: 'deactivated' });
    expect((await onOther()).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/admin/products', headers: bearer(sariToken) })).statusCode,
    ).toBe(401);
    expect((await signIn('sari', NEW_PASSWORD)).statusCode).toBe(401);

    expect((await change(id, { active: true })).json().data).toMatchObject({ status: 'active', role: 'editor' });
    expect((await signIn('sari', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a change to one’s own account, and never leaves the back office without an administrator', async () => {
    const adminId = (await t.app.repos.users.findByUsername(TEST_ADMIN_USERNAME))!.id;
    expect((await change(adminId, { role: 'editor' })).json()).toMatchObject({ code: 'OWN_ACCOUNT' });
    expect((await change(adminId, { active: false })).json()).toMatchObject({ code: 'OWN_ACCOUNT' });
    expect(await t.app.repos.users.change(adminId, { role: 'editor' })).toBe('last-administrator');
    expect(await t.app.repos.users.change(adminId, { active: false })).toBe('last-administrator');

    // Two administrators demoting each other at once: one of them stays.
    const { id: otherId } = (await invite({ name: 'Dewi', email: 'dewi@example.com', role: 'administrator' })).json()
      .data;
    expect((await accept(newestInvitationToken(t))).statusCode).toBe(200);
    const [first, second] = await Promise.all([
      change(otherId, { role: 'editor' }, await adminToken()),
      change(adminId, { role: 'editor' }, await tokenOf('dewi')),
    ]);
    expect([first.statusCode, second.statusCode].filter((status) => status === 200)).toHaveLength(1);
    const administrators = (await t.app.repos.users.listForAdmin()).filter(
      ({ role, status }) => role === 'administrator' && status === 'active',
    );
    expect(administrators).toHaveLength(1);
  });

  it('keeps users, invitations and their changes to administrators, recorded in the activity log', async () => {
    const editor = await t.app.repos.users.create({
      username: 'maya',
      email: 'maya@example.com',
      passwordHash: 'x',
      role: 'editor',
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/users',
      headers: bearer(await tokenOf('maya')),
    });
    expect(refused.statusCode).toBe(403);
    expect((await change(editor.id, { role: 'sales' }, await tokenOf('maya'))).statusCode).toBe(403);

    expect((await change(editor.id, { role: 'sales' })).statusCode).toBe(200);
    const records = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/activity?entity=user',
      headers: bearer(await adminToken()),
    });
    expect(records.json().data[0]).toMatchObject({
      action: 'update',
      entity: 'user',
      entityId: editor.id,
      entityName: 'maya',
      changes: [{ field: 'role', before: 'editor', after: 'sales' }],
    });
  });
});
