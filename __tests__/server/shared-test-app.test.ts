import fs from 'node:fs';
import path from 'node:path';
import type { App } from '@/server/app';
import {
  countRows,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  bearer,
  testDatabases,
  useSharedTestApp,
} from './helpers/test-app';

// These tests run in order on purpose: the second checks what the first left behind.
describe.each(testDatabases())('one app for the tests of a file, its data emptied between them (%s)', (kind) => {
  const t = useSharedTestApp(kind, { RATE_LIMIT_LOGIN_PER_MINUTE: '1' });
  let firstApp: App | undefined;

  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD },
    });

  it('leaves rows, files and a spent rate limit behind', async () => {
    firstApp = t.app;
    await t.app.repos.categories.create({ name: 'Sweeteners', description: 'Sweet.', image: null });
    fs.mkdirSync(t.config.uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadsDir, 'left-behind.webp'), 'image');

    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(429);
  });

  it('keeps the app and its memory, with an empty database, the admin, ids from 1 and no files', async () => {
    expect(t.app).toBe(firstApp);
    expect(await countRows(t.db, 'categories')).toBe(0);
    expect(await countRows(t.db, 'users')).toBe(1);
    expect(await t.app.repos.categories.create({ name: 'Emulsifiers', description: '', image: null })).toBe(1);
    expect(fs.readdirSync(t.config.uploadsDir)).toEqual([]);
    // The sign-in limit counted in the first test still holds: the app was not built again.
    expect((await login()).statusCode).toBe(429);
  });

  it('mints a token the app accepts, without signing in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/validate-token',
      headers: bearer(await t.login()),
    });
    expect(response.statusCode).toBe(200);
  });
});
