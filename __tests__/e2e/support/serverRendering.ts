import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { paths } from '@/common/routes';
import enCommon from '../../../locales/en/common.json';
import enPublic from '../../../locales/en/public.json';
import idCommon from '../../../locales/id/common.json';
import idPublic from '../../../locales/id/public.json';
import { BANNERS, PUBLIC_ROUTE_NAMES, publicRoutes, type Language, type PublicRoute, type Texts } from './publicRoutes';

const LOCALES: Record<Language, Record<string, unknown>> = {
  en: { common: enCommon, public: enPublic },
  id: { common: idCommon, public: idPublic },
};

/**
 * A text of locales/{en,id}/*.json in both languages, `{{name}}` filled in from `values`:
 * `localeText('public:home.hero.title')`.
 */
export function localeText(key: string, values: Record<string, string | number> = {}): Texts {
  const [namespace = '', path = ''] = key.split(':');
  const read = (language: Language): string => {
    const text = path
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        LOCALES[language][namespace],
      );
    if (typeof text !== 'string') throw new Error(`locales/${language}/${namespace}.json has no text ${path}`);
    return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
  };
  return { en: read('en'), id: read('id') };
}

/** `path` as a link naming its language: English is the default, Indonesian is asked for with `?lang=id`. */
export const inLanguage = (path: string, language: Language): string =>
  language === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

/** The top bar's links in the order they are read, with the banner of the page each leads to (SPEC.md 2.1). */
export const TOP_BAR_LINKS = [
  { name: localeText('common:nav.careers'), href: paths.careers, banner: BANNERS.careers },
  { name: localeText('common:nav.products'), href: paths.categories, banner: BANNERS.categories },
  { name: localeText('common:nav.gallery'), href: paths.gallery, banner: BANNERS.gallery },
  { name: localeText('common:nav.whatsNew'), href: paths.whatsNew, banner: BANNERS.whatsNew },
  { name: localeText('common:nav.articles'), href: paths.articles, banner: BANNERS.articles },
  { name: localeText('common:nav.about'), href: paths.about, banner: BANNERS.about },
] as const;

/**
 * The top bar in `language`: its main navigation (each link's name and where it leads), the site search's field and
 * the language switch with the page's language marked current.
 */
export async function expectTopBar(page: Page, language: Language): Promise<void> {
  const bar = page.getByRole('banner');
  const navigation = bar.getByRole('navigation', { name: localeText('common:nav.main')[language], exact: true });
  await expect(navigation.getByRole('link')).toHaveText(TOP_BAR_LINKS.map((link) => link.name[language]));
  for (const [index, link] of TOP_BAR_LINKS.entries()) {
    await expect(navigation.getByRole('link').nth(index)).toHaveAttribute('href', link.href);
  }
  await expect(
    bar.getByRole('search').getByRole('combobox', { name: localeText('public:search.label')[language], exact: true }),
  ).toBeVisible();
  const languages = bar.getByRole('group', { name: localeText('common:language.label')[language], exact: true });
  await expect(languages.locator('a[aria-current="true"]')).toHaveAccessibleName(
    localeText(`common:language.${language}`)[language],
  );
}

export interface ServerRenderedPage {
  route: PublicRoute;
  /** The page says that what was asked for is not there, and answers 404. */
  missing?: boolean;
}

/** Public pages outside publicRoutes.ts's list, which the server renders too. */
const MORE_PAGE_NAMES = ['search', 'quote-request', 'missing-product', 'not-found'] as const;

/**
 * Every page the server renders: the public routes (not the sign-in screens, which the browser draws) and the site
 * search, the quote request, a product that does not exist and a path the site does not have.
 */
export const SERVER_RENDERED_PAGE_NAMES = [
  ...PUBLIC_ROUTE_NAMES.filter((name) => name !== 'login' && name !== 'forgot-password'),
  ...MORE_PAGE_NAMES,
];

interface DemoProduct {
  cas_number: string;
}

/** The demo content's server-rendered pages. */
async function loadServerRenderedPages(request: APIRequestContext): Promise<Map<string, ServerRenderedPage>> {
  const { routes } = await publicRoutes(request);
  const route = (name: string): PublicRoute => {
    const found = routes.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`No public route named ${name}`);
    return found;
  };
  const nameOf = (name: string): Texts => {
    const title = route(name).title;
    if (typeof title === 'string') throw new Error(`The ${name} page is not titled by the demo content's name`);
    return title;
  };
  const product = route('product-detail');
  const productName = nameOf('product-detail');
  const category = route('category-products');
  const main = (page: Page) => page.getByRole('main');
  const text = (key: string) => (page: Page, language: Language) =>
    main(page).getByText(localeText(key)[language], { exact: true });

  // A number the search finds the product by in both languages.
  const productId = /(\d+)$/.exec(product.path)?.[1];
  const answer = await request.get(`/v1/products/${productId}`);
  expect(answer.ok(), `GET /v1/products/${productId} answers ${answer.status()}`).toBe(true);
  const { cas_number: casNumber } = ((await answer.json()) as { data: DemoProduct }).data;
  if (!casNumber) throw new Error(`The demo product ${productId} has no CAS number to search for`);

  const searchBanner = localeText('public:search.banner');
  const quoteBanner = localeText('public:enquiry.quote.banner');
  const pages: ServerRenderedPage[] = [
    { route: route('home') },
    { route: route('careers') },
    { route: route('career-detail') },
    { route: route('articles') },
    { route: route('article-detail') },
    { route: route('categories') },
    { route: category },
    { route: product },
    { route: route('about') },
    { route: route('whats-new') },
    { route: route('gallery') },
    {
      route: {
        name: 'search',
        path: `${paths.search}?q=${encodeURIComponent(casNumber)}`,
        banner: { title: searchBanner, crumbs: [{ text: searchBanner, link: false }] },
        title: localeText('public:search.documentTitle', { text: casNumber }),
        loaded: (page, language) => main(page).getByRole('link', { name: productName[language] }),
      },
    },
    {
      route: {
        name: 'quote-request',
        path: paths.quoteRequest,
        banner: { title: quoteBanner, crumbs: [{ text: quoteBanner, link: false }] },
        title: quoteBanner,
        // A visitor's basket is their browser's own: the server's page has it empty.
        loaded: text('public:enquiry.quote.empty'),
      },
    },
    {
      route: {
        ...product,
        name: 'missing-product',
        path: paths.productDetail(2_000_000_000),
        title: BANNERS.categories,
        loaded: text('public:catalogue.product.notFound'),
      },
      missing: true,
    },
    {
      route: {
        name: 'not-found',
        path: '/halaman-yang-tidak-ada',
        title: localeText('common:notFound.title'),
        loaded: text('common:notFound.title'),
      },
      missing: true,
    },
  ];
  return new Map(pages.map((page) => [page.route.name, page]));
}

let pages: Promise<Map<string, ServerRenderedPage>> | undefined;

export async function serverRenderedPage(request: APIRequestContext, name: string): Promise<ServerRenderedPage> {
  pages ??= loadServerRenderedPages(request);
  const page = (await pages).get(name);
  if (!page) throw new Error(`No server-rendered page named ${name}`);
  return page;
}

/** What the page's main content reads as text, as laid out (hidden parts left out). */
export const mainText = (page: Page): Promise<string> => page.getByRole('main').innerText();

/**
 * Whether React has taken the element over from the server's markup. Nothing on screen changes then, so this looks
 * at what React attaches to the elements it hydrates: their props.
 */
export const isHydrated = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')));

/** Waits until React has taken the page over from the server's markup: the top bar's home link then has its props. */
/**
 * Holds back the page's scripts whose path `held` picks (every one by default) until the function returned is
 * called: what the visitor does meanwhile lands on the server's markup.
 */
export async function holdScripts(page: Page, held: (path: string) => boolean = () => true): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((done) => (release = done));
  await page.route('**/assets/*.js', async (script) => {
    if (held(new URL(script.request().url()).pathname)) await released;
    await script.continue();
  });
  return release;
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page.getByRole('banner').getByRole('link').first())).toBe(true);
}

/**
 * Collects, from now on, what the page reports as going wrong: console errors and warnings (React's hydration
 * mismatches among them) and uncaught errors. A missing page's 404 answers may be reported as failed resources.
 */
export function watchForProblems(page: Page, { missing = false }: { missing?: boolean } = {}): () => string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (missing && message.text().startsWith('Failed to load resource')) return;
    problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return () => [...problems];
}
