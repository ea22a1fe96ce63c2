import {
  applicationFields,
  contactBody,
  cvFilesOnDisk,
  fetchFormToken,
  postJson,
  sendApplication,
  storeEnquiry,
} from './helpers/enquiries';
import { bearer, countRows, testDatabases, useTestApp, type TestApp } from './helpers/test-app';

const errorOf = (response: { json: () => unknown }) => response.json() as { code: string };
const HOUR_MS = 60 * 60 * 1000;

const sendContact = async (t: TestApp, remoteAddress: string) =>
  postJson(t, '/v1/enquiries/contact', contactBody(await fetchFormToken(t, 'contact')), remoteAddress);

describe.each(testDatabases())('per-client limits count IPv6 per /64 (%s)', (kind) => {
  const t = useTestApp(kind, { RATE_LIMIT_ENQUIRIES_PER_HOUR: '2', RATE_LIMIT_WRITES_PER_MINUTE: '2' });

  it('counts enquiries from rotating addresses of one /64 together', async () => {
    const statuses = [
      (await sendContact(t, '2001:db8:1:2::1')).statusCode,
      (await sendContact(t, '2001:db8:1:2:ffff:1:2:3')).statusCode,
      (await sendContact(t, '2001:db8:1:2:abcd::5')).statusCode,
      (await sendContact(t, '2001:db8:1:3::1')).statusCode,
    ];

    expect(statuses).toEqual([201, 201, 429, 201]);
    expect(await countRows(t.db, 'enquiries')).toBe(3);
  });

  it('counts token checks from rotating addresses of one /64 together', async () => {
    const check = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/v1/auth/validate-token', remoteAddress });

    const statuses = [
      (await check('2001:db8:9:9::1')).statusCode,
      (await check('2001:db8:9:9::2')).statusCode,
      (await check('2001:db8:9:9::3')).statusCode,
      (await check('2001:db8:9:8::1')).statusCode,
    ];

    expect(statuses).toEqual([401, 401, 429, 401]);
  });

  it('counts admin writes from rotating addresses of one /64 together', async () => {
    const token = await t.login();
    const write = (name: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/industries',
        headers: bearer(token),
        payload: { name },
        remoteAddress,
      });

    const statuses = [
      (await write('Bakery', '2001:db8:5:5::1')).statusCode,
      (await write('Dairy', '2001:db8:5:5::2')).statusCode,
      (await write('Beverages', '2001:db8:5:5::3')).statusCode,
      (await write('Confectionery', '2001:db8:5:6::1')).statusCode,
    ];

    expect(statuses).toEqual([201, 201, 429, 201]);
  });
});

describe.each(testDatabases())('hourly ceiling of all visitors together (%s)', (kind) => {
  const t = useTestApp(kind, { ENQUIRIES_MAX_PER_HOUR: '2', ENQUIRY_CV_MB_MAX_PER_HOUR: '1' });

  it('refuses enquiries beyond the hourly ceiling from any address, on every process: 429 with Retry-After', async () => {
    const other = await t.openAnotherProcess();

    const first = await sendContact(t, '198.51.100.1');
    const second = await other.inject({
      method: 'POST',
      url: '/v1/enquiries/contact',
      payload: contactBody(await fetchFormToken(t, 'contact')),
      remoteAddress: '198.51.100.2',
    });
    const third = await sendContact(t, '203.0.113.3');

    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect([third.statusCode, errorOf(third).code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(HOUR_MS / 1000 - 120);
    expect(await countRows(t.db, 'enquiries')).toBe(2);
  });

  it('counts only the last hour', async () => {
    const earlier = new Date(Date.now() - HOUR_MS - 60_000).toISOString();
    await storeEnquiry(t, {}, earlier);
    await storeEnquiry(t, {}, earlier);

    expect((await sendContact(t, '198.51.100.1')).statusCode).toBe(201);
  });

  it('refuses a CV once the hour has received its CV megabytes, before reading it, storing nothing', async () => {
    const careerId = (await t.app.repos.careers.create({ name: 'Chemist', position: 'Staff', status: true })).id;
    await storeEnquiry(t, {
      type: 'application',
      career: { id: careerId, name: 'Chemist' },
      cv: { file: 'stored-elsewhere.pdf', name: 'cv.pdf', size: 1024 * 1024 },
    });

    const response = await sendApplication(
      t,
      careerId,
      applicationFields(await fetchFormToken(t, 'application')),
      undefined,
      '198.51.100.9',
    );

    expect([response.statusCode, errorOf(response).code]).toEqual([429, 'RATE_LIMITED']);
    expect(await countRows(t.db, 'enquiries')).toBe(1);
    expect(cvFilesOnDisk(t)).toEqual([]);
  });
});
