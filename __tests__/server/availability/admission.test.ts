import type { LightMyRequestResponse } from 'fastify';
import { createAdmission } from '@/server/services/admission';
import { testDatabases, useTestApp } from '../helpers/test-app';
import { pinContentVersion } from '../helpers/content-version';
import { recordingRenderer, TEMPLATE } from './recording-renderer';

const renderer = recordingRenderer();
afterAll(() => renderer.remove());

const FLOODER = '203.0.113.7';
const NEIGHBOUR = '198.51.100.20';

/** One running and one waiting per client; the waiting one is refused soon. */
const LIMITS = { ADMISSION_PER_CLIENT: '1', ADMISSION_WAITING_PER_CLIENT: '1', ADMISSION_WAIT_MS: '200' };

const expectRefused = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
};

/** The first `count` of `requests` to be answered (concurrent requests start in no guaranteed order). */
function firstAnswered<T>(requests: Promise<T>[], count: number): Promise<T[]> {
  return new Promise((resolve) => {
    const answered: T[] = [];
    for (const request of requests)
      void request.then((answer) => {
        answered.push(answer);
        if (answered.length === count) resolve(answered);
      });
  });
}

describe.each(testDatabases())('per-client admission of uncached work (%s)', (kind) => {
  const t = useTestApp(kind, { SSR_BUNDLE: renderer.file, ...LIMITS }, { clientFiles: { 'index.html': TEMPLATE } });

  beforeEach(async () => {
    renderer.reset();
    await pinContentVersion(t.app);
  });
  afterEach(() => renderer.release());

  const page = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });

  it('refuses a client its uncached pages beyond its share, while others and cached pages are still served', async () => {
    expect((await page('/', NEIGHBOUR)).statusCode).toBe(200);

    // Unknown pages: each is rendered (a 404 page), none is cached. One runs (held), one waits, two are refused.
    const flood = ['/hold-1', '/hold-2', '/hold-3', '/hold-4'].map((url) => page(url, FLOODER));
    const [cached, neighbour] = await Promise.all([page('/?utm_source=x', FLOODER), page('/karir', NEIGHBOUR)]);
    expect(cached.statusCode).toBe(200);
    expect(neighbour.statusCode).toBe(200);

    // The waiting one too, once it has waited its time.
    for (const response of await firstAnswered(flood, 3)) expectRefused(response);
    renderer.release();
    const statuses = (await Promise.all(flood)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(1);
    expect((await page('/hold-5', FLOODER)).statusCode).toBe(404);
  });

  it('counts every address of an IPv6 /64 as one client', async () => {
    const flood = [
      page('/hold-1', '2001:db8:1:2::1'),
      page('/hold-2', '2001:db8:1:2::2'),
      page('/hold-3', '2001:db8:1:2:abcd::3'),
    ];
    for (const response of await firstAnswered(flood, 2)) expectRefused(response);

    expect((await page('/karir', '2001:db8:1:3::1')).statusCode).toBe(200);
    renderer.release();
    expect((await Promise.all(flood)).filter((response) => response.statusCode === 404)).toHaveLength(1);
  });

  it.each([
    ['/v1/search?q=', 'search'],
    ['/v1/catalogue/facets?search=', 'catalogueFacets'],
  ] as const)('answers %s… beyond a client’s share with 429 RATE_LIMITED', async (prefix, repository) => {
    const cachedUrl = `${prefix}cached`;
    expect((await t.app.inject({ url: cachedUrl, remoteAddress: FLOODER })).statusCode).toBe(200);
    // The database work of every uncached answer waits until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const repos = t.app.repos as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
    const target = repos[repository]!;
    const method = repository === 'search' ? 'find' : 'count';
    const original = target[method]!.bind(target);
    target[method] = async (...args) => {
      await held;
      return original(...args);
    };

    try {
      const get = (word: string, remoteAddress = FLOODER) => t.app.inject({ url: `${prefix}${word}`, remoteAddress });
      const flood = [get('alpha'), get('beta'), get('gamma')];
      const refused = await firstAnswered(flood, 2);
      for (const response of refused) {
        expectRefused(response);
        expect(response.json()).toMatchObject({ error: true, code: 'RATE_LIMITED' });
      }
      expect((await get('cached')).statusCode).toBe(200);
      const neighbour = get('delta', NEIGHBOUR);
      release();
      expect((await Promise.all(flood)).filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect((await neighbour).statusCode).toBe(200);
    } finally {
      release();
      target[method] = original;
    }
  });
});

describe('the turns of one client', () => {
  it("lets other clients' requests in between its tasks, even tasks whose work is synchronous", async () => {
    const admission = createAdmission({ perClient: 1, waitingPerClient: 8, waitMs: 1000 });
    const events: string[] = [];
    // SQLite answers within the task's own turn of the event loop: each task here is work that never yields.
    const tasks = [1, 2, 3].map((n) =>
      admission.run(FLOODER, async () => {
        events.push(`flooder ${n}`);
        // Another client's request, read by the event loop while the first task runs.
        if (n === 1) setImmediate(() => events.push('neighbour'));
      }),
    );
    await Promise.all(tasks);

    expect(events).toEqual(['flooder 1', 'neighbour', 'flooder 2', 'flooder 3']);
    expect(admission.clients).toBe(0);
  });
});
