import type { SiteSettings, SiteSettingsDocument } from '@/common/api/site';
import { bearer, testDatabases, useTestApp } from './helpers/test-app';

const SETTINGS = '/v1/admin/site-settings';

describe.each(testDatabases())("the company's time zone in Site settings (%s)", (kind) => {
  const t = useTestApp(kind);
  let token: string;

  beforeEach(async () => {
    token = await t.login();
  });

  const site = async () => (await t.app.inject({ method: 'GET', url: '/v1/site' })).json<{ data: SiteSettings }>().data;
  const settings = async () =>
    (await t.app.inject({ method: 'GET', url: SETTINGS, headers: bearer(token) })).json<{
      data: SiteSettingsDocument;
    }>().data;
  const save = (document: unknown) =>
    t.app.inject({ method: 'PUT', url: SETTINGS, headers: bearer(token), payload: document as object });

  it('is Asia/Jakarta until the admin names another, which every page then reads', async () => {
    expect((await settings()).timeZone).toBe('Asia/Jakarta');
    expect((await site()).timeZone).toBe('Asia/Jakarta');

    expect((await save({ ...(await settings()), timeZone: 'Asia/Makassar' })).statusCode).toBe(200);

    expect((await settings()).timeZone).toBe('Asia/Makassar');
    expect((await site()).timeZone).toBe('Asia/Makassar');
  });

  it('refuses a value that is no time zone name, and reads settings saved without one in Asia/Jakarta', async () => {
    const response = await save({ ...(await settings()), timeZone: 'Jakarta; DROP' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { timeZone: expect.any(String) } });

    const { timeZone: _dropped, ...older } = await settings();
    expect((await save(older)).statusCode).toBe(200);
    expect((await site()).timeZone).toBe('Asia/Jakarta');
  });
});
