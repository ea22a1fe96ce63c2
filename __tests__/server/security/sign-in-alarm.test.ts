import { Writable } from 'node:stream';
import { buildApp, type App } from '@/server/app';
import { adminId } from '../helpers/attacks';
import { testDatabases, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, useTestApp } from '../helpers/test-app';

interface LogLine {
  level: number;
  msg: string;
  failures?: number;
}

const WARN = 40;

describe.each(testDatabases())('account-wide sign-in alarm (%s)', (kind) => {
  const t = useTestApp(kind);
  let app: App;
  let lines: LogLine[];

  beforeEach(async () => {
    lines = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    });
    // The same database as the test app, with a logger whose lines the test reads.
    app = await buildApp(t.config, { db: t.db, logger: { level: 'warn', stream } });
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
  });

  const login = (password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: TEST_ADMIN_USERNAME, password },
      remoteAddress,
    });

  /** `count` recent failures of the admin spread over addresses that are all waiting now. */
  async function recentFailuresElsewhere(count: number): Promise<void> {
    const userId = await adminId(t);
    const now = Date.now();
    const rows = Array.from({ length: Math.ceil(count / 8) }, (_, index) => ({
      user_id: userId,
      client_address: `203.0.113.${index + 1}`,
      failure_count: Math.min(8, count - index * 8),
      last_failed_at: new Date(now - 60_000).toISOString(),
      locked_until: new Date(now + 600_000).toISOString(),
    }));
    await t.db.kysely.insertInto('login_failures').values(rows).execute();
  }

  const alarms = () => lines.filter((line) => line.level === WARN && /password-guessing/.test(line.msg));

  it('logs a warning once the account draws 50 wrong passwords within the hour, and locks nobody out', async () => {
    await recentFailuresElsewhere(48);

    expect((await login('Wrong-Password#1', '198.51.100.1')).statusCode).toBe(401);
    expect(alarms()).toEqual([]);
    expect((await login('Wrong-Password#2', '198.51.100.2')).statusCode).toBe(401);

    expect(alarms()).toEqual([expect.objectContaining({ failures: 50 })]);
    expect((await login(TEST_ADMIN_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  });

  it('does not count failures older than the hour toward the alarm', async () => {
    await recentFailuresElsewhere(60);
    await t.db.kysely
      .updateTable('login_failures')
      .set({ last_failed_at: new Date(Date.now() - 2 * 3_600_000).toISOString() })
      .execute();

    expect((await login('Wrong-Password#1', '198.51.100.1')).statusCode).toBe(401);

    expect(alarms()).toEqual([]);
  });
});
