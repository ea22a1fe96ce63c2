import { createLimiter, QueueFullError } from '@/server/services/concurrency';
import { HttpError } from '@/server/errors';
import {
  inHashingQueue,
  MAX_CONCURRENT_HASHES,
  MAX_WAITING_HASHES,
  verifyPassword,
} from '@/server/services/auth/password-hashing';
import { testDatabases, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, useTestApp } from './helpers/test-app';

/** A task that runs until the test lets it finish, counting how many such tasks run at the same time. */
function blockers() {
  let running = 0;
  let mostAtOnce = 0;
  const releases: Array<() => void> = [];
  const task = () =>
    new Promise<void>((resolve) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      releases.push(() => {
        running -= 1;
        resolve();
      });
    });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    task,
    mostAtOnce: () => mostAtOnce,
    started: () => releases.length,
    /** Lets every started task finish, and those that start meanwhile, until none is left. */
    async releaseAll() {
      for (let released = 0; released < releases.length; released += 1) {
        releases[released]!();
        await settle();
      }
    },
    settle,
  };
}

describe('createLimiter', () => {
  it('runs at most `max` tasks at once and refuses one beyond `maxWaiting` waiting', async () => {
    const limit = createLimiter(2, 3);
    const tasks = blockers();

    const accepted = Array.from({ length: 5 }, () => limit(tasks.task));
    const refused = limit(tasks.task);
    await tasks.settle();

    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    expect(tasks.started()).toBe(2);
    await tasks.releaseAll();
    await Promise.all(accepted);
    expect(tasks.started()).toBe(5);
    expect(tasks.mostAtOnce()).toBe(2);
  });
});

describe('the password hashing queue', () => {
  it(`checks at most ${MAX_CONCURRENT_HASHES} at once and refuses one beyond ${MAX_WAITING_HASHES} waiting with 503 SERVER_BUSY`, async () => {
    const tasks = blockers();
    const accepted = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES }, () =>
      inHashingQueue(tasks.task),
    );
    await tasks.settle();

    const refused = verifyPassword('$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g', 'x');

    await expect(refused).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVER_BUSY',
      params: { seconds: expect.any(Number) },
    });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    expect(tasks.started()).toBe(MAX_CONCURRENT_HASHES);
    await tasks.releaseAll();
    await Promise.all(accepted);
    expect(tasks.mostAtOnce()).toBe(MAX_CONCURRENT_HASHES);
  });
});

describe.each(testDatabases())('sign-in while the hashing queue is full (%s)', (kind) => {
  const t = useTestApp(
    kind,
    {},
    {
      clientFiles: {
        'index.html': '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
        'favicon.ico': 'icon',
      },
    },
  );

  it('answers 503 SERVER_BUSY with Retry-After, still serves static files, and signs in once there is room', async () => {
    const tasks = blockers();
    // The queue is full of this client's own work (app.inject comes from 127.0.0.1).
    const held = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES }, () =>
      inHashingQueue(tasks.task, '127.0.0.1'),
    );
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD },
      });

    const busy = await signIn();
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });

    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ error: true, code: 'SERVER_BUSY', params: { seconds: 1 } });
    expect(busy.headers['retry-after']).toBe('1');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.body).toBe('icon');

    await tasks.releaseAll();
    await Promise.all(held);
    expect((await signIn()).statusCode).toBe(200);
  });
});
