import net from 'node:net';
import { Writable } from 'node:stream';
import { GALLERY_IMAGE_FIELD } from '@/common/api/gallery';
import { ERROR_CODES, FIELD_PROBLEMS } from '@/common/api/error-codes';
import { LIMITS } from '@/common/constants';
import { buildApp, type App } from '@/server/app';
import { filesOnDisk, multipart, pngFile } from './helpers/catalogue';
import {
  bearer,
  countRows,
  createTestApp,
  testDatabases,
  TEST_ADMIN_USERNAME,
  useTestApp,
  type TestApp,
} from './helpers/test-app';

const KNOWN_CODES: string[] = Object.values(ERROR_CODES);
const PHOTO_FORM = '--cut\r\nContent-Disposition: form-data; name="name"\r\n\r\nA photo\r\n--cut--\r\n';

describe.each(testDatabases())('error answers carry stable codes (%s)', (kind) => {
  const t = useTestApp(kind, { RATE_LIMIT_LOGIN_PER_MINUTE: '1' });
  let token: string;

  beforeEach(async () => {
    token = await t.login();
  });

  const postCareer = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/v1/admin/careers', payload, headers: bearer(token) });

  it('names each invalid field with a problem code, not an English phrase', async () => {
    const blank = await postCareer({ name: '   ', position: 'x'.repeat(LIMITS.name + 1), colour: 'red' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: ERROR_CODES.validation,
      fields: { name: FIELD_PROBLEMS.blank, position: FIELD_PROBLEMS.tooLong, colour: FIELD_PROBLEMS.notAccepted },
    });

    const missing = await postCareer({ name: 'QC Analyst' });
    expect(missing.json().fields).toEqual({ position: FIELD_PROBLEMS.required });
    expect(await countRows(t.db, 'careers')).toBe(0);
  });

  it("answers the framework's own refusals with one of the known codes", async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/careers',
      payload: '<career/>',
      headers: { ...bearer(token), 'content-type': 'application/xml' },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe(ERROR_CODES.unsupportedMediaType);

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/careers',
      payload: '{"name":',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(KNOWN_CODES).toContain(badJson.json().code);
  });

  it('says how many seconds to wait when a rate limit refuses', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { username: TEST_ADMIN_USERNAME, password: 'Wrong-Password#1' },
        remoteAddress: '203.0.113.9',
      });
    await login();
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.rateLimited, params: { seconds: expect.any(Number) } });
    expect(refused.json().params.seconds).toBeGreaterThan(0);
  });

  it.each([
    ['no boundary', 'multipart/form-data'],
    ['a 300-character boundary', `multipart/form-data; boundary=${'b'.repeat(300)}`],
  ])('answers 400 to a multipart form with %s, storing nothing', async (_case, contentType) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/galleries',
      payload: PHOTO_FORM,
      headers: { ...bearer(token), 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, code: ERROR_CODES.malformedMultipart });
    expect(await countRows(t.db, 'galleries')).toBe(0);
  });
});

describe.each(testDatabases())('an upload cut off by the client (%s)', (kind) => {
  let t: TestApp;
  let app: App;
  const logLines: { level: number; msg: string; code?: string }[] = [];

  beforeEach(async () => {
    t = await createTestApp(kind);
    logLines.length = 0;
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        callback();
      },
    });
    app = await buildApp(t.config, { db: t.db, logger: { level: 'info', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(async () => {
    await app.close();
    await t.close();
  });

  /** Resolves once the app has logged a line that `matches`. */
  const logged = (matches: (line: (typeof logLines)[number]) => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (logLines.some(matches) ? resolve() : setImmediate(check));
      check();
    });

  it('logs no error, stores nothing and keeps answering', async () => {
    const token = await t.login();
    const form = multipart({ name: 'A photo' }, await pngFile(GALLERY_IMAGE_FIELD));
    const half = form.payload.subarray(0, Math.floor(form.payload.length / 2));
    const { port } = app.server.address() as net.AddressInfo;

    const socket = net.connect({ port, host: '127.0.0.1' });
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /v1/admin/galleries HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Authorization: ${bearer(token).authorization}\r\n` +
        `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`,
    );
    socket.write(half);
    // The request is under way once the server has read its first line; then the client goes away.
    await logged((line) => line.msg === 'incoming request');
    socket.destroy();
    await logged((line) => line.code === ERROR_CODES.malformedMultipart || line.level >= 50);

    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    expect(await countRows(t.db, 'galleries')).toBe(0);
    expect(filesOnDisk(t.config.uploadsDir)).toEqual([]);
    const health = await fetch(`http://127.0.0.1:${port}/v1/health`);
    expect(health.status).toBe(200);
  });
});
