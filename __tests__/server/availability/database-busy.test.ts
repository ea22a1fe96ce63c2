import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { bearer, countRows, createTestApp, type TestApp } from '../helpers/test-app';

/** Another process (a CLI, a second server) holding SQLite's write lock until its stdin closes. */
async function holdWriteLock(file: string): Promise<ChildProcess> {
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    process.stdin.on('end', () => { db.exec('ROLLBACK'); db.close(); });
    process.stdin.resume();
  `;
  const child = spawn(process.execPath, ['-e', script, file], { stdio: ['pipe', 'pipe', 'inherit'] });
  await once(child.stdout!, 'data');
  return child;
}

async function release(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.stdin!.end();
  await exited;
}

describe('a SQLite write while another process holds the write lock', () => {
  let t: TestApp;
  let token: string;
  let locker: ChildProcess | undefined;

  beforeEach(async () => {
    t = await createTestApp('sqlite');
    token = await t.login();
  });

  afterEach(async () => {
    if (locker) await release(locker);
    locker = undefined;
    await t.close();
  });

  const createCareer = () =>
    t.app.inject({
      method: 'POST',
      url: '/v1/admin/careers',
      headers: bearer(token),
      payload: { name: 'QC Analyst', position: 'Laboratory', description: 'Checks every incoming lot.' },
    });

  it('answers 503 DATABASE_BUSY with Retry-After and stores nothing, while reads answer 200', async () => {
    locker = await holdWriteLock(t.config.databaseUrl);

    const write = await createCareer();
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({
      error: true,
      message: expect.any(String),
      code: 'DATABASE_BUSY',
      params: { seconds: 1 },
    });
    expect(write.headers['retry-after']).toBe('1');

    const read = await t.app.inject({ method: 'GET', url: '/v1/careers' });
    expect(read.statusCode).toBe(200);

    await release(locker);
    locker = undefined;
    expect(await countRows(t.db, 'careers')).toBe(0);
    expect((await createCareer()).statusCode).toBe(201);
  });
});
