import zlib from 'node:zlib';
import { bearer, testDatabases, useTestApp } from './helpers/test-app';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Template</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('a script long enough to be worth compressing '.repeat(40))});`;

const career = (name: string) => ({ name, position: 'Staff', description: `About ${name}`, status: true });

describe.each(testDatabases())('HTTP caching (%s)', (kind) => {
  const t = useTestApp(
    kind,
    {},
    {
      clientFiles: {
        'index.html': TEMPLATE,
        'assets/main.0123456789ab.js': SCRIPT,
        'assets/main.0123456789ab.js.br': zlib.brotliCompressSync(SCRIPT),
        'assets/main.0123456789ab.js.gz': zlib.gzipSync(SCRIPT),
      },
    },
  );

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const addCareer = async (name: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/careers',
      headers: bearer(await t.login()),
      payload: career(name),
    });
    expect(response.statusCode).toBe(201);
  };
  const careerNames = (body: string) => (JSON.parse(body) as { data: { name: string }[] }).data.map((c) => c.name);

  it('gives public answers a weak ETag to revalidate, and answers 304 with no body when it still matches', async () => {
    await addCareer('Chemist');
    const first = await get('/v1/careers');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get('/v1/careers', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);

    const otherTag = await get('/v1/careers', { 'if-none-match': 'W/"something-else"' });
    expect(otherTag.statusCode).toBe(200);
    expect(careerNames(otherTag.body)).toEqual(['Chemist']);
  });

  it('answers a new ETag and the new content right after an admin write', async () => {
    await addCareer('Chemist');
    const before = await get('/v1/careers');
    await get('/v1/careers');

    await addCareer('Food technologist');
    const after = await get('/v1/careers', { 'if-none-match': String(before.headers.etag) });

    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(careerNames(after.body).sort()).toEqual(['Chemist', 'Food technologist']);
  });

  it('never lets one process answer from its cache what another process has changed since', async () => {
    await addCareer('Chemist');
    const other = await t.openAnotherProcess();
    const seenByOther = await other.inject({ method: 'GET', url: '/v1/careers' });
    expect(careerNames(seenByOther.body)).toEqual(['Chemist']);

    await addCareer('Lab analyst');

    const afterWrite = await other.inject({ method: 'GET', url: '/v1/careers' });
    expect(careerNames(afterWrite.body).sort()).toEqual(['Chemist', 'Lab analyst']);
  });

  it('sees at once a change made outside the API, as a restore or a seed makes it', async () => {
    await addCareer('Chemist');
    await get('/v1/careers');
    await get('/v1/careers');

    await t.app.repos.careers.create(career('Warehouse lead'));

    expect(careerNames((await get('/v1/careers')).body).sort()).toEqual(['Chemist', 'Warehouse lead']);
  });

  it('keeps one answer per route for any number of query parameters the route does not declare', async () => {
    await addCareer('Chemist');
    const routes = ['/v1/home', '/v1/site', '/v1/careers', '/v1/whatsnew', '/v1/galleries', '/v1/articles/home'];
    for (const route of routes) expect([route, (await get(route)).statusCode]).toEqual([route, 200]);
    const entries = t.app.responseCache.size;

    for (let i = 0; i < 50; i += 1) {
      for (const route of routes) {
        const response = await get(`${route}?cb=${i}&_=${i * 7}`);
        expect([route, response.statusCode]).toEqual([route, 200]);
      }
    }

    expect(t.app.responseCache.size).toBe(entries);
  });

  it('refuses undeclared parameters on routes with a closed query, and files equal declared values once', async () => {
    expect((await get('/v1/articles?page=1&cb=123')).statusCode).toBe(400);
    expect((await get('/v1/categories/products?cb=123')).statusCode).toBe(400);

    const first = await get('/v1/articles?page=1&limit=8');
    const entries = t.app.responseCache.size;
    const sameValues = await get('/v1/articles?limit=08&page=01');

    expect(sameValues.statusCode).toBe(200);
    expect(sameValues.headers.etag).toBe(first.headers.etag);
    expect(t.app.responseCache.size).toBe(entries);
  });

  it('keeps admin and sign-in answers out of every cache, without an ETag', async () => {
    const token = await t.login();
    const admin = await get('/v1/admin/careers', bearer(token));
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.headers.etag).toBeUndefined();

    const validate = await get('/v1/auth/validate-token', bearer(token));
    expect(validate.headers['cache-control']).toBe('private, no-store');
    expect(validate.headers.etag).toBeUndefined();
  });

  it.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('compresses a large answer with %s when the client accepts it', async (encoding, decode) => {
    for (let i = 1; i <= 12; i += 1) await t.app.repos.careers.create(career(`Position number ${i}`));
    const plain = await get('/v1/careers');
    const compressed = await get('/v1/careers', { 'accept-encoding': encoding });

    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(decode(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.headers.etag).toBe(plain.headers.etag);
  });

  it('serves the build’s pre-compressed assets, cached for a year, and revalidates the page', async () => {
    const asset = await get('/assets/main.0123456789ab.js', { 'accept-encoding': 'br, gzip' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(SCRIPT);

    const page = await get('/karir');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
