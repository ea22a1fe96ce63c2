import { JSDOM } from 'jsdom';
import { paths } from '@/common/routes';
import { testDatabases, useSharedTestApp } from './helpers/test-app';

const BASE = 'https://www.sinaraditif.example';
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8>' +
  '<meta name=description content="Template description"><title>Template title</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';

describe.each(testDatabases())('the language of a served page (%s)', (kind) => {
  const t = useSharedTestApp(kind, { PUBLIC_URL: BASE }, { clientFiles: { 'index.html': TEMPLATE } });

  async function getPage(url: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({ method: 'GET', url, headers });
    const { document } = new JSDOM(response.body).window;
    return {
      status: response.statusCode,
      vary: String(response.headers.vary ?? ''),
      lang: document.documentElement.lang,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    };
  }

  const shortName = () => t.config.site.shortName;

  it('writes a page in Indonesian for a visitor whose cookie remembers Indonesian', async () => {
    const page = await getPage(paths.careers, { cookie: 'theme=dark; lang=id' });

    expect(page.status).toBe(200);
    expect(page.lang).toBe('id');
    expect(page.title).toBe(`Karier | ${shortName()}`);
    expect(page.description).toMatch(/^Lowongan kerja/);
    // The page is Indonesian, so its canonical URL is the Indonesian one.
    expect(page.canonical).toBe(`${BASE}${paths.careers}?lang=id`);
  });

  it('follows Accept-Language on a first visit, q-values included', async () => {
    expect((await getPage(paths.home, { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' })).lang).toBe('id');
    expect((await getPage(paths.home, { 'accept-language': 'en;q=0.4, in;q=0.7' })).lang).toBe('id');
    const english = await getPage(paths.home, { 'accept-language': 'fr-FR, en-GB;q=0.8, id;q=0.5' });
    expect(english.lang).toBe('en');
    expect(english.title).toBe(`Raw-material additives since 2000 | ${shortName()}`);
    expect(english.canonical).toBe(`${BASE}/`);
  });

  it('lets the remembered choice beat Accept-Language', async () => {
    const page = await getPage(paths.home, { cookie: 'lang=en', 'accept-language': 'id' });

    expect(page.lang).toBe('en');
  });

  it('lets ?lang= beat the cookie, for shared links and crawlers', async () => {
    const page = await getPage(`${paths.careers}?lang=en`, { cookie: 'lang=id', 'accept-language': 'id' });

    expect(page.lang).toBe('en');
    expect(page.title).toBe(`Careers | ${shortName()}`);
    expect(page.canonical).toBe(`${BASE}${paths.careers}?lang=en`);
  });

  it('speaks English when nothing names a language it knows', async () => {
    const page = await getPage(`${paths.careers}?lang=fr`, { cookie: 'lang=de', 'accept-language': 'fr' });

    expect(page.lang).toBe('en');
    expect(page.title).toBe(`Careers | ${shortName()}`);
  });

  it('keeps the language on a page that shows nothing', async () => {
    const page = await getPage('/nothing-here', { cookie: 'lang=id' });

    expect(page.status).toBe(404);
    expect(page.lang).toBe('id');
    expect(page.title).toBe(`Halaman tidak ditemukan | ${shortName()}`);
  });

  it('tells caches that a page depends on the cookie and Accept-Language', async () => {
    const page = await getPage(paths.about);

    expect(page.vary.toLowerCase().split(/\s*,\s*/)).toEqual(
      expect.arrayContaining(['accept-encoding', 'cookie', 'accept-language']),
    );
  });
});
