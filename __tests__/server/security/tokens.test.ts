import {
  adminId,
  adminSession,
  expectUnchanged,
  fixtureUrl,
  handMadeToken,
  installationState,
  NEW_PASSWORD,
  routeName,
  seedFixture,
  sendWrite,
  signedInRoutes,
  signToken,
  writeContext,
  WRITE_ROUTES,
  type Fixture,
  type Route,
} from '../helpers/attacks';
import {
  bearer,
  createTestApp,
  testDatabases,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  type TestApp,
} from '../helpers/test-app';

/** Routes the table must hold, so that a broken route reader cannot pass with a short list. */
const KNOWN_SIGNED_IN_ROUTES = [
  'GET /v1/auth/validate-token',
  'GET /v1/admin/dashboard/category-chart',
  'GET /v1/admin/careers',
  'POST /v1/admin/careers',
  'PUT /v1/admin/careers/:id',
  'DELETE /v1/admin/careers/:id',
  'POST /v1/admin/products',
  'DELETE /v1/admin/categories/:id',
  'PUT /v1/admin/articles/:id',
  'DELETE /v1/admin/galleries/:id',
  'POST /v1/admin/auth/send-code',
  'POST /v1/admin/auth/change-password-with-code',
  'POST /v1/admin/users/reset-password',
  'GET /v1/admin/enquiries',
  'GET /v1/admin/enquiries/export',
  'PATCH /v1/admin/enquiries/:id',
  'DELETE /v1/admin/enquiries/:id',
  'GET /v1/admin/enquiries/:id/cv',
  'POST /v1/admin/enquiries/:id/resend',
];

const OTHER_SECRET = 'another-secret-entirely-0123456789abcdef';

type Claims = Record<string, unknown>;
type Credential = (claims: Claims) => Promise<Record<string, string>> | Record<string, string>;

const bearerOf = async (token: string | Promise<string>) => ({ authorization: `Bearer ${await token}` });
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Each differs from a valid token in one way only (the control case below accepts the unchanged claims). */
const REFUSED_CREDENTIALS: [string, Credential][] = [
  ['no Authorization header', () => ({})],
  ['a Bearer scheme without a token', () => ({ authorization: 'Bearer ' })],
  [
    'a Basic scheme with the right password',
    () => ({
      authorization: `Basic ${Buffer.from(`${TEST_ADMIN_USERNAME}:${TEST_ADMIN_PASSWORD}`).toString('base64')}`,
    }),
  ],
  ['an unsigned token (alg: none)', (claims) => bearerOf(handMadeToken({ alg: 'none', typ: 'JWT' }, claims))],
  ['an unsigned token (alg: None)', (claims) => bearerOf(handMadeToken({ alg: 'None', typ: 'JWT' }, claims))],
  ['an HS256 header without a signature', (claims) => bearerOf(handMadeToken({ alg: 'HS256', typ: 'JWT' }, claims))],
  ['a token signed with another secret', (claims) => bearerOf(signToken(claims, OTHER_SECRET))],
  ["an HS512 token signed with the server's own secret", (claims) => bearerOf(signToken(claims, undefined, 'HS512'))],
  [
    'an expired token',
    (claims) => bearerOf(signToken({ ...claims, iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 })),
  ],
  ['a token of another token version', (claims) => bearerOf(signToken({ ...claims, tv: 1 }))],
  ['a token without a token version', ({ tv: _tv, ...claims }) => bearerOf(signToken(claims))],
  ['a token without a session', ({ sid: _sid, ...claims }) => bearerOf(signToken(claims))],
  ['a token naming a session that does not exist', (claims) => bearerOf(signToken({ ...claims, sid: 999999 }))],
  ['a token naming a user that does not exist', (claims) => bearerOf(signToken({ ...claims, sub: '999999' }))],
  ["a token whose username is not the user's", (claims) => bearerOf(signToken({ ...claims, username: 'root' }))],
  [
    'a valid token whose claims were edited after signing',
    async (claims) => {
      const [header, , signature] = (await signToken(claims)).split('.');
      const edited = Buffer.from(JSON.stringify({ ...claims, username: 'root' })).toString('base64url');
      return { authorization: `Bearer ${header}.${edited}.${signature}` };
    },
  ],
];

describe.each(testDatabases())('tokens on every signed-in route (%s)', (kind) => {
  let t: TestApp;
  let fixture: Fixture;
  let routes: Route[];
  let claims: Claims;

  beforeAll(async () => {
    t = await createTestApp(kind);
    fixture = await seedFixture(t);
    routes = signedInRoutes(t.app);
    claims = {
      sub: String(await adminId(t)),
      username: TEST_ADMIN_USERNAME,
      tv: 0,
      sid: await adminSession(t),
      exp: nowSeconds() + 3600,
    };
  });

  afterAll(async () => {
    await t.close();
  });

  /**
   * Calls every signed-in route with `headers` and the request that would act if they were accepted (a body the
   * route takes, a real row's id); answers "METHOD url -> status code" for each.
   */
  async function callEveryRoute(headers: Record<string, string>): Promise<string[]> {
    const answers: string[] = [];
    for (const route of routes) {
      const write = WRITE_ROUTES.find((candidate) => routeName(candidate) === routeName(route));
      const response = write
        ? await sendWrite(t, write, fixture, write.body(writeContext(t, fixture)), { headers })
        : await t.app.inject({ method: route.method as 'GET', url: fixtureUrl(route.url, fixture), headers });
      const code = route.method === 'HEAD' ? '' : ` ${response.json<{ code?: string }>().code ?? ''}`;
      answers.push(`${routeName(route)} -> ${response.statusCode}${code}`);
    }
    return answers;
  }

  const everyRouteRefused = () =>
    routes.map((route) => `${routeName(route)} -> 401${route.method === 'HEAD' ? '' : ' UNAUTHORIZED'}`);

  it('reads the signed-in routes from the app, every known one included', () => {
    expect(routes.map(routeName)).toEqual(expect.arrayContaining(KNOWN_SIGNED_IN_ROUTES));
  });

  it.each(REFUSED_CREDENTIALS)(
    'answers 401 on every signed-in route to %s, and nothing changes',
    async (_case, make) => {
      const headers = await make(claims);
      const before = await installationState(t);

      const answers = await callEveryRoute(headers);

      expect(answers).toEqual(everyRouteRefused());
      await expectUnchanged(t, before);
    },
  );

  it('accepts the unchanged hand-signed claims on every signed-in read, so each refusal above is for its one change', async () => {
    const headers = await bearerOf(signToken(claims));
    const reads = routes.filter((route) => route.method === 'GET' || route.method === 'HEAD');

    const statuses = await Promise.all(
      reads.map(async (route) => {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: fixtureUrl(route.url, fixture),
          headers,
        });
        return `${routeName(route)} -> ${response.statusCode}`;
      }),
    );

    expect(statuses).toEqual(reads.map((route) => `${routeName(route)} -> 200`));
  });

  it('refuses, on every signed-in route, a token issued before the password was changed through the API', async () => {
    const oldToken = await t.login();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/users/reset-password',
      headers: bearer(oldToken),
      payload: {
        username: TEST_ADMIN_USERNAME,
        current_password: TEST_ADMIN_PASSWORD,
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    const before = await installationState(t);

    const answers = await callEveryRoute(bearer(oldToken));

    expect(answers).toEqual(everyRouteRefused());
    await expectUnchanged(t, before);
    const freshToken = changed.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
    const fresh = await t.app.inject({ method: 'GET', url: '/v1/auth/validate-token', headers: bearer(freshToken) });
    expect(fresh.statusCode).toBe(200);
  });
});
