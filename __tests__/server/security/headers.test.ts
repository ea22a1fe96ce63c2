import { parseStoredImage } from '@/server/repositories/image-column';
import { storedImageColumn } from '../helpers/content';
import { createTestApp, testDatabases, TEST_ADMIN_USERNAME, type TestApp } from '../helpers/test-app';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Template</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';

/** A CSP header as directive name -> sources. */
function policy(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

interface Answer {
  status: number;
  headers: Record<string, unknown>;
}

/** Which answer, how to get it, its status and its content type (null: it has no body). */
type Kind = [string, (t: TestApp) => Promise<Answer>, number, RegExp | null];

const get = (url: string) => async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers };
};

const signIn = async (t: TestApp) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress: '192.0.2.1',
    payload: { username: TEST_ADMIN_USERNAME, password: 'Wrong-Password#1' },
  });
  return { status: response.statusCode, headers: response.headers };
};

const KINDS: Kind[] = [
  ['API JSON', get('/v1/site'), 200, /^application\/json/],
  [
    'API JSON from the response cache',
    async (t) => {
      await get('/v1/whatsnew')(t);
      return get('/v1/whatsnew')(t);
    },
    200,
    /^application\/json/,
  ],
  [
    '304 Not Modified',
    async (t) => {
      const { headers } = await get('/v1/careers')(t);
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/careers',
        headers: { 'if-none-match': String(headers.etag) },
      });
      return { status: response.statusCode, headers: response.headers };
    },
    304,
    null,
  ],
  ['page HTML', get('/'), 200, /^text\/html/],
  ['page HTML of a missing entity', get('/karir/detail_karir/999'), 404, /^text\/html/],
  ['404 JSON', get('/v1/no-such-route'), 404, /^application\/json/],
  ['404 JSON of a missing upload', get('/uploads/missing-320.webp'), 404, /^application\/json/],
  ['400 JSON', get('/v1/articles?page=-1'), 400, /^application\/json/],
  ['401 JSON', get('/v1/admin/careers'), 401, /^application\/json/],
  [
    '413 JSON',
    async (t) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { username: 'x'.repeat(1024 * 1024), password: 'x' },
      });
      return { status: response.statusCode, headers: response.headers };
    },
    413,
    /^application\/json/,
  ],
  [
    '429 JSON',
    async (t) => {
      await signIn(t);
      return signIn(t);
    },
    429,
    /^application\/json/,
  ],
  ['robots.txt', get('/robots.txt'), 200, /^text\/plain/],
  ['sitemap.xml', get('/sitemap.xml'), 200, /^application\/xml/],
];

describe.each(testDatabases())('security headers (%s)', (kind) => {
  let t: TestApp;
  let upload: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_LOGIN_PER_MINUTE: '1' }, { clientFiles: { 'index.html': TEMPLATE } });
    const image = parseStoredImage(await storedImageColumn(t))!;
    upload = `/uploads/${image.key}-${image.width}.webp`;
  });

  afterAll(async () => {
    await t.close();
  });

  const expectCommonHeaders = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
  };

  it.each(KINDS)(
    'sends the %s answer with a CSP that forbids framing and inline scripts, nosniff and a referrer policy',
    async (_kind, request, status, type) => {
      const { status: actual, headers } = await request(t);

      expect(actual).toBe(status);
      if (type) expect(headers['content-type']).toMatch(type);
      expectCommonHeaders(headers);
      const csp = policy(headers['content-security-policy']);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['default-src']).toBeDefined();
      const scripts = csp['script-src'] ?? csp['default-src']!;
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(csp['object-src']).toEqual(["'none'"]);
    },
  );

  it("sends an uploaded file with content-security-policy: default-src 'none', nosniff and a referrer policy", async () => {
    const response = await t.app.inject({ method: 'GET', url: upload });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    // default-src does not govern frame-ancestors, so framing of a file is limited by X-Frame-Options.
    expect(response.headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
    expectCommonHeaders(response.headers);
  });
});

describe('Strict-Transport-Security', () => {
  it.each([
    ['https', 'https://www.sinaraditif.co.id', 'max-age=31536000; includeSubDomains'],
    ['plain http', 'http://localhost:3000', undefined],
  ])(
    'is sent over %s only when PUBLIC_URL is https',
    async (_label, publicUrl, expected) => {
      const t = await createTestApp('sqlite', { PUBLIC_URL: publicUrl });
      try {
        for (const url of ['/v1/health', '/karir']) {
          const response = await t.app.inject({ method: 'GET', url });
          expect([url, response.headers['strict-transport-security']]).toEqual([url, expected]);
        }
      } finally {
        await t.close();
      }
    },
    30_000,
  );
});
