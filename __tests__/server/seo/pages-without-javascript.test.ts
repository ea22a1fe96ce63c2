import path from 'node:path';
import { paths } from '@/common/routes';
import { texts as en } from '@/client/i18n/texts/en';
import { texts as id } from '@/client/i18n/texts/id';
import { prepareInstallation } from '@/server/bootstrap';
import {
  headings,
  linksNamed,
  normalized,
  parsePage,
  showsText,
  topBarOf,
  visibleAll,
  visibleText,
  accessibleName,
} from '../helpers/page-markup';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * What a visitor without JavaScript reads on every page the server renders, in each language, from the demo
 * content: the markup the browser receives is all such a visitor gets, so it is read here as served.
 */

const LANGUAGES = ['en', 'id'] as const;
type Language = (typeof LANGUAGES)[number];
type Texts = Record<Language, string>;

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Template</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head>' +
  '<body><noscript>This site needs JavaScript to run.</noscript><div id=root></div></body></html>';
const RENDERER = path.resolve('src/client/server.tsx');

const LOCALES = { en, id } as const;

/** A text of locales/{en,id}/*.json in both languages, `{{name}}` filled in from `values`. */
function localeText(key: string, values: Record<string, string | number> = {}): Texts {
  const [namespace = '', keyPath = ''] = key.split(':');
  const read = (language: Language): string => {
    const text = keyPath
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        (LOCALES[language] as Record<string, unknown>)[namespace],
      );
    if (typeof text !== 'string') throw new Error(`locales/${language}/${namespace}.json has no text ${keyPath}`);
    return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
  };
  return { en: read('en'), id: read('id') };
}

const inLanguage = (url: string, language: Language): string =>
  language === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;

interface Crumb {
  text: Texts;
  link: boolean;
}

interface RenderedPage {
  name: string;
  path: string;
  /** The banner's h1 and the crumbs after 'Home'; the home page has no banner. */
  banner?: { title: Texts; crumbs: Crumb[] };
  /** The start of the tab title. */
  title: Texts;
  /** Something only the page's own data shows. */
  loaded: (main: Element, language: Language) => boolean;
  /** The page's main heading, when it has one besides its banner. */
  heading?: Texts;
  texts: Texts[];
  links: { name: Texts; href: string }[];
  /** The page says that what was asked for is not there, and answers 404. */
  missing?: boolean;
}

const PAGE_NAMES = [
  'home',
  'careers',
  'career-detail',
  'articles',
  'article-detail',
  'categories',
  'category-products',
  'product-detail',
  'about',
  'whats-new',
  'gallery',
  'search',
  'quote-request',
  'missing-product',
  'not-found',
] as const;

const showsHeading = (name: string) => (main: Element) =>
  headings(main).some((heading) => visibleText(heading) === name);

/** The top bar's links in the order they are read (SPEC.md 2.1). */
const TOP_BAR_LINKS = [
  { name: localeText('common:nav.careers'), href: paths.careers },
  { name: localeText('common:nav.products'), href: paths.categories },
  { name: localeText('common:nav.gallery'), href: paths.gallery },
  { name: localeText('common:nav.whatsNew'), href: paths.whatsNew },
  { name: localeText('common:nav.articles'), href: paths.articles },
  { name: localeText('common:nav.about'), href: paths.about },
];

/** The top bar in `language`: its main navigation, the site search's field and the language switch at the page's. */
function expectTopBar(document: Document, language: Language): void {
  const bar = topBarOf(document);
  const navigation = visibleAll(bar, 'nav').find(
    (nav) => accessibleName(nav) === localeText('common:nav.main')[language],
  );
  const links = navigation ? visibleAll(navigation, 'a[href]') : [];
  expect(links.map((link) => [visibleText(link), link.getAttribute('href')])).toEqual(
    TOP_BAR_LINKS.map((link) => [link.name[language], link.href]),
  );
  const search = visibleAll(bar, '[role="search"], search, form[role="search"]');
  const fields = search.flatMap((region) => visibleAll(region, 'input'));
  expect(fields.map(accessibleName)).toContain(localeText('public:search.label')[language]);
  const switchGroup = visibleAll(bar, '[role="group"]').find(
    (group) => accessibleName(group) === localeText('common:language.label')[language],
  );
  const current = switchGroup
    ? visibleAll(switchGroup, '[aria-pressed="true"], [aria-current="true"], [aria-current="page"]')
    : [];
  expect(current.map(accessibleName)).toEqual([localeText(`common:language.${language}`)[language]]);
}

// On SQLite only: what the pages read from either database is checked on both by the tests of their API answers
// and of server rendering (server-rendering.test.ts); here it is the markup, which is the same over both.
describe('pages without JavaScript (sqlite)', () => {
  let t: TestApp;
  let pages: Map<string, RenderedPage>;
  let shortName = '';
  /** What each same-site link already checked answered, so a link on many pages is asked for once. */
  const linkStatuses = new Map<string, number>();

  const api = async <Data>(url: string): Promise<Data> => {
    const response = await t.app.inject({ method: 'GET', url: `/v1${url}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Data }>().data;
  };

  /** The demo content's first career, newest article, a category with products, its product and newest news. */
  async function demoContent(language: Language, same?: { category: number; product: number; career: number }) {
    const query = (url: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
    const [site, careers, articles, categories, whatsNew] = await Promise.all([
      api<{ shortName: string }>(query('/site')),
      api<{ id: number; name: string }[]>(query('/careers')),
      api<{ id: number; title: string }[]>(query('/articles?limit=1&page=1')),
      api<{ category_id: number; category_name: string; products: { id: number; name: string }[] }[]>(
        query('/categories/products'),
      ),
      api<{ title: string }[]>(query('/whatsnew')),
    ]);
    const category = categories.find((row) => (same ? row.category_id === same.category : row.products.length > 0))!;
    const product = same ? category.products.find((row) => row.id === same.product)! : category.products[0]!;
    const career = same ? careers.find((row) => row.id === same.career)! : careers[0]!;
    return { shortName: site.shortName, career, article: articles[0]!, category, product, news: whatsNew[0]! };
  }

  async function renderedPages(): Promise<Map<string, RenderedPage>> {
    const english = await demoContent('en');
    const same = { category: english.category.category_id, product: english.product.id, career: english.career.id };
    const indonesian = await demoContent('id', same);
    shortName = english.shortName;
    const both = <T>(pick: (content: typeof english) => T): Record<Language, T> => ({
      en: pick(english),
      id: pick(indonesian),
    });
    const career = { href: paths.careerDetail(english.career.id), name: both((content) => content.career.name) };
    const article = { href: paths.articleDetail(english.article.id), title: both((content) => content.article.title) };
    const category = {
      href: paths.categoryProducts(english.category.category_id),
      name: both((content) => content.category.category_name),
    };
    const product = { href: paths.productDetail(english.product.id), name: both((content) => content.product.name) };
    const news = both((content) => content.news.title);
    const { cas_number: casNumber } = await api<{ cas_number: string }>(`/products/${english.product.id}`);

    const detail = localeText('public:crumbs.detail');
    const catalogue = localeText('public:catalogue.banner.categories');
    const productsCrumb = localeText('public:catalogue.banner.products');
    /** A section's own page: its banner and crumb, its tab title. */
    const sectionPage = (area: string) => ({
      banner: {
        title: localeText(`public:${area}.banner`),
        crumbs: [{ text: localeText(`public:${area}.banner`), link: false }],
      },
      title: localeText(`public:${area}.pageTitle`),
    });
    const detailBanner = (title: Texts, ...between: Crumb[]) => ({
      title,
      crumbs: [{ text: title, link: true }, ...between, { text: detail, link: false }],
    });
    const headingNamed = (name: Texts) => (main: Element, language: Language) => showsHeading(name[language])(main);
    const text = (key: string) => (main: Element, language: Language) => showsText(main, localeText(key)[language]);
    const searchBanner = localeText('public:search.banner');
    const quoteBanner = localeText('public:enquiry.quote.banner');

    const list: RenderedPage[] = [
      {
        name: 'home',
        path: paths.home,
        title: localeText('public:home.title'),
        heading: localeText('public:home.hero.title'),
        // The contact form is the last of the sections after the first screen.
        loaded: headingNamed(localeText('public:home.contact.title')),
        texts: [
          localeText('public:home.why.title'),
          localeText('public:home.categories.title'),
          localeText('public:articles.home.title'),
        ],
        links: [
          { name: localeText('public:home.hero.getStarted'), href: paths.categories },
          { name: article.title, href: article.href },
        ],
      },
      {
        name: 'careers',
        path: paths.careers,
        ...sectionPage('careers'),
        loaded: headingNamed(career.name),
        texts: [],
        links: [{ name: career.name, href: career.href }],
      },
      {
        name: 'career-detail',
        path: career.href,
        banner: detailBanner(localeText('public:careers.banner')),
        title: career.name,
        loaded: headingNamed(career.name),
        texts: [localeText('public:careers.apply.title')],
        links: [],
      },
      {
        name: 'articles',
        path: paths.articles,
        ...sectionPage('articles'),
        loaded: headingNamed(article.title),
        texts: [],
        links: [{ name: article.title, href: article.href }],
      },
      {
        name: 'article-detail',
        path: article.href,
        banner: detailBanner(localeText('public:articles.banner')),
        title: article.title,
        loaded: headingNamed(article.title),
        texts: [],
        links: [],
      },
      {
        name: 'categories',
        path: paths.categories,
        banner: { title: catalogue, crumbs: [{ text: catalogue, link: false }] },
        title: localeText('public:catalogue.pageTitle'),
        loaded: headingNamed(category.name),
        texts: [],
        links: [
          { name: category.name, href: category.href },
          { name: product.name, href: product.href },
        ],
      },
      {
        name: 'category-products',
        path: category.href,
        banner: {
          title: catalogue,
          crumbs: [
            { text: catalogue, link: true },
            { text: productsCrumb, link: false },
          ],
        },
        title: category.name,
        loaded: headingNamed(category.name),
        texts: [localeText('public:catalogue.products.total')],
        links: [{ name: product.name, href: product.href }],
      },
      {
        name: 'product-detail',
        path: product.href,
        banner: detailBanner(catalogue, { text: productsCrumb, link: false }),
        title: product.name,
        loaded: headingNamed(product.name),
        texts: [
          localeText('public:productData.specs.title'),
          localeText('public:productData.specs.fields.cas_number'),
          localeText('public:productData.documents.title'),
        ],
        links: [{ name: category.name, href: category.href }],
      },
      {
        name: 'about',
        path: paths.about,
        ...sectionPage('about'),
        loaded: (main) => linksNamed(main, '@').length > 0,
        texts: [localeText('public:about.history.title'), localeText('public:about.vision.title')],
        links: [{ name: localeText('public:about.intro.cta'), href: paths.categories }],
      },
      {
        name: 'whats-new',
        path: paths.whatsNew,
        ...sectionPage('whatsNew'),
        loaded: headingNamed(news),
        texts: [],
        links: [],
      },
      {
        name: 'gallery',
        path: paths.gallery,
        ...sectionPage('gallery'),
        loaded: (main) => visibleAll(main, 'li button, li [role="button"]').length > 0,
        texts: [],
        links: [],
      },
      {
        name: 'search',
        path: `${paths.search}?q=${encodeURIComponent(casNumber)}`,
        banner: { title: searchBanner, crumbs: [{ text: searchBanner, link: false }] },
        title: localeText('public:search.documentTitle', { text: casNumber }),
        loaded: (main, language) => linksNamed(main, product.name[language]).length > 0,
        texts: [localeText('public:search.groups.product')],
        links: [{ name: product.name, href: product.href }],
      },
      {
        name: 'quote-request',
        path: paths.quoteRequest,
        banner: { title: quoteBanner, crumbs: [{ text: quoteBanner, link: false }] },
        title: localeText('public:enquiry.quote.pageTitle'),
        // A visitor's basket is their browser's own: the server's page has it empty.
        loaded: text('public:enquiry.quote.empty'),
        texts: [localeText('public:enquiry.quote.intro')],
        links: [{ name: localeText('public:enquiry.quote.browse'), href: paths.categories }],
      },
      {
        name: 'missing-product',
        path: paths.productDetail(2_000_000_000),
        banner: detailBanner(catalogue, { text: productsCrumb, link: false }),
        title: localeText('common:notFound.title'),
        loaded: text('public:catalogue.product.notFound'),
        texts: [],
        links: [{ name: localeText('public:catalogue.product.backToCategories'), href: paths.categories }],
        missing: true,
      },
      {
        name: 'not-found',
        path: '/halaman-yang-tidak-ada',
        title: localeText('common:notFound.title'),
        loaded: text('common:notFound.title'),
        texts: [localeText('common:notFound.description')],
        links: [{ name: localeText('common:notFound.home'), href: paths.home }],
        missing: true,
      },
    ];
    return new Map(list.map((page) => [page.name, page]));
  }

  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      { SSR_BUNDLE: RENDERER, SEED_DEMO: 'true' },
      { clientFiles: { 'index.html': TEMPLATE } },
    );
    await prepareInstallation(t.db, t.config, t.app.log);
    pages = await renderedPages();
    // Seeding the demo content draws and encodes its pictures: longer than one test on two busy cores.
  }, 240_000);
  afterAll(() => t?.close());

  async function brokenLinks(main: Element): Promise<string[]> {
    const hrefs = [...new Set(visibleAll(main, 'a[href^="/"]').map((link) => link.getAttribute('href')!))];
    const broken: string[] = [];
    for (const href of hrefs) {
      let status = linkStatuses.get(href);
      if (status === undefined) {
        status = (await t.app.inject({ method: 'GET', url: href })).statusCode;
        linkStatuses.set(href, status);
      }
      if (status !== 200) broken.push(`${href} answers ${status}`);
    }
    return broken;
  }

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(PAGE_NAMES)(
      '%s reads: its heading, content, top bar and links to real pages',
      async (name) => {
        const page = pages.get(name);
        if (!page) throw new Error(`No page named ${name}`);
        const response = await t.app.inject({
          method: 'GET',
          url: inLanguage(page.path, language),
          // The browser asks for English; `?lang=id` alone makes a page Indonesian.
          headers: { 'accept-language': 'en-US,en;q=0.9' },
        });
        expect(response.statusCode).toBe(page.missing ? 404 : 200);
        const document = parsePage(response.body);
        expect(document.documentElement.getAttribute('lang')).toBe(language);
        expect(normalized(document.title)).toBe(`${page.title[language]} | ${shortName}`);

        const main = document.querySelector('main');
        if (!main) throw new Error(`${name} has no main content`);
        expect(page.loaded(main, language)).toBe(true);
        for (const loading of [localeText('common:state.loading').en, localeText('common:state.loading').id]) {
          expect(showsText(document.body, loading)).toBe(false);
        }

        const breadcrumb = visibleAll(document, 'nav').find(
          (nav) => accessibleName(nav) === localeText('common:nav.breadcrumb')[language],
        );
        if (page.banner) {
          expect(headings(document, 1).map(visibleText)).toEqual([page.banner.title[language]]);
          const trail = [{ text: localeText('common:nav.home'), link: true }, ...page.banner.crumbs];
          const items = breadcrumb ? visibleAll(breadcrumb, 'li') : [];
          expect(items.map(visibleText)).toEqual(trail.map((crumb) => crumb.text[language]));
          expect(items.map((item) => item.querySelector('a[href]') !== null)).toEqual(trail.map((crumb) => crumb.link));
        } else {
          expect(breadcrumb).toBeUndefined();
        }
        if (page.heading) expect(headings(document, 1).map(visibleText)).toEqual([page.heading[language]]);

        for (const text of page.texts)
          expect({ text: text[language], shown: showsText(main, text[language]) }).toEqual({
            text: text[language],
            shown: true,
          });
        for (const link of page.links) {
          const hrefs = linksNamed(main, link.name[language]).map((found) => found.getAttribute('href'));
          expect({ link: link.name[language], hrefs }).toEqual({
            link: link.name[language],
            hrefs: expect.arrayContaining([link.href]),
          });
        }

        expectTopBar(document, language);
        expect(await brokenLinks(main)).toEqual([]);
      },
      // The first page to link to the whole catalogue renders each of its pages once: a guard against a hang.
      180_000,
    );
  });
});
