import fs from 'node:fs';
import path from 'node:path';
import { testDatabases, useSharedTestApp } from './helpers/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><title>Test client</title></head><body><div id="root"></div></body></html>';

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe.each(testDatabases())('platform (%s)', (kind) => {
  const t = useSharedTestApp(kind, {}, { clientFiles: { 'index.html': INDEX_HTML } });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const postJson = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

  it('GET /v1/health reports the database in use', async () => {
    const response = await get('/v1/health');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      error: false,
      data: { status: 'ok', database: { status: 'up', dialect: kind } },
    });
    expect(response.json().data).not.toHaveProperty('redis');
  });

  it('GET /v1/site answers the company identity and contacts', async () => {
    const response = await get('/v1/site');

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      companyName: expect.any(String),
      shortName: expect.any(String),
      headOffice: {
        name: expect.any(String),
        address: expect.any(String),
        openingHours: expect.any(String),
        phones: expect.any(Array),
        mapUrl: expect.any(String),
      },
      branches: expect.any(Array),
      emails: { general: expect.any(String), sales: expect.any(String), recruiting: expect.any(String) },
      whatsapp: expect.any(String),
      social: expect.any(Array),
      timeZone: 'Asia/Jakarta',
    });
    expect(data).toMatchObject({ companyName: t.config.site.companyName, emails: t.config.site.emails });
    expect(data.branches.length).toBeGreaterThan(0);
  });

  it('GET /v1/docs/json is an OpenAPI document listing the career routes', async () => {
    const response = await get('/v1/docs/json');

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths).toHaveProperty('/v1/careers');
    expect(document.paths).toHaveProperty(['/v1/admin/careers', 'post']);
  });

  it.each(['/v1/nothing-here', '/v1/careers/1/unknown', '/v1'])(
    'an unknown API path %s answers a JSON 404',
    async (url) => {
      const response = await get(url);

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
      expect(response.body).not.toContain('<html');
    },
  );

  it('an unknown API path answers JSON for other methods too', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/v1/nothing-here' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
  });

  it.each(['/karir', '/admin/karir'])('the page path %s answers the client index.html, never cached', async (url) => {
    const response = await get(url);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('<title>Test client</title>');
  });

  it('answers a page path of a missing entity with the client page and status 404', async () => {
    const response = await get('/karir/detail_karir/999');

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('noindex');
  });

  it('puts the security headers on API answers', async () => {
    const response = await get('/v1/health');

    expectSecurityHeaders(response.headers);
  });

  it('puts the security headers on page answers', async () => {
    const response = await get('/karir');

    expectSecurityHeaders(response.headers);
  });

  it('serves an uploaded file with a CSP that forbids everything', async () => {
    fs.writeFileSync(path.join(t.config.uploadsDir, 'sample-320.webp'), Buffer.from('RIFF0000WEBPVP8 '));

    const response = await get('/uploads/sample-320.webp');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.toString()).toBe('RIFF0000WEBPVP8 ');
  });

  it('answers a JSON 404 for a missing upload, never the page', async () => {
    const response = await get('/uploads/missing-320.webp');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
  });

  it.each([
    ['__proto__', '{"username":"admin","password":"x","__proto__":{"isAdmin":true}}'],
    ['constructor.prototype', '{"username":"admin","password":"x","constructor":{"prototype":{"isAdmin":true}}}'],
  ])('refuses a JSON body carrying %s with 400', async (_case, payload) => {
    const response = await postJson('/v1/auth/login', payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true });
    expect(response.body).not.toContain('access_token');
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const response = await postJson('/v1/auth/login', '{"username":');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const payload = JSON.stringify({ username: 'admin', password: 'x'.repeat(1024 * 1024) });

    const response = await postJson('/v1/auth/login', payload);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: true });
  });
});
