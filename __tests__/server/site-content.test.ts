import type { AboutContent, AboutDocument } from '@/common/api/about';
import type { HomeContent, HomePageDocument } from '@/common/api/home';
import { PARTNER_IMAGE_FIELD, type AdminPartner } from '@/common/api/partners';
import type { SiteSettings, SiteSettingsDocument } from '@/common/api/site';
import { SLIDE_IMAGE_FIELD, type AdminSlide } from '@/common/api/slides';
import { paths } from '@/common/routes';
import { prepareInstallation } from '@/server/bootstrap';
import { defaultDocuments } from '@/server/services/site-content';
import { expectNoOrphans, filesOnDisk, pngFile, sendForm } from './helpers/catalogue';
import { bearer, countRows, testDatabases, useSharedTestApp } from './helpers/test-app';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8>' +
  '<meta name=description content="Template description"><title>Template title</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';

const DOCUMENT_PATHS = {
  settings: '/v1/admin/site-settings',
  about: '/v1/admin/about',
  home: '/v1/admin/home-page',
} as const;

describe.each(testDatabases())('site content (%s)', (kind) => {
  const t = useSharedTestApp(kind, {}, { clientFiles: { 'index.html': TEMPLATE } });
  let token: string;

  beforeEach(async () => {
    token = await t.login();
  });

  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: T }>().data;
  };
  const adminGet = <T>(url: string) => get<T>(url, bearer(token));
  const put = (url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });
  const storedDocuments = async () =>
    Object.fromEntries(
      (await t.db.kysely.selectFrom('site_documents').select(['key', 'document']).execute()).map((row) => [
        row.key,
        JSON.parse(row.document) as unknown,
      ]),
    );

  describe('documents', () => {
    it('writes the defaults at start, and reads them even before', async () => {
      const defaults = defaultDocuments(t.config.site);
      // Nothing stored yet: every reader gets the defaults.
      expect(await countRows(t.db, 'site_documents')).toBe(0);
      expect(await adminGet(DOCUMENT_PATHS.settings)).toEqual(defaults.settings);
      expect((await get<SiteSettings>('/v1/site')).companyName).toBe(t.config.site.companyName);

      await prepareInstallation(t.db, t.config, t.app.log);
      expect(await storedDocuments()).toEqual(defaults);
      expect(defaults.settings.whatsapp).toBe('+6281100001800');
      expect(defaults.settings.headOffice.texts.en?.openingHours).toBe('Monday–Friday 08:00–17:00');
      expect(defaults.settings.headOffice.texts.id?.name).toBe('Kantor Pusat Jakarta');
      expect(defaults.about.milestones).toHaveLength(4);
      expect(defaults.about.texts.en?.intro).toMatch(/\n\n/);
      expect(defaults.home.figures.map((figure) => figure.kind)).toEqual([
        'custom',
        'products',
        'categories',
        'partners',
      ]);
    });

    it('never overwrites a stored document, even when SITE_* change', async () => {
      await prepareInstallation(t.db, t.config, t.app.log);
      const settings = await adminGet<SiteSettingsDocument>(DOCUMENT_PATHS.settings);
      expect((await put(DOCUMENT_PATHS.settings, { ...settings, shortName: 'Edited' })).statusCode).toBe(200);

      const changed = { ...t.config, site: { ...t.config.site, companyName: 'PT Another', shortName: 'Another' } };
      await prepareInstallation(t.db, changed, t.app.log);

      expect(await get<SiteSettings>('/v1/site')).toMatchObject({
        companyName: t.config.site.companyName,
        shortName: 'Edited',
      });
      // Another process started with the new variables reads the stored document too.
      const other = await t.openAnotherProcess();
      const answer = await other.inject({ method: 'GET', url: '/v1/site' });
      expect(answer.json<{ data: SiteSettings }>().data.shortName).toBe('Edited');
    });

    it.each(Object.entries(DOCUMENT_PATHS))('round-trips the %s document through GET and PUT', async (key, url) => {
      const current = await adminGet<Record<string, unknown>>(url);
      const edited =
        key === 'settings'
          ? { ...current, companyName: 'PT Baru', social: [{ network: 'instagram', url: 'https://instagram.com/x' }] }
          : key === 'about'
            ? { ...current, milestones: [{ texts: { en: { date: '2024', title: 'Today', text: 'Still here.' } } }] }
            : { ...current, reasons: [], industries: [] };
      const response = await put(url, edited);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: unknown }>().data).toEqual(edited);
      expect(await adminGet(url)).toEqual(edited);
      expect((await storedDocuments())[key]).toEqual(edited);
    });

    it.each([
      [DOCUMENT_PATHS.settings, (doc: Record<string, unknown>) => ({ ...doc, whatsapp: 'call us' }), 'whatsapp'],
      [DOCUMENT_PATHS.settings, (doc: Record<string, unknown>) => ({ ...doc, companyName: '  ' }), 'companyName'],
      [DOCUMENT_PATHS.settings, (doc: Record<string, unknown>) => ({ ...doc, fax: '1' }), 'fax'],
      [DOCUMENT_PATHS.about, (doc: Record<string, unknown>) => ({ ...doc, texts: { fr: { intro: 'x' } } }), 'texts.fr'],
      [
        DOCUMENT_PATHS.home,
        (doc: Record<string, unknown>) => ({ ...doc, figures: [{ kind: 'x', value: '', texts: {} }] }),
        'figures.0.kind',
      ],
    ])('refuses an invalid %s body with its field and changes nothing', async (url, edit, field) => {
      await prepareInstallation(t.db, t.config, t.app.log);
      const before = await storedDocuments();
      const response = await put(url, edit(await adminGet<Record<string, unknown>>(url)));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string; fields: Record<string, string> }>()).toMatchObject({
        code: 'VALIDATION',
        fields: { [field]: expect.any(String) },
      });
      expect(await storedDocuments()).toEqual(before);
    });

    it('requires a signed-in admin', async () => {
      for (const url of Object.values(DOCUMENT_PATHS)) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
        expect((await t.app.inject({ method: 'PUT', url, payload: {} })).statusCode).toBe(401);
      }
    });
  });

  describe('public answers', () => {
    it('answers /site in each language, field by field', async () => {
      const settings = await adminGet<SiteSettingsDocument>(DOCUMENT_PATHS.settings);
      settings.headOffice.texts.id = { name: 'Kantor Pusat', address: '', openingHours: '' };
      expect((await put(DOCUMENT_PATHS.settings, settings)).statusCode).toBe(200);

      const en = await get<SiteSettings>('/v1/site?lang=en');
      expect(en.headOffice).toMatchObject({ name: 'Head Office Jakarta', openingHours: 'Monday–Friday 08:00–17:00' });
      expect(en.headOffice.fallback).toBeUndefined();
      const id = await get<SiteSettings>('/v1/site?lang=id');
      expect(id.headOffice).toMatchObject({
        name: 'Kantor Pusat',
        address: settings.headOffice.texts.en!.address,
        openingHours: 'Monday–Friday 08:00–17:00',
        fallback: { address: 'en', openingHours: 'en' },
      });
      expect(id.branches[0]).toMatchObject({ name: 'Kantor Cabang Semarang', openingHours: 'Senin–Jumat 08:00–17:00' });
      // The cookie chooses the language too.
      expect((await get<SiteSettings>('/v1/site', { cookie: 'lang=id' })).headOffice.name).toBe('Kantor Pusat');
    });

    it('answers /about in each language, field by field', async () => {
      const about = await adminGet<AboutDocument>(DOCUMENT_PATHS.about);
      about.texts.id = { ...about.texts.id!, vision: '' };
      about.milestones = [
        { texts: { en: { date: '2000', title: 'Founded', text: 'Started.' }, id: { title: 'Berdiri' } } },
      ];
      expect((await put(DOCUMENT_PATHS.about, about)).statusCode).toBe(200);

      const en = await get<AboutContent>('/v1/about?lang=en');
      expect(en.intro.split('\n\n')).toHaveLength(2);
      expect(en.fallback).toBeUndefined();
      const id = await get<AboutContent>('/v1/about?lang=id');
      expect(id).toMatchObject({
        mission: about.texts.id!.mission,
        vision: about.texts.en!.vision,
        fallback: { vision: 'en' },
        milestones: [{ date: '2000', title: 'Berdiri', text: 'Started.', fallback: { date: 'en', text: 'en' } }],
      });
    });

    it('answers /home in each language with counted figures', async () => {
      const home = await adminGet<HomePageDocument>(DOCUMENT_PATHS.home);
      home.texts.id = { ...home.texts.id!, heroTitle: '' };
      expect((await put(DOCUMENT_PATHS.home, home)).statusCode).toBe(200);
      await sendForm(t, token, 'POST', '/v1/admin/partners', { name: 'Ajinomoto' }, await pngFile(PARTNER_IMAGE_FIELD));

      const en = await get<HomeContent>('/v1/home?lang=en');
      expect(en.texts).toMatchObject({ heroTitle: 'We Value Your Trust' });
      expect(en.figures).toEqual([
        { value: '2000', label: 'In business since' },
        { value: '0', label: 'Products' },
        { value: '0', label: 'Product categories' },
        { value: '1', label: 'Sole agencies' },
      ]);
      const id = await get<HomeContent>('/v1/home?lang=id');
      expect(id.texts).toMatchObject({ heroTitle: 'We Value Your Trust', fallback: { heroTitle: 'en' } });
      expect(id.reasons[0]!.title).toBe('Bersertifikat BPOM');
      expect(id.figures[0]).toEqual({ value: '2000', label: 'Berdiri sejak' });
    });

    it('never answers "undefined" for empty settings, and the pages still load', async () => {
      const settings = await adminGet<SiteSettingsDocument>(DOCUMENT_PATHS.settings);
      const empty: SiteSettingsDocument = {
        ...settings,
        headOffice: { texts: { en: { name: '', address: '', openingHours: '' } }, phones: [], mapUrl: '' },
        branches: [],
        emails: { general: '', sales: '', recruiting: '' },
        whatsapp: '',
        social: [],
      };
      expect((await put(DOCUMENT_PATHS.settings, empty)).statusCode).toBe(200);

      for (const language of ['en', 'id']) {
        const site = await t.app.inject({ method: 'GET', url: `/v1/site?lang=${language}` });
        expect(site.statusCode).toBe(200);
        expect(site.body).not.toContain('undefined');
        expect(site.json<{ data: SiteSettings }>().data).toMatchObject({ whatsapp: '', branches: [], social: [] });
        for (const page of [paths.home, paths.about]) {
          const html = await t.app.inject({ method: 'GET', url: `${page}?lang=${language}` });
          expect(html.statusCode).toBe(200);
          expect(html.body).not.toContain('undefined');
        }
      }
    });

    it('names the company in the page language in the Organization data', async () => {
      const settings = await adminGet<SiteSettingsDocument>(DOCUMENT_PATHS.settings);
      expect((await put(DOCUMENT_PATHS.settings, { ...settings, companyName: 'PT Edited' })).statusCode).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: `${paths.about}?lang=id` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('"name":"PT Edited"');
      expect(page.body).toContain('Kantor Pusat Jakarta');
    });
  });

  describe.each([
    { path: 'slides', imageField: SLIDE_IMAGE_FIELD, fields: (n: string) => ({ title: n, alt_text: `Picture ${n}` }) },
    {
      path: 'partners',
      imageField: PARTNER_IMAGE_FIELD,
      fields: (n: string) => ({ name: n, link: 'https://example.com' }),
    },
  ])('/v1/admin/$path', ({ path, imageField, fields }) => {
    type Row = (AdminSlide | AdminPartner) & { title?: string; name?: string };
    const url = `/v1/admin/${path}`;
    const label = (row: Row) => row.title ?? row.name;
    const add = async (name: string) => {
      const response = await sendForm(t, token, 'POST', url, fields(name), await pngFile(imageField));
      expect(response.statusCode).toBe(201);
      return response.json<{ data: Row }>().data;
    };
    const list = () => adminGet<Row[]>(url);

    it('requires the image on create and writes nothing without it', async () => {
      const response = await sendForm(t, token, 'POST', url, fields('No image'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { [imageField]: 'required' } });
      expect(await list()).toEqual([]);
      expect(filesOnDisk(t.config.uploadsDir)).toEqual([]);
    });

    it('adds in order, edits with and without a new image, deletes, and leaves no orphan file', async () => {
      const first = await add('First');
      const second = await add('Second');
      expect((await list()).map((row) => [label(row), row.position])).toEqual([
        ['First', 0],
        ['Second', 1],
      ]);

      const translations = JSON.stringify(
        path === 'slides' ? { id: { title: 'Pertama' } } : { id: { name: 'Pertama' } },
      );
      const kept = await sendForm(t, token, 'PUT', `${url}/${first.id}`, { ...fields('First'), translations });
      expect(kept.statusCode).toBe(200);
      expect(kept.json<{ data: Row }>().data).toMatchObject({ translations: JSON.parse(translations) });
      const replaced = await sendForm(
        t,
        token,
        'PUT',
        `${url}/${first.id}`,
        fields('Renamed'),
        await pngFile(imageField),
      );
      expect(replaced.statusCode).toBe(200);
      expect(label(replaced.json<{ data: Row }>().data)).toBe('Renamed');
      await expectNoOrphans(t);

      const publicRows = (await get<HomeContent>('/v1/home?lang=id'))[path as 'slides' | 'partners'];
      expect(publicRows.map((row) => ('title' in row ? row.title : row.name))).toEqual(['Pertama', 'Second']);

      const removed = await t.app.inject({ method: 'DELETE', url: `${url}/${second.id}`, headers: bearer(token) });
      expect(removed.statusCode).toBe(200);
      expect((await list()).map((row) => row.id)).toEqual([first.id]);
      await expectNoOrphans(t);
      const again = await t.app.inject({ method: 'DELETE', url: `${url}/${second.id}`, headers: bearer(token) });
      expect(again.statusCode).toBe(404);
    });

    it('reorders from the whole list of ids, and refuses any other list', async () => {
      const [a, b, c] = [await add('A'), await add('B'), await add('C')];
      const reorder = (ids: number[]) => put(`${url}/order`, { ids });

      const done = await reorder([c.id, a.id, b.id]);
      expect(done.statusCode).toBe(200);
      expect(done.json<{ data: Row[] }>().data.map(label)).toEqual(['C', 'A', 'B']);
      expect((await list()).map(label)).toEqual(['C', 'A', 'B']);

      for (const wrong of [
        [c.id, a.id],
        [c.id, a.id, b.id, 999],
        [c.id, a.id, a.id],
      ]) {
        const refused = await reorder(wrong);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'VALIDATION', fields: { ids: expect.any(String) } });
      }
      expect((await list()).map(label)).toEqual(['C', 'A', 'B']);
    });
  });
});
