import type { EnquirySummary } from '@/common/api/enquiries';
import type { SiteSettingsDocument } from '@/common/api/site';
import { adminGet, storeEnquiry } from './helpers/enquiries';
import { bearer, testDatabases, useTestApp } from './helpers/test-app';

describe.each(testDatabases())('inbox date range (%s)', (kind) => {
  const t = useTestApp(kind);
  let token: string;

  beforeEach(async () => {
    token = await t.login();
  });

  it.each(['/v1/admin/enquiries', '/v1/admin/enquiries/export'])(
    '%s refuses a range that ends before it starts: 400 VALIDATION naming `to`',
    async (path) => {
      const response = await adminGet(t, token, `${path}?from=2025-02-10&to=2025-02-01`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: 'VALIDATION', fields: { to: 'out_of_range' } });
    },
  );

  it('takes a range of one day', async () => {
    const response = await adminGet(t, token, '/v1/admin/enquiries?from=2025-02-01&to=2025-02-01');
    expect(response.statusCode).toBe(200);
  });

  describe("in the company's time zone (Site settings)", () => {
    // 23:30 on 1 February in Jakarta (UTC+7), already 00:30 on 2 February in Makassar (UTC+8).
    const LATE_IN_JAKARTA = '2025-02-01T16:30:00.000Z';

    const namesOn = async (day: string) =>
      (await adminGet(t, token, `/v1/admin/enquiries?from=${day}&to=${day}`))
        .json<{ data: EnquirySummary[] }>()
        .data.map((enquiry) => enquiry.name);
    const exported = async (day: string) =>
      (await adminGet(t, token, `/v1/admin/enquiries/export?from=${day}&to=${day}`)).body;
    const moveCompanyTo = async (timeZone: string) => {
      const headers = bearer(token);
      const settings = await t.app.inject({ method: 'GET', url: '/v1/admin/site-settings', headers });
      const document = { ...settings.json<{ data: SiteSettingsDocument }>().data, timeZone };
      const saved = await t.app.inject({ method: 'PUT', url: '/v1/admin/site-settings', headers, payload: document });
      expect(saved.statusCode).toBe(200);
    };

    beforeEach(async () => {
      await storeEnquiry(t, { name: 'Late Order' }, LATE_IN_JAKARTA);
    });

    it('lists and exports an enquiry under the day the company’s clocks showed when it came', async () => {
      expect(await namesOn('2025-02-01')).toEqual(['Late Order']);
      expect(await namesOn('2025-02-02')).toEqual([]);
      expect(await exported('2025-02-01')).toContain(',2025-02-01 23:30,contact,new,Late Order,');
    });

    it('moves it to the next day when the company’s time zone is one hour ahead', async () => {
      await moveCompanyTo('Asia/Makassar');

      expect(await namesOn('2025-02-01')).toEqual([]);
      expect(await namesOn('2025-02-02')).toEqual(['Late Order']);
      expect(await exported('2025-02-02')).toContain(',2025-02-02 00:30,contact,new,Late Order,');
    });
  });
});
