import { JSDOM } from 'jsdom';
import { paths } from '@/common/routes';
import { ConfigError, loadConfig } from '@/server/config';
import { storedPublicationOf } from '@/server/services/publication';
import { daysAgo, storedImageColumn } from './helpers/content';
import { testDatabases, useSharedTestApp, type TestApp } from './helpers/test-app';

const BASE = 'https://www.sinaraditif.example';
// Shaped like the production build: html-webpack-plugin minifies and drops attribute quotes.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8>' +
  '<meta name=description content="Template description"><title>Template title</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';
const HOSTILE = '</title><script>alert(1)</script>';

interface Page {
  status: number;
  body: string;
  headers: Record<string, unknown>;
  document: Document;
  /** The content of `<meta name|property=key>`, or undefined. */
  meta(key: string): string | undefined;
  href(selector: string): string | undefined;
  /** Every JSON-LD object, parsed back. */
  structuredData: Record<string, unknown>[];
  ofType(type: string): Record<string, unknown> | undefined;
}

async function getPage(t: TestApp, url: string): Promise<Page> {
  const response = await t.app.inject({ method: 'GET', url });
  const { document } = new JSDOM(response.body).window;
  const structuredData = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return {
    status: response.statusCode,
    body: response.body,
    headers: response.headers,
    document,
    meta: (key) =>
      document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? undefined,
    href: (selector) => document.querySelector(selector)?.getAttribute('href') ?? undefined,
    structuredData,
    ofType: (type) => structuredData.find((data) => data['@type'] === type),
  };
}

const hreflangs = (page: Page) =>
  Object.fromEntries(
    [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );

const crumbs = (page: Page) =>
  (page.ofType('BreadcrumbList')?.itemListElement as { name: string; item: string; position: number }[]).map(
    ({ name, item }) => [name, item],
  );

describe.each(testDatabases())('page heads (%s)', (kind) => {
  const t = useSharedTestApp(kind, { PUBLIC_URL: `${BASE}/` }, { clientFiles: { 'index.html': TEMPLATE } });
  let siteName: string;

  beforeEach(() => {
    siteName = t.config.site.shortName;
  });

  const seedCategory = async (name = 'Sweeteners', description = 'Intense sweeteners for beverages and dairy.') =>
    t.app.repos.categories.create({ name, description, image: await storedImageColumn(t) });

  const seedProduct = async (categoryId: number, name = 'Aspartame', description = 'A low-calorie sweetener.') =>
    t.app.repos.products.create({ category_id: categoryId, name, description, image: await storedImageColumn(t) });

  const seedCareer = (status = true) =>
    t.app.repos.careers.create(
      {
        name: 'Technical Sales Executive',
        position: 'Staff',
        description: 'Visit food and beverage producers.\nAdvise on sweetener blends.',
        status,
      },
      daysAgo(4),
    );

  describe('home', () => {
    it('answers the template with an English head: title, description, canonical, alternates, social tags', async () => {
      const page = await getPage(t, '/');

      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.document.documentElement.lang).toBe('en');
      expect(page.document.title).toBe(`Raw-material additives since 2000 | ${siteName}`);
      expect(page.document.querySelectorAll('title')).toHaveLength(1);
      expect(page.document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(page.meta('description')).toMatch(/^Supplying high-quality raw-material additives/);
      expect(page.href('link[rel="canonical"]')).toBe(`${BASE}/`);
      expect(hreflangs(page)).toEqual({ en: `${BASE}/?lang=en`, id: `${BASE}/?lang=id`, 'x-default': `${BASE}/` });
      expect(page.meta('og:url')).toBe(`${BASE}/`);
      expect(page.meta('og:title')).toBe('Raw-material additives since 2000');
      expect(page.meta('og:site_name')).toBe(t.config.site.companyName);
      expect(page.meta('og:type')).toBe('website');
      expect(page.meta('og:locale')).toBe('en_US');
      expect(page.meta('og:image')).toBe(`${BASE}/logo.svg`);
      expect(page.meta('twitter:card')).toBe('summary');
      expect(page.meta('robots')).toBeUndefined();
      // The template's own tags stay: the bundle still loads.
      expect(page.document.querySelector('script[src="/assets/main.0123456789ab.js"]')).not.toBeNull();
      expect(page.document.getElementById('root')).not.toBeNull();
      expect(page.body).not.toContain('Template title');
      expect(page.body).not.toContain('Template description');
    });

    it('describes the company as an Organization with its offices, e-mails and phones, and has no breadcrumb', async () => {
      const page = await getPage(t, '/');
      const { site } = t.config;

      expect(page.ofType('BreadcrumbList')).toBeUndefined();
      const organization = page.ofType('Organization');
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        name: site.companyName,
        url: `${BASE}/`,
        logo: `${BASE}/logo.svg`,
        address: [
          { '@type': 'PostalAddress', streetAddress: site.headOffice.address },
          ...site.branches.map((branch) => ({ '@type': 'PostalAddress', streetAddress: branch.address })),
        ],
      });
      const contactPoints = organization?.contactPoint as { email?: string; telephone?: string[] }[];
      expect(contactPoints.map((point) => point.email).filter(Boolean)).toEqual(
        expect.arrayContaining([site.emails.general, site.emails.sales, site.emails.recruiting]),
      );
      expect(contactPoints.flatMap((point) => point.telephone ?? [])).toEqual(
        expect.arrayContaining([...site.headOffice.phones, ...site.branches.flatMap((branch) => branch.phones)]),
      );
    });

    it('speaks Indonesian with ?lang=id: texts, <html lang>, canonical and og:locale', async () => {
      const page = await getPage(t, '/?lang=id');

      expect(page.document.documentElement.lang).toBe('id');
      expect(page.document.title).toBe(`Bahan baku aditif sejak 2000 | ${siteName}`);
      expect(page.meta('description')).toMatch(/^Memasok bahan baku aditif/);
      expect(page.href('link[rel="canonical"]')).toBe(`${BASE}/?lang=id`);
      expect(page.meta('og:locale')).toBe('id_ID');
      expect(page.meta('og:locale:alternate')).toBe('en_US');
    });

    it('falls back to English for an unknown ?lang', async () => {
      const page = await getPage(t, '/?lang=fr');

      expect(page.document.documentElement.lang).toBe('en');
      expect(page.href('link[rel="canonical"]')).toBe(`${BASE}/`);
    });
  });

  describe('section pages', () => {
    it.each([
      [paths.careers, 'Careers', 'CAREER'],
      [paths.articles, 'Articles', 'ARTICLE'],
      [paths.categories, 'Product categories', 'PRODUCT CATEGORY'],
      [paths.whatsNew, "What's New", "WHAT'S NEW?"],
      [paths.gallery, 'Gallery', 'GALLERY'],
      [paths.about, 'About Us', 'ABOUT US'],
    ])('%s has its title, canonical, alternates and the breadcrumb Home > %s', async (path, title, banner) => {
      const page = await getPage(t, path);

      expect(page.status).toBe(200);
      expect(page.document.title).toBe(`${title} | ${siteName}`);
      expect(page.meta('description')).toEqual(expect.any(String));
      expect(page.meta('description')).not.toBe('Template description');
      expect(page.href('link[rel="canonical"]')).toBe(`${BASE}${path}`);
      expect(hreflangs(page)).toEqual({
        en: `${BASE}${path}?lang=en`,
        id: `${BASE}${path}?lang=id`,
        'x-default': `${BASE}${path}`,
      });
      expect(page.meta('og:image')).toMatch(/^https:\/\//);
      expect(crumbs(page)).toEqual([
        ['Home', `${BASE}/`],
        [banner, `${BASE}${path}`],
      ]);
    });

    it('names About Us as the Organization too', async () => {
      const page = await getPage(t, paths.about);

      expect(page.ofType('Organization')).toMatchObject({ name: t.config.site.companyName });
    });

    it('gives Indonesian texts and crumbs linking Indonesian pages with ?lang=id', async () => {
      const page = await getPage(t, `${paths.careers}?lang=id`);

      expect(page.document.documentElement.lang).toBe('id');
      expect(page.document.title).toBe(`Karier | ${siteName}`);
      expect(page.meta('description')).toMatch(/^Lowongan kerja/);
      expect(page.href('link[rel="canonical"]')).toBe(`${BASE}${paths.careers}?lang=id`);
      expect(crumbs(page)).toEqual([
        ['Beranda', `${BASE}/?lang=id`],
        ['KARIER', `${BASE}${paths.careers}?lang=id`],
      ]);
    });

    it('gives a path with a trailing slash the canonical URL without it', async () => {
      const page = await getPage(t, '/karir/');

      expect(page.status).toBe(200);
      expect(page.href('link[rel="canonical"]')).toBe(`${BASE}/karir`);
    });
  });

  describe('product detail', () => {
    it('has the product title, description, absolute image, Product data and the breadcrumb', async () => {
      const categoryId = await seedCategory();
      const productId = await seedProduct(categoryId);
      const product = (await t.app.repos.products.findById(productId, 'en'))!;
      const url = `${BASE}${paths.productDetail(productId)}`;

      const page = await getPage(t, paths.productDetail(productId));

      expect(page.status).toBe(200);
      expect(page.document.title).toBe(`Aspartame | ${siteName}`);
      expect(page.meta('description')).toBe('A low-calorie sweetener.');
      expect(page.href('link[rel="canonical"]')).toBe(url);
      expect(page.meta('og:type')).toBe('product');
      expect(page.meta('og:title')).toBe('Aspartame');
      expect(page.meta('og:image')).toBe(`${BASE}${product.product_image!.src}`);
      expect(page.meta('og:image')).toMatch(/^https:\/\/www\.sinaraditif\.example\/uploads\/[\w-]+\.webp$/);
      expect(page.meta('og:image:width')).toBe(String(product.product_image!.width));
      expect(page.meta('twitter:card')).toBe('summary_large_image');
      expect(page.meta('twitter:image')).toBe(page.meta('og:image'));
      expect(page.ofType('Product')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Aspartame',
        description: 'A low-calorie sweetener.',
        category: 'Sweeteners',
        url,
        image: [page.meta('og:image')],
      });
      expect(crumbs(page)).toEqual([
        ['Home', `${BASE}/`],
        ['PRODUCT CATEGORY', `${BASE}${paths.categories}`],
        ['PRODUCT', `${BASE}${paths.categoryProducts(categoryId)}`],
        ['DETAIL', url],
      ]);
    });

    it('describes the product with its principal, specifications, certifications and related products', async () => {
      const categoryId = await seedCategory('Emulsifiers');
      const partnerId = await t.app.repos.partners.create({
        position: 0,
        image: await storedImageColumn(t),
        name: 'Nordhavn Hydrocolloids',
        link: 'https://nordhavn.example',
        translations: JSON.stringify({ id: { name: 'Nordhavn Hidrokoloid' } }),
      });
      const related = await seedProduct(categoryId, 'Polysorbate 80');
      const added = await t.app.repos.products.add(
        {
          name: 'Sorbitan Monostearate',
          category_id: categoryId,
          description: 'A low-HLB emulsifier.',
          grade: 'Food grade',
          appearance: 'Cream-coloured beads',
          storage: '',
          cas_number: '1338-41-6',
          e_number: 'E491',
          principal_id: partnerId,
          certifications: [
            { kind: 'halal', name: '', issuer: 'BPJPH', number: 'ID00410000135700071', expires_on: '2030-06-30' },
            { kind: 'other', name: 'FSSC 22000', issuer: '', number: '', expires_on: null },
          ],
          translations: { id: { name: 'Sorbitan Monostearat', grade: 'Mutu pangan', appearance: 'Butiran krem' } },
        },
        null,
        storedPublicationOf({}),
      );
      if (added.status !== 'created') throw new Error('The product was not added');
      const { id } = added.product;

      const page = await getPage(t, `${paths.productDetail(id)}?lang=id`);

      expect(page.ofType('Product')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Sorbitan Monostearat',
        description: 'A low-HLB emulsifier.',
        category: 'Emulsifiers',
        url: `${BASE}${paths.productDetail(id)}`,
        brand: { '@type': 'Brand', name: 'Nordhavn Hidrokoloid', url: 'https://nordhavn.example' },
        additionalProperty: [
          { '@type': 'PropertyValue', name: 'Mutu', value: 'Mutu pangan' },
          { '@type': 'PropertyValue', name: 'Nomor CAS', value: '1338-41-6' },
          { '@type': 'PropertyValue', name: 'Nomor E', value: 'E491' },
          { '@type': 'PropertyValue', name: 'Penampilan', value: 'Butiran krem' },
        ],
        hasCertification: [
          {
            '@type': 'Certification',
            name: 'Halal',
            issuedBy: { '@type': 'Organization', name: 'BPJPH' },
            certificationIdentification: 'ID00410000135700071',
            expires: '2030-06-30',
          },
          { '@type': 'Certification', name: 'FSSC 22000' },
        ],
        isRelatedTo: [{ '@type': 'Product', name: 'Polysorbate 80', url: `${BASE}${paths.productDetail(related)}` }],
      });
      const english = await getPage(t, paths.productDetail(id));
      expect(english.ofType('Product')).toMatchObject({
        brand: { name: 'Nordhavn Hydrocolloids' },
        additionalProperty: expect.arrayContaining([{ '@type': 'PropertyValue', name: 'Grade', value: 'Food grade' }]),
      });
    });

    it('cuts a long description to about 160 characters on one line', async () => {
      const long = `${'Sweet '.repeat(20)}\n\n${'and stable '.repeat(20)}`;
      const productId = await seedProduct(await seedCategory(), 'Sucralose', long);

      const page = await getPage(t, paths.productDetail(productId));

      const description = page.meta('description')!;
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).toMatch(/^Sweet Sweet .*…$/);
      expect(description).not.toContain('\n');
    });

    it('keeps a hostile product name inert in every head tag and exact in the JSON-LD', async () => {
      const categoryId = await seedCategory(`${HOSTILE} category`);
      const description = `"><img src=x onerror=alert(2)> & line\u2028separator`;
      const productId = await seedProduct(categoryId, HOSTILE, description);

      const page = await getPage(t, `${paths.productDetail(productId)}?lang=id`);

      expect(page.status).toBe(200);
      expect(page.body).not.toContain('<script>alert(1)');
      expect(page.body).not.toContain('<img src=x');
      // Only the template's bundle and the JSON-LD blocks are scripts; nothing else became an element.
      const scripts = [...page.document.querySelectorAll('script')];
      expect(scripts.map((script) => script.getAttribute('type') ?? script.getAttribute('src'))).toEqual([
        '/assets/main.0123456789ab.js',
        ...page.structuredData.map(() => 'application/ld+json'),
      ]);
      expect(page.document.querySelectorAll('img')).toHaveLength(0);
      expect(page.document.title).toBe(`${HOSTILE} | ${siteName}`);
      expect(page.meta('og:title')).toBe(HOSTILE);
      expect(page.meta('twitter:title')).toBe(HOSTILE);
      expect(page.meta('description')).toBe(description.replace('\u2028', ' '));
      expect(page.ofType('Product')).toMatchObject({
        name: HOSTILE,
        description,
        category: `${HOSTILE} category`,
      });
      for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
        expect(script.textContent).not.toMatch(/[<>&\u2028\u2029]/);
      }
      expect(crumbs(page).map(([name]) => name)).toEqual(['Beranda', 'KATEGORI PRODUK', 'PRODUK', 'DETAIL']);
    });
  });

  describe('category products', () => {
    it('has the category name, description, image and the breadcrumb Home > PRODUCT CATEGORY > PRODUCT', async () => {
      const categoryId = await seedCategory();
      const url = `${BASE}${paths.categoryProducts(categoryId)}`;

      const page = await getPage(t, paths.categoryProducts(categoryId));

      expect(page.status).toBe(200);
      expect(page.document.title).toBe(`Sweeteners | ${siteName}`);
      expect(page.meta('description')).toBe('Intense sweeteners for beverages and dairy.');
      expect(page.href('link[rel="canonical"]')).toBe(url);
      expect(page.meta('og:image')).toMatch(/^https:\/\/www\.sinaraditif\.example\/uploads\/[\w-]+\.webp$/);
      expect(crumbs(page)).toEqual([
        ['Home', `${BASE}/`],
        ['PRODUCT CATEGORY', `${BASE}${paths.categories}`],
        ['PRODUCT', url],
      ]);
    });
  });

  describe('article detail', () => {
    it('has the article title, an excerpt, absolute image and Article data with dates and author', async () => {
      const at = '2024-05-02T03:04:05.000Z';
      const id = await t.app.repos.articles.create(
        {
          title: 'Aspartame in beverages',
          content: 'How aspartame keeps drinks sweet.\nAnd stable.',
          author: 'Dewi',
          image: await storedImageColumn(t),
        },
        at,
      );
      const url = `${BASE}${paths.articleDetail(id)}`;

      const page = await getPage(t, paths.articleDetail(id));

      expect(page.status).toBe(200);
      expect(page.document.title).toBe(`Aspartame in beverages | ${siteName}`);
      expect(page.meta('description')).toBe('How aspartame keeps drinks sweet. And stable.');
      expect(page.meta('og:type')).toBe('article');
      expect(page.meta('og:image')).toMatch(/^https:\/\/www\.sinaraditif\.example\/uploads\/[\w-]+\.webp$/);
      expect(page.ofType('Article')).toMatchObject({
        headline: 'Aspartame in beverages',
        datePublished: at,
        dateModified: at,
        author: { '@type': 'Person', name: 'Dewi' },
        publisher: { '@type': 'Organization', name: t.config.site.companyName },
        image: [page.meta('og:image')],
        url,
      });
      expect(crumbs(page)).toEqual([
        ['Home', `${BASE}/`],
        ['ARTICLE', `${BASE}${paths.articles}`],
        ['DETAIL', url],
      ]);
    });
  });

  describe('career detail', () => {
    it('has the career title and JobPosting data located at the head office', async () => {
      const career = await seedCareer();
      const url = `${BASE}${paths.careerDetail(career.id)}`;

      const page = await getPage(t, `${paths.careerDetail(career.id)}?lang=en`);

      expect(page.status).toBe(200);
      expect(page.document.title).toBe(`Technical Sales Executive | ${siteName}`);
      expect(page.meta('description')).toBe('Visit food and beverage producers. Advise on sweetener blends.');
      expect(page.href('link[rel="canonical"]')).toBe(`${url}?lang=en`);
      expect(page.ofType('JobPosting')).toMatchObject({
        title: 'Technical Sales Executive',
        description: career.description,
        datePosted: career.created_at,
        employmentType: 'FULL_TIME',
        hiringOrganization: { '@type': 'Organization', name: t.config.site.companyName },
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', streetAddress: t.config.site.headOffice.address },
        },
        url,
      });
      expect(crumbs(page)).toEqual([
        ['Home', `${BASE}/?lang=en`],
        ['CAREER', `${BASE}${paths.careers}?lang=en`],
        ['DETAIL', `${url}?lang=en`],
      ]);
    });
  });

  describe('pages that show nothing', () => {
    const expectNotFound = (page: Page) => {
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.meta('robots')).toBe('noindex');
      expect(page.document.title).toBe(`Page not found | ${siteName}`);
      expect(page.href('link[rel="canonical"]')).toBeUndefined();
      expect(page.structuredData).toEqual([]);
      // The SPA still loads and shows its own not-found state.
      expect(page.document.getElementById('root')).not.toBeNull();
    };

    it.each([
      ['a missing product', paths.productDetail(999)],
      ['a missing category', paths.categoryProducts(999)],
      ['a missing article', paths.articleDetail(999)],
      ['a missing career', paths.careerDetail(999)],
      ['a non-numeric id', paths.productDetail('abc')],
      ['an id beyond the integer range', paths.articleDetail('99999999999')],
      ['an unknown path', '/nothing-here'],
    ])('answers 404 with noindex for %s', async (_case, url) => {
      expectNotFound(await getPage(t, url));
    });

    it('answers 404 with noindex for an inactive career, in the page language', async () => {
      const career = await seedCareer(false);

      const page = await getPage(t, `${paths.careerDetail(career.id)}?lang=id`);

      expect(page.status).toBe(404);
      expect(page.meta('robots')).toBe('noindex');
      expect(page.document.documentElement.lang).toBe('id');
      expect(page.document.title).toBe(`Halaman tidak ditemukan | ${siteName}`);
    });
  });

  it('the quote request page answers 200 with its own title in the page language, kept out of the index', async () => {
    const page = await getPage(t, `${paths.quoteRequest}?lang=id`);

    expect(page.status).toBe(200);
    expect(page.document.documentElement.lang).toBe('id');
    expect(page.document.title).toBe(`Permintaan penawaran | ${siteName}`);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.structuredData).toEqual([]);
  });

  describe('back office', () => {
    it.each([paths.admin.dashboard, paths.admin.careerDetail(1), paths.login, paths.logout, paths.forgotPassword])(
      '%s has a generic title, noindex and no social or structured data',
      async (url) => {
        const page = await getPage(t, url);

        expect(page.status).toBe(200);
        expect(page.document.title).toBe(`Back office | ${siteName}`);
        expect(page.meta('robots')).toBe('noindex, nofollow');
        expect(page.href('link[rel="canonical"]')).toBeUndefined();
        expect(page.meta('og:title')).toBeUndefined();
        expect(page.structuredData).toEqual([]);
      },
    );
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to http://localhost on the configured port', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
  });

  it('drops a trailing slash and keeps a path', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/site/' }).publicUrl).toBe('https://example.com/site');
  });

  it.each(['example.com', 'ftp://example.com', 'https://example.com/?x=1'])('refuses %s', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(ConfigError);
  });
});
