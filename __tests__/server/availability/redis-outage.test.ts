import net from 'node:net';
import {
  bearer,
  countRows,
  createTestApp,
  testDatabases,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  type TestApp,
} from '../helpers/test-app';

const LOW_LIMITS = { RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_WRITES_PER_MINUTE: '2' };

/** A loopback port nothing listens on: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function answers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 1000 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

const career = { name: 'QC Analyst', position: 'Laboratory', description: 'Checks every incoming lot.' };

describe.each(testDatabases())('REDIS_URL pointing at a Redis that is down (%s)', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind, { ...LOW_LIMITS, REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
  });

  afterEach(async () => {
    await t.close();
  });

  const login = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: ip,
      payload: { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD },
    });

  it('signs in and saves admin writes, counting the rate limits in the process', async () => {
    const logins = [];
    for (let attempt = 0; attempt < 4; attempt += 1) logins.push((await login('198.51.100.7')).statusCode);
    expect(logins).toEqual([200, 200, 200, 429]);

    const token = (await login('198.51.100.8')).json().data.token.access_token as string;
    const writes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/careers',
        remoteAddress: '198.51.100.8',
        headers: bearer(token),
        payload: career,
      });
      writes.push(response.statusCode);
    }
    expect(writes).toEqual([201, 201, 429]);
    expect(await countRows(t.db, 'careers')).toBe(2);
  });

  it('reports Redis down in /v1/health and still answers 200 (the process can serve)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: 'degraded',
      database: { status: 'up', dialect: kind },
      redis: { status: 'down' },
    });
  });
});

describe('REDIS_URL pointing at the local Redis', () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
  });

  it('reports Redis up in /v1/health', async () => {
    if (!(await answers(6379))) {
      console.warn('No Redis at 127.0.0.1:6379: skipped');
      return;
    }
    t = await createTestApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:6379' });

    const response = await t.app.inject({ method: 'GET', url: '/v1/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: 'ok',
      database: { status: 'up', dialect: 'sqlite' },
      redis: { status: 'up' },
    });
  });
});
