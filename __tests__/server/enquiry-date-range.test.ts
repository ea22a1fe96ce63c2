import { adminGet } from './helpers/enquiries';
import { testDatabases, useTestApp } from './helpers/test-app';

describe.each(testDatabases())('inbox date range (%s)', (kind) => {
  const t = useTestApp(kind);
  let token: string;

  beforeEach(async () => {
    token = await t.login();
  });

  it.each(['/v1/admin/enquiries', '/v1/admin/enquiries/export'])(
    '%s refuses a range that ends before it starts: 400 VALIDATION naming `to`',
    async (path) => {
      const response = await adminGet(t, token, `${path}?from=2025-02-10&to=2025-02-01`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: 'VALIDATION', fields: { to: 'out_of_range' } });
    },
  );

  it('takes a range of one day', async () => {
    const response = await adminGet(t, token, '/v1/admin/enquiries?from=2025-02-01&to=2025-02-01');
    expect(response.statusCode).toBe(200);
  });
});
