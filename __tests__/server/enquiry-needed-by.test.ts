import { dayIn } from '@/common/calendar-day';
import type { SiteSettingsDocument } from '@/common/api/site';
import { insertCategory, insertProduct } from './helpers/catalogue';
import { fetchFormToken, postJson, quoteBody } from './helpers/enquiries';
import { bearer, countRows, testDatabases, useTestApp, type TestApp } from './helpers/test-app';

// 25 hours apart: a day has always begun on Kiritimati that has not yet in Pago Pago.
const AHEAD_ZONE = 'Pacific/Kiritimati';
const BEHIND_ZONE = 'Pacific/Pago_Pago';
const SETTINGS = '/v1/admin/site-settings';

async function setCompanyTimeZone(t: TestApp, timeZone: string) {
  const headers = bearer(await t.login());
  const current = (await t.app.inject({ method: 'GET', url: SETTINGS, headers })).json<{
    data: SiteSettingsDocument;
  }>().data;
  const saved = await t.app.inject({ method: 'PUT', url: SETTINGS, headers, payload: { ...current, timeZone } });
  expect(saved.statusCode).toBe(200);
}

describe.each(testDatabases())("a quote request's needed-by date (%s)", (kind) => {
  const t = useTestApp(kind);
  let productId: number;

  beforeEach(async () => {
    productId = await insertProduct(t, await insertCategory(t, 'Thickeners'), 'Xanthan Gum');
  });

  const requestQuote = async (requiredDate: string) =>
    postJson(
      t,
      '/v1/enquiries/quote',
      quoteBody(await fetchFormToken(t, 'quote'), [{ productId, sample: false }], { requiredDate }),
    );

  it("refuses a day already past in the company's time zone with 400 naming the field, and stores nothing", async () => {
    await setCompanyTimeZone(t, AHEAD_ZONE);

    const response = await requestQuote(dayIn(BEHIND_ZONE));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, code: 'VALIDATION', fields: { requiredDate: 'past_date' } });
    expect(await countRows(t.db, 'enquiries')).toBe(0);
  });

  it("accepts the company's today and refuses any earlier day", async () => {
    await setCompanyTimeZone(t, BEHIND_ZONE);

    expect((await requestQuote(dayIn(BEHIND_ZONE))).statusCode).toBe(201);
    expect((await requestQuote('2020-01-01')).statusCode).toBe(400);

    const stored = await t.db.kysely.selectFrom('enquiries').select('required_date').execute();
    expect(stored).toEqual([{ required_date: dayIn(BEHIND_ZONE) }]);
  });
});
