import Fastify from 'fastify';
import { sql } from 'kysely';
import type { EnquirySummary } from '@/common/api/enquiries';
import {
  adminApiRule,
  ADMIN_API_RULES,
  enquiryTypesFor,
  may,
  STAFF_ROLES,
  type StaffRole,
} from '@/common/staff-access';
import { migrateTo, migrateToLatest } from '@/server/db/migrate';
import { enforceStaffAccess } from '@/server/routes/staff-access';
import {
  fixtureUrl,
  routeName,
  seedFixture,
  sendWrite,
  signedInRoutes,
  writeContext,
  WRITE_ROUTES,
  type Fixture,
  type Route,
} from './helpers/attacks';
import { storeEnquiry } from './helpers/enquiries';
import { bearer, countRows, createTestApp, testDatabases, type TestApp } from './helpers/test-app';
import { acquireInstallation, releaseInstallation, type TestInstallation } from './helpers/test-database-pool';

const ADMIN_PREFIX = '/v1/admin';

/** A signed-in route's path below /v1/admin, as the rules name it. */
const pathOf = (route: Route) => route.url.slice(ADMIN_PREFIX.length);
const adminRoutes = (t: TestApp) =>
  signedInRoutes(t.app).filter((route) => route.url.startsWith(`${ADMIN_PREFIX}/`) && route.method !== 'HEAD');

describe('the rule table', () => {
  it('refuses to start a server with an admin route that has no rule', async () => {
    const app = Fastify();
    const registered = app.register(
      async (admin) => {
        enforceStaffAccess(admin);
        admin.get('/careers', async () => 'listed');
        admin.get('/payroll', async () => 'secret');
      },
      { prefix: ADMIN_PREFIX },
    );
    await expect(registered).rejects.toThrow('GET /v1/admin/payroll has no rule in ADMIN_API_RULES');
    await app.close().catch(() => undefined);
  });

  it('gives the administrator every rule and the other roles less', () => {
    const rules = Object.entries(ADMIN_API_RULES).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => adminApiRule(method, path)!),
    );
    expect(rules.every((rule) => may('administrator', rule))).toBe(true);
    for (const role of STAFF_ROLES.filter((role) => role !== 'administrator')) {
      expect(rules.filter((rule) => !may(role, rule)).length).toBeGreaterThan(0);
    }
    expect(may('owner', 'account')).toBe(false);
    expect(may(null, 'account')).toBe(false);
  });
});

describe.each(testDatabases())('roles on every back-office route (%s)', (kind) => {
  let t: TestApp;
  let fixture: Fixture;
  /** A contact message: the fixture's enquiry is a job application, which only some roles may open. */
  let contactId: number;
  const userIds = {} as Record<StaffRole, number>;
  const usernames = {} as Record<StaffRole, string>;

  /** A token of the role's user as the database has it now (a password change bumps its version). */
  async function tokenOf(role: StaffRole): Promise<string> {
    const user = await t.app.repos.users.findById(userIds[role]);
    return (await t.app.sessions.start(user!)).token.access_token;
  }

  /**
   * Sends the request that would act if accepted: a body the route takes, a real row's id, an enquiry of a kind the
   * role may open and, where a body names a user, the role's own user.
   */
  async function call(route: Route, role: StaffRole) {
    const token = await tokenOf(role);
    const rows = enquiryTypesFor(role).includes('application') ? fixture : { ...fixture, enquiryId: contactId };
    const write = WRITE_ROUTES.find((candidate) => routeName(candidate) === routeName(route));
    if (write) {
      const body = write.body(writeContext(t, rows));
      return sendWrite(t, write, rows, 'username' in body ? { ...body, username: usernames[role] } : body, { token });
    }
    return t.app.inject({ method: route.method as 'GET', url: fixtureUrl(route.url, rows), headers: bearer(token) });
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    fixture = await seedFixture(t);
    contactId = await storeEnquiry(t, { type: 'contact' });
    userIds.administrator = (await t.app.repos.users.findByUsername('admin'))!.id;
    usernames.administrator = 'admin';
    for (const role of STAFF_ROLES.filter((role) => role !== 'administrator')) {
      const user = await t.app.repos.users.create({
        username: `${role}1`,
        email: `${role}@example.com`,
        passwordHash: 'not-used',
        role,
      });
      userIds[role] = user.id;
      usernames[role] = user.username;
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it('has a rule for every admin route the app serves, and no rule for a route it does not serve', () => {
    const served = adminRoutes(t).map((route) => `${route.method} ${pathOf(route)}`);
    const ruled = Object.entries(ADMIN_API_RULES).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(served.length).toBeGreaterThan(50);
    expect([...served].sort()).toEqual([...ruled].sort());
  });

  it('answers 403 FORBIDDEN to every role on every route its rule refuses, and changes nothing', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    const before = await countRows(t.db, 'careers');
    for (const route of adminRoutes(t)) {
      for (const role of STAFF_ROLES) {
        if (may(role, adminApiRule(route.method, pathOf(route))!)) continue;
        const response = await call(route, role);
        answers.push(`${role} ${routeName(route)} -> ${response.statusCode} ${response.json().code}`);
        expected.push(`${role} ${routeName(route)} -> 403 FORBIDDEN`);
      }
    }
    expect(answers).toEqual(expected);
    // Every non-administrator role is refused something, and the recruiter the catalogue's writes.
    expect(expected).toEqual(expect.arrayContaining(['recruiter POST /v1/admin/products -> 403 FORBIDDEN']));
    expect(expected).toEqual(expect.arrayContaining(['sales GET /v1/admin/enquiries/:id/cv -> 403 FORBIDDEN']));
    expect(expected).toEqual(expect.arrayContaining(['editor PUT /v1/admin/site-settings -> 403 FORBIDDEN']));
    expect(await countRows(t.db, 'careers')).toBe(before);
    expect(await t.app.repos.enquiries.find(fixture.enquiryId)).toMatchObject({ status: 'new', read: false });
  });

  it('lets every role through on every route its rule allows', async () => {
    const refused: string[] = [];
    // Deletions last, so that each role's reads and writes find their rows.
    const routes = adminRoutes(t).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const route of routes) {
      for (const role of STAFF_ROLES) {
        if (!may(role, adminApiRule(route.method, pathOf(route))!)) continue;
        const response = await call(route, role);
        if (response.statusCode === 403) refused.push(`${role} ${routeName(route)}`);
      }
    }
    expect(refused).toEqual([]);
  });
});

describe.each(testDatabases())('the inbox by role (%s)', (kind) => {
  let t: TestApp;
  let contactId: number;
  let quoteId: number;
  let applicationId: number;
  const tokens = {} as Record<StaffRole, string>;

  const get = (url: string, role: StaffRole) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[role]) });
  const listed = async (role: StaffRole, query = '') =>
    (await get(`/v1/admin/enquiries${query}`, role)).json<{ data: EnquirySummary[] }>().data.map(({ id }) => id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const fixture = await seedFixture(t);
    applicationId = fixture.enquiryId;
    contactId = await storeEnquiry(t, { type: 'contact' });
    quoteId = await storeEnquiry(t, { type: 'quote' });
    for (const role of STAFF_ROLES) {
      const user =
        role === 'administrator'
          ? (await t.app.repos.users.findByUsername('admin'))!
          : await t.app.repos.users.create({ username: role, email: `${role}@example.com`, passwordHash: 'x', role });
      tokens[role] = (await t.app.sessions.start(user)).token.access_token;
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists to each role the kinds of enquiry it may see', async () => {
    expect((await listed('administrator')).sort()).toEqual([applicationId, contactId, quoteId].sort());
    expect((await listed('sales')).sort()).toEqual([contactId, quoteId].sort());
    expect(await listed('recruiter')).toEqual([applicationId]);
  });

  it('counts unread enquiries of the role’s kinds only', async () => {
    const unread = async (role: StaffRole) => (await get('/v1/admin/enquiries/unread', role)).json().data;
    expect(await unread('sales')).toEqual({ total: 2, byType: { contact: 1, quote: 1, application: 0 } });
    expect(await unread('recruiter')).toEqual({ total: 1, byType: { contact: 0, quote: 0, application: 1 } });
    expect(await unread('administrator')).toEqual({ total: 3, byType: { contact: 1, quote: 1, application: 1 } });
  });

  it('refuses a kind asked for by name, an application opened by id and its CV, and leaves it unread', async () => {
    const answers = await Promise.all([
      get('/v1/admin/enquiries?type=application', 'sales'),
      get('/v1/admin/enquiries/export?type=application', 'sales'),
      get(`/v1/admin/enquiries/${applicationId}`, 'sales'),
      get(`/v1/admin/enquiries/${applicationId}/cv`, 'sales'),
      get(`/v1/admin/enquiries/${contactId}`, 'recruiter'),
      t.app.inject({
        method: 'PATCH',
        url: `/v1/admin/enquiries/${quoteId}`,
        payload: { status: 'spam' },
        headers: bearer(tokens.recruiter),
      }),
      t.app.inject({ method: 'DELETE', url: `/v1/admin/enquiries/${applicationId}`, headers: bearer(tokens.sales) }),
    ]);
    expect(answers.map((answer) => `${answer.statusCode} ${answer.json().code}`)).toEqual(
      Array(7).fill('403 FORBIDDEN'),
    );
    expect(await t.app.repos.enquiries.find(applicationId)).toMatchObject({ read: false, status: 'new' });
    expect(await t.app.repos.enquiries.find(quoteId)).toMatchObject({ status: 'new' });
  });

  it('exports to sales a spreadsheet without the applicants', async () => {
    const csv = (await get('/v1/admin/enquiries/export', 'sales')).body;
    expect(csv).toContain('PT Es Krim Jaya');
    expect(csv).not.toContain('Riwayat Hidup Rina.pdf');
    expect(csv).not.toContain('+62 811 2222 3333');
  });

  it('answers 404, not 403, for an enquiry that does not exist', async () => {
    const response = await get('/v1/admin/enquiries/999999', 'sales');
    expect(response.statusCode).toBe(404);
  });

  it('takes a role change into account on the next request', async () => {
    expect((await get('/v1/admin/careers', 'sales')).statusCode).toBe(403);
    await t.db.kysely.updateTable('users').set({ role: 'recruiter' }).where('username', '=', 'sales').execute();
    expect((await get('/v1/admin/careers', 'sales')).statusCode).toBe(200);
    expect((await get('/v1/admin/enquiries', 'sales')).json().data.map(({ id }: EnquirySummary) => id)).toEqual([
      applicationId,
    ]);
  });

  it('tells the signed-in user their role with the token check', async () => {
    const response = await get('/v1/auth/validate-token', 'recruiter');
    expect(response.json().data).toEqual({ username: 'recruiter', role: 'recruiter', two_step_setup_required: false });
  });
});

describe.each(testDatabases())('the migration to roles (%s)', (kind) => {
  let installation: TestInstallation;

  beforeEach(async () => {
    installation = await acquireInstallation(kind);
  });
  afterEach(async () => {
    await releaseInstallation(installation);
  });

  it('makes every account made before roles an administrator', async () => {
    const db = installation.db.kysely;
    await migrateTo(db, '0009-reset-code-tries');
    const at = '2025-01-01T00:00:00.000Z';
    await sql`insert into users (username, email, password_hash, created_at, updated_at)
      values ('owner', 'owner@example.com', 'hash', ${at}, ${at})`.execute(db);
    await migrateToLatest(db);

    expect(await db.selectFrom('users').select(['username', 'role']).execute()).toEqual([
      { username: 'owner', role: 'administrator' },
    ]);
  });
});
