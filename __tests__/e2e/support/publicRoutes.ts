import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Texts = Record<Language, string>;

export const BROWSER_LOCALES: Record<Language, string> = { en: 'en-US', id: 'id-ID' };

/** The breadcrumb banner titles of SPEC.md 2.1 and their Indonesian translations. */
export const BANNERS = {
  categories: { en: 'PRODUCT CATEGORY', id: 'KATEGORI PRODUK' },
  products: { en: 'PRODUCT', id: 'PRODUK' },
  detail: { en: 'DETAIL', id: 'DETAIL' },
  careers: { en: 'CAREER', id: 'KARIER' },
  gallery: { en: 'GALLERY', id: 'GALERI' },
  articles: { en: 'ARTICLE', id: 'ARTIKEL' },
  whatsNew: { en: "WHAT'S NEW?", id: 'TERBARU' },
  about: { en: 'ABOUT US', id: 'TENTANG KAMI' },
} as const satisfies Record<string, Texts>;

/** The tab titles of the section pages (before ' | {shortName}'), as the server writes them and the page keeps them. */
export const PAGE_TITLES = {
  categories: { en: 'Product categories', id: 'Kategori produk' },
  careers: { en: 'Careers', id: 'Karier' },
  gallery: { en: 'Gallery', id: 'Galeri' },
  articles: { en: 'Articles', id: 'Artikel' },
  whatsNew: { en: "What's New", id: 'Terbaru' },
  about: { en: 'About Us', id: 'Tentang Kami' },
} as const satisfies Record<string, Texts>;

const HOME_CRUMB: Texts = { en: 'Home', id: 'Beranda' };
const LOADING: Texts = { en: 'Loading...', id: 'Memuat...' };

export interface Crumb {
  text: Texts;
  /** SPEC.md 2.1: the PRODUCT and DETAIL crumbs are not links. */
  link: boolean;
}

export interface PublicRoute {
  /** Names the route in test titles. */
  name: string;
  path: string;
  /** The banner's h1 and the crumbs after 'Home'; the home page and /login have no banner. */
  banner?: { title: Texts; crumbs: Crumb[] };
  /** The tab title before ' | {shortName}': translated text, or an entity's name on its detail page. */
  title: Texts | string;
  /** Something that only shows once the page's own data has arrived. */
  loaded: (page: Page, language: Language) => Locator;
  /** Pages outside the public layout (no fixed navbar). */
  standalone?: boolean;
}

interface Envelope<Data> {
  data: Data;
}

async function get<Data>(request: APIRequestContext, path: string): Promise<Data> {
  const response = await request.get(`/v1${path}`);
  expect(response.ok(), `GET /v1${path} answers ${response.status()}`).toBe(true);
  return ((await response.json()) as Envelope<Data>).data;
}

interface DemoIds {
  shortName: string;
  career: { id: number; name: Texts };
  article: { id: number; title: Texts };
  category: { id: number; name: Texts };
  product: { id: number; name: Texts };
  whatsNewTitle: Texts;
}

interface DemoContent {
  shortName: string;
  career: { id: number; name: string };
  article: { id: number; title: string };
  category: { id: number; name: string };
  product: { id: number; name: string };
  whatsNewTitle: string;
}

/** The first career, article, category with products, its first product and news item, read in `language`. */
async function loadDemoContent(
  request: APIRequestContext,
  language: Language,
  /** The same items as in another language, by id (lists sorted by name may order them differently). */
  same?: DemoContent,
): Promise<DemoContent> {
  const read = <Data>(path: string) => get<Data>(request, `${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
  const [site, careers, articles, categories, whatsNew] = await Promise.all([
    read<{ shortName: string }>('/site'),
    read<Array<{ id: number; name: string }>>('/careers'),
    read<Array<{ id: number; title: string }>>('/articles?limit=1&page=1'),
    read<Array<{ category_id: number; category_name: string; products: Array<{ id: number; name: string }> }>>(
      '/categories/products',
    ),
    read<Array<{ title: string }>>('/whatsnew'),
  ]);
  const category = categories.find((row) => (same ? row.category_id === same.category.id : row.products.length > 0));
  const career = same ? careers.find((row) => row.id === same.career.id) : careers[0];
  const [article, news] = [articles[0], whatsNew[0]];
  const product = same ? category?.products.find((row) => row.id === same.product.id) : category?.products[0];
  if (!career || !article || !category || !product || !news) {
    throw new Error('The demo content lacks a career, an article, a category with products or a news item');
  }
  return {
    shortName: site.shortName,
    career,
    article,
    category: { id: category.category_id, name: category.category_name },
    product,
    whatsNewTitle: news.title,
  };
}

/** The demo content's ids, and its names in each language (the pages show the one they are read in). */
async function loadDemoIds(request: APIRequestContext): Promise<DemoIds> {
  const en = await loadDemoContent(request, 'en');
  const id = await loadDemoContent(request, 'id', en);
  if (en.article.id !== id.article.id) throw new Error('The newest article differs between the languages');
  return {
    shortName: en.shortName,
    career: { id: en.career.id, name: { en: en.career.name, id: id.career.name } },
    article: { id: en.article.id, title: { en: en.article.title, id: id.article.title } },
    category: { id: en.category.id, name: { en: en.category.name, id: id.category.name } },
    product: { id: en.product.id, name: { en: en.product.name, id: id.product.name } },
    whatsNewTitle: { en: en.whatsNewTitle, id: id.whatsNewTitle },
  };
}

let demo: Promise<DemoIds> | undefined;

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** Every public route of SPEC.md 2.2, with ids and names taken from the running server's demo content. */
export async function publicRoutes(request: APIRequestContext): Promise<{ shortName: string; routes: PublicRoute[] }> {
  demo ??= loadDemoIds(request);
  const ids = await demo;
  const { careers, articles, categories, products, detail, about, whatsNew, gallery } = BANNERS;
  const routes: PublicRoute[] = [
    {
      name: 'home',
      path: '/',
      title: { en: 'Raw-material additives since 2000', id: 'Bahan baku aditif sejak 2000' },
      // The contact form is the last of the sections built after the first screen (RenderInTurn).
      loaded: (page, language) => heading(page, language === 'en' ? 'CONTACT US' : 'HUBUNGI KAMI'),
    },
    {
      name: 'careers',
      path: '/karir',
      banner: { title: careers, crumbs: [{ text: careers, link: false }] },
      title: PAGE_TITLES.careers,
      loaded: (page, language) => heading(page, ids.career.name[language]),
    },
    {
      name: 'career-detail',
      path: `/karir/detail_karir/${ids.career.id}`,
      banner: {
        title: careers,
        crumbs: [
          { text: careers, link: true },
          { text: detail, link: false },
        ],
      },
      title: ids.career.name,
      loaded: (page, language) => heading(page, ids.career.name[language]),
    },
    {
      name: 'articles',
      path: '/artikel',
      banner: { title: articles, crumbs: [{ text: articles, link: false }] },
      title: PAGE_TITLES.articles,
      loaded: (page, language) => heading(page, ids.article.title[language]),
    },
    {
      name: 'article-detail',
      path: `/artikel/detail_artikel/${ids.article.id}`,
      banner: {
        title: articles,
        crumbs: [
          { text: articles, link: true },
          { text: detail, link: false },
        ],
      },
      title: ids.article.title,
      loaded: (page, language) => heading(page, ids.article.title[language]),
    },
    {
      name: 'categories',
      path: '/produk_kategori',
      banner: { title: categories, crumbs: [{ text: categories, link: false }] },
      title: PAGE_TITLES.categories,
      loaded: (page, language) => heading(page, ids.category.name[language]),
    },
    {
      name: 'category-products',
      path: `/produk_kategori/produk/${ids.category.id}`,
      banner: {
        title: categories,
        crumbs: [
          { text: categories, link: true },
          { text: products, link: false },
        ],
      },
      title: ids.category.name,
      loaded: (page, language) => heading(page, ids.category.name[language]),
    },
    {
      name: 'product-detail',
      path: `/produk_kategori/produk/detail_produk/${ids.product.id}`,
      banner: {
        title: categories,
        crumbs: [
          { text: categories, link: true },
          { text: products, link: false },
          { text: detail, link: false },
        ],
      },
      title: ids.product.name,
      loaded: (page, language) => heading(page, ids.product.name[language]),
    },
    {
      name: 'about',
      path: '/tentang',
      banner: { title: about, crumbs: [{ text: about, link: false }] },
      title: PAGE_TITLES.about,
      loaded: (page) => page.getByRole('main').getByRole('link', { name: /@/ }).first(),
    },
    {
      name: 'whats-new',
      path: '/terbaru',
      banner: { title: whatsNew, crumbs: [{ text: whatsNew, link: false }] },
      title: PAGE_TITLES.whatsNew,
      loaded: (page, language) => heading(page, ids.whatsNewTitle[language]),
    },
    {
      name: 'gallery',
      path: '/galeri',
      banner: { title: gallery, crumbs: [{ text: gallery, link: false }] },
      title: PAGE_TITLES.gallery,
      loaded: (page) => page.getByRole('main').getByRole('listitem').getByRole('button').first(),
    },
    {
      name: 'login',
      path: '/login',
      title: { en: 'Sign in', id: 'Masuk' },
      loaded: (page, language) =>
        page.getByRole('heading', { level: 1, name: language === 'en' ? 'Sign in' : 'Masuk' }),
      standalone: true,
    },
    {
      name: 'forgot-password',
      path: '/forgetpass',
      title: { en: 'Confirm Password Change', id: 'Konfirmasi Ganti Password' },
      loaded: (page, language) =>
        page.getByRole('heading', {
          level: 1,
          name: language === 'en' ? 'Confirm Password Change' : 'Konfirmasi Ganti Password',
        }),
      standalone: true,
    },
  ];
  return { shortName: ids.shortName, routes };
}

/** The route names, for declaring one test per route before the server's ids are known. */
export const PUBLIC_ROUTE_NAMES = [
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
  'login',
  'forgot-password',
] as const;

export async function publicRoute(request: APIRequestContext, name: string) {
  const { shortName, routes } = await publicRoutes(request);
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No public route named ${name}`);
  return { shortName, route };
}

export const textIn = (text: Texts | string, language: Language): string =>
  typeof text === 'string' ? text : text[language];

/** Waits until the route shows its data and no loading indicator is left. */
export async function waitForContent(page: Page, route: PublicRoute, language: Language): Promise<void> {
  await expect(route.loaded(page, language)).toBeVisible();
  await expect(page.getByText(LOADING[language], { exact: true })).toHaveCount(0);
  await expect(page.getByText(LOADING[language === 'en' ? 'id' : 'en'], { exact: true })).toHaveCount(0);
}

/** The banner's h1 and its breadcrumb trail: Home, then the route's crumbs, the unlinked ones as plain text. */
export async function expectBanner(page: Page, route: PublicRoute, language: Language): Promise<void> {
  if (!route.banner) {
    await expect(
      page.getByRole('navigation', { name: language === 'en' ? 'Breadcrumb' : 'Jejak halaman' }),
    ).toHaveCount(0);
    return;
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.banner.title[language]);
  const trail = page.getByRole('navigation', { name: language === 'en' ? 'Breadcrumb' : 'Jejak halaman' });
  const crumbs = [{ text: HOME_CRUMB, link: true }, ...route.banner.crumbs];
  await expect(trail.getByRole('listitem')).toHaveText(crumbs.map((crumb) => crumb.text[language]));
  for (const [index, crumb] of crumbs.entries()) {
    await expect(trail.getByRole('listitem').nth(index).getByRole('link')).toHaveCount(crumb.link ? 1 : 0);
  }
}
