import net from 'node:net';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, type TestApp } from '../helpers/test-app';

/**
 * A Redis that answers the client's first handshake, then stops answering while keeping the connection open (a
 * stopped process): it records the names of the commands it is sent from then on.
 */
const INFO = '# Server\r\nloading:0\r\n';

async function redisThatHangs() {
  const sockets = new Set<net.Socket>();
  const unanswered: string[] = [];
  let hung = false;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk) => {
      for (const [, name] of chunk.toString('latin1').matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)\r\n/g)) {
        const command = name!.toLowerCase();
        if (hung) unanswered.push(command);
        else if (command === 'info') socket.write(`$${INFO.length}\r\n${INFO}\r\n`);
        else socket.write('+OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    unanswered,
    hang() {
      hung = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('REDIS_URL pointing at a Redis that stopped answering', () => {
  let t: TestApp;
  let redis: Awaited<ReturnType<typeof redisThatHangs>>;

  beforeEach(async () => {
    redis = await redisThatHangs();
    t = await createTestApp('sqlite', { RATE_LIMIT_LOGIN_PER_MINUTE: '3', REDIS_URL: redis.url });
    redis.hang();
  });

  afterEach(async () => {
    await t.close();
    await redis.close();
  });

  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: '198.51.100.9',
      payload: { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD },
    });

  it('counts the limits in the process after the first unanswered command, without asking Redis again', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await login()).statusCode);

    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(redis.unanswered.filter((command) => command.startsWith('eval'))).toHaveLength(1);
  });

  it('reports Redis slow in /v1/health and still answers 200', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: 'degraded',
      database: { status: 'up', dialect: 'sqlite' },
      redis: { status: 'slow' },
    });
  });
});
