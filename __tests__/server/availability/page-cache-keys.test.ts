import { testDatabases, useTestApp } from '../helpers/test-app';
import { pinContentVersion } from '../helpers/content-version';
import { recordingRenderer, TEMPLATE } from './recording-renderer';

const renderer = recordingRenderer();
afterAll(() => renderer.remove());

describe.each(testDatabases())('the cache of server-rendered pages (%s)', (kind) => {
  const t = useTestApp(kind, { SSR_BUNDLE: renderer.file }, { clientFiles: { 'index.html': TEMPLATE } });

  beforeEach(async () => {
    renderer.reset();
    await pinContentVersion(t.app);
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

  it('serves a page with tracking or junk parameters from the entry of the page without them', async () => {
    const plain = await get('/');
    const entries = t.app.responseCache.size;

    const variants = await Promise.all(
      ['/?utm_source=news&utm_medium=mail', '/?cb=1', '/?cb=2', '/?fbclid=x&cb=3'].map(async (url) => get(url)),
    );

    expect(plain.statusCode).toBe(200);
    for (const variant of variants) {
      expect(variant.statusCode).toBe(200);
      expect(variant.headers.etag).toBe(plain.headers.etag);
    }
    expect(renderer.renders).toEqual(['/']);
    expect(t.app.responseCache.size).toBe(entries);
  });

  it('renders the page without the parameters it does not read, so none reaches the cached page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/karir?utm_campaign=secret-campaign' });

    expect(page.statusCode).toBe(200);
    expect(renderer.renders).toEqual(['/karir']);
    expect(page.body).not.toContain('secret-campaign');
  });

  it('keeps the parameters a page reads, and ?lang=, apart', async () => {
    await get('/artikel?page=2&utm_source=a');
    await get('/artikel?utm_source=b&page=2');
    await get('/artikel?page=3');
    await get('/artikel?lang=id&page=3&x=1');
    await get('/artikel?lang=zz&page=3');

    expect(renderer.renders).toEqual(['/artikel?page=2', '/artikel?page=3', '/artikel?lang=id&page=3']);
  });
});
