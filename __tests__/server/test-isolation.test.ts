import fs from 'node:fs';
import path from 'node:path';
import { countRows, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, testDatabases, useTestApp } from './helpers/test-app';

// These tests run in order on purpose: the second checks what the first left behind.
describe.each(testDatabases())('each test starts on a fresh installation (%s)', (kind) => {
  const t = useTestApp(kind, { RATE_LIMIT_LOGIN_PER_MINUTE: '1' });
  let firstDataDir = '';

  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD },
    });

  it('leaves rows, files and a spent rate limit behind', async () => {
    firstDataDir = t.config.dataDir;
    await t.app.repos.categories.create({ name: 'Sweeteners', description: 'Sweet.', image: null });
    await t.app.repos.categories.create({ name: 'Colours', description: 'Natural.', image: null });
    fs.mkdirSync(t.config.uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadsDir, 'left-behind.webp'), 'image');
    fs.mkdirSync(path.join(t.config.dataDir, 'outbox'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'outbox', 'left-behind.eml'), 'mail');

    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(429);
  });

  it('gets an empty database with only the admin, ids from 1, no files and fresh limits, in the same place', async () => {
    // The database is emptied, not made again: that is what keeps the server suite fast.
    expect(t.config.dataDir).toBe(firstDataDir);
    expect(await countRows(t.db, 'categories')).toBe(0);
    expect(await countRows(t.db, 'users')).toBe(1);
    const id = await t.app.repos.categories.create({ name: 'Emulsifiers', description: '', image: null });
    expect(id).toBe(1);
    const files = fs
      .readdirSync(t.config.dataDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => fs.statSync(path.join(t.config.dataDir, name)).isFile() && !name.startsWith('app.db'));
    expect(files).toEqual([]);
    expect((await login()).statusCode).toBe(200);
  });
});
