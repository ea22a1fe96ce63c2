import { adminId, adminSession, signToken } from '../helpers/attacks';
import { bearer, createTestApp, testDatabases, TEST_ADMIN_USERNAME, type TestApp } from '../helpers/test-app';

describe.each(testDatabases())('access token claims (%s)', (kind) => {
  let t: TestApp;
  let id: number;
  let sid: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    id = await adminId(t);
    sid = await adminSession(t);
  });
  afterAll(() => t.close());

  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
  const validate = (token: string) =>
    t.app.inject({ method: 'GET', url: '/v1/auth/validate-token', headers: bearer(token) });
  const claims = (overrides: Record<string, unknown> = {}) => ({
    sub: String(id),
    username: TEST_ADMIN_USERNAME,
    tv: 0,
    sid,
    exp: inAnHour(),
    ...overrides,
  });

  it('accepts a well-formed token', async () => {
    const res = await validate(await signToken(claims()));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.username).toBe(TEST_ADMIN_USERNAME);
  });

  it('refuses a token without an expiry', async () => {
    const { exp: _exp, ...noExpiry } = claims();
    expect((await validate(await signToken(noExpiry))).statusCode).toBe(401);
  });

  // '#' stands for the admin's id.
  it.each([' #', '# ', '#e0', '0#', '+#', '#.0', '', '9007199254740993'])(
    'refuses the subject %j, which is not the user id as issued',
    async (pattern) => {
      const sub = pattern.replace('#', String(id));
      expect((await validate(await signToken(claims({ sub })))).statusCode).toBe(401);
    },
  );

  it('refuses a token version that is not an integer', async () => {
    expect((await validate(await signToken(claims({ tv: 0.5 })))).statusCode).toBe(401);
  });
});
