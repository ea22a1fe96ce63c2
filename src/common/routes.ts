import type { ImageSet } from './api/image';
import { CATALOGUE_FILTER_NAMES } from './catalogue-filters';
import type { ImageSizeName } from './hero-image';

/**
 * The product's pages, one record each: its path pattern (react-router syntax), the frame it is drawn in, its lazy
 * chunk and, for a public page, what of its URL and its record the server needs. Shared so the server can answer
 * the SPA's paths (history fallback, head tags, preloads) and the client builds its router and its links from the
 * same records. What a page reads is its loader's (client/app/router.tsx).
 */

/** Where a page is drawn: in the public site's frame, on its own (the sign-in screens), or in the back office. */
export type RouteArea = 'site' | 'sign-in' | 'admin';

/** What the server needs to know of a public page beyond its path. */
export interface RouteData {
  /**
   * The query parameters the page reads from its URL (besides `?lang=`). Any other cannot change the page, so the
   * server renders and caches it without them: `?utm_source=…` or `?cb=…` share the page of the plain URL.
   */
  query?: readonly string[];
  /** The page's largest image above the fold: where it is in the page's record (what its first read answered). */
  heroImage?: { from: (record: Record<string, unknown>) => ImageSet | null | undefined; sizes: ImageSizeName };
}

export interface RouteRecord<P extends string = string> {
  path: P;
  area: RouteArea;
  /** The page's lazy chunk (its webpackChunkName in client/app/router.tsx); none for a page in the entry. */
  chunk?: string;
  data?: RouteData;
}

const record =
  (area: RouteArea) =>
  <P extends string>(path: P, chunk?: string, data?: RouteData): RouteRecord<P> => ({ path, area, chunk, data });
const site = record('site');
const signIn = record('sign-in');
const backOffice = record('admin');

/** Every page; the nesting is that of `paths`, and the order is the router's. */
export const ROUTES = {
  home: site('/', 'public-home', {
    heroImage: { from: (home) => (home.slides as { image: ImageSet }[] | undefined)?.[0]?.image, sizes: 'heroSlide' },
  }),
  careers: site('/karir', 'public-careers'),
  careerDetail: site('/karir/detail_karir/:id', 'public-careers'),
  categories: site('/produk_kategori', 'public-catalogue', {
    query: ['q', 'sort', 'page', ...CATALOGUE_FILTER_NAMES],
    // The first category's picture: on a phone it is the largest thing on the first screen.
    heroImage: {
      from: (list) =>
        Array.isArray(list.data) ? (list.data[0] as { image_url?: ImageSet | null } | undefined)?.image_url : null,
      sizes: 'categoryCard',
    },
  }),
  categoryProducts: site('/produk_kategori/produk/:id', 'public-catalogue', {
    query: ['q', 'sort', ...CATALOGUE_FILTER_NAMES],
  }),
  productDetail: site('/produk_kategori/produk/detail_produk/:id', 'public-catalogue', {
    heroImage: { from: (product) => product.product_image as ImageSet | null | undefined, sizes: 'productDetail' },
  }),
  articles: site('/artikel', 'public-articles', { query: ['page'] }),
  articleDetail: site('/artikel/detail_artikel/:id', 'public-articles', {
    heroImage: { from: (article) => article.article_image as ImageSet | null | undefined, sizes: 'articleDetail' },
  }),
  gallery: site('/galeri', 'public-gallery'),
  whatsNew: site('/terbaru', 'public-whatsnew', { query: ['open'] }),
  about: site('/tentang', 'public-about'),
  // The enquiry basket: a quote and sample request for the products the visitor picked.
  quoteRequest: site('/permintaan_penawaran', 'public-enquiry'),
  // The site search's results for `?q=`.
  search: site('/pencarian', 'public-search', { query: ['q', 'page'] }),
  // Where an admin article that cannot load leads (SPEC.md 2.4); drawn by the entry itself.
  notFound: site('/not-found'),
  login: signIn('/login', 'auth'),
  forgotPassword: signIn('/forgetpass', 'auth'),
  logout: signIn('/logout', 'auth'),
  // Where an invited colleague sets a first password (the link of the invitation mail).
  acceptInvitation: signIn('/invitation', 'auth'),
  admin: {
    dashboard: backOffice('/admin', 'admin-dashboard'),
    careers: backOffice('/admin/karir', 'admin-careers'),
    careerDetail: backOffice('/admin/karir/detail/:id', 'admin-careers'),
    products: backOffice('/admin/produk', 'admin-catalogue'),
    productDetail: backOffice('/admin/produk/detail/:id', 'admin-catalogue'),
    categories: backOffice('/admin/kategori', 'admin-catalogue'),
    industries: backOffice('/admin/industries', 'admin-catalogue'),
    applications: backOffice('/admin/applications', 'admin-catalogue'),
    gallery: backOffice('/admin/galeri', 'admin-gallery'),
    articles: backOffice('/admin/artikel', 'admin-articles'),
    articleDetail: backOffice('/admin/artikel/detail/:id', 'admin-articles'),
    inbox: backOffice('/admin/inbox', 'admin-inbox'),
    enquiryDetail: backOffice('/admin/inbox/detail/:id', 'admin-inbox'),
    siteSettings: backOffice('/admin/site-settings', 'admin-site-content'),
    aboutPage: backOffice('/admin/about', 'admin-site-content'),
    homePage: backOffice('/admin/home-page', 'admin-site-content'),
    slides: backOffice('/admin/slides', 'admin-site-content'),
    partners: backOffice('/admin/partners', 'admin-site-content'),
    changePasswordWithCode: backOffice('/admin/changepw', 'admin-password'),
    profilePassword: backOffice('/admin/profile/password', 'admin-password'),
    // The user's own account: name, e-mail, language, two-step sign-in and sessions.
    profile: backOffice('/admin/profile', 'admin-profile'),
    activity: backOffice('/admin/activity', 'admin-activity'),
    // What was deleted from the collections, restored or removed for good.
    trash: backOffice('/admin/trash', 'admin-trash'),
    users: backOffice('/admin/users', 'admin-users'),
  },
} as const;

interface RouteTree {
  readonly [name: string]: RouteRecord | RouteTree;
}

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends RouteRecord ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A page's name: its place in ROUTES, groups joined with dots (`careers`, `admin.careerDetail`). */
export type RouteKey = KeysOf<typeof ROUTES>;

const isRecord = (node: RouteRecord | RouteTree): node is RouteRecord => typeof node.path === 'string';

const flatten = (tree: RouteTree, prefix = ''): [string, RouteRecord][] =>
  Object.entries(tree).flatMap(([name, node]) =>
    isRecord(node) ? [[`${prefix}${name}`, node] as [string, RouteRecord]] : flatten(node, `${prefix}${name}.`),
  );

/** Every page by its key, in the order of ROUTES. */
export const PAGE_ROUTES = Object.fromEntries(flatten(ROUTES)) as Record<RouteKey, RouteRecord>;
export const ROUTE_KEYS = Object.keys(PAGE_ROUTES) as RouteKey[];

type LinkTo<P extends string> = P extends `${string}:${string}` ? (id: number | string) => string : P;
type Links<T> = { readonly [K in keyof T]: T[K] extends RouteRecord<infer P> ? LinkTo<P> : Links<T[K]> };

/** A fixed page's path, or for a page with an id in its path the function from the id to the path. */
const linkTo = (pattern: string) =>
  pattern.includes('/:') ? (id: number | string) => pattern.replace(/:[^/]+/, () => String(id)) : pattern;

const linksOf = (tree: RouteTree): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(tree).map(([name, node]) => [name, isRecord(node) ? linkTo(node.path) : linksOf(node)]),
  );

/** The app's links, so the client and the server never repeat a path literal: `paths.careerDetail(4)`. */
export const paths = linksOf(ROUTES) as Links<typeof ROUTES>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each page's pattern as an expression capturing its id; a trailing slash is tolerated as the router does. */
const MATCHERS = ROUTE_KEYS.map((key) => ({
  key,
  regExp: new RegExp(
    `^${PAGE_ROUTES[key].path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeRegExp(segment)))
      .join('/')}/?$`,
  ),
}));

/** The page whose pattern `pathname` matches, with the id in it when it has one. */
export function matchRoute(pathname: string): { key: RouteKey; route: RouteRecord; id?: string } | undefined {
  for (const { key, regExp } of MATCHERS) {
    const match = regExp.exec(pathname);
    if (match) return { key, route: PAGE_ROUTES[key], id: match[1] };
  }
  return undefined;
}

/**
 * The lower-case form of a page path that differs from one of the app's routes only by case (`/KARIR` ->
 * `/karir`); undefined when the path is already lower-case or its lower-case form is no route. API, upload and
 * asset paths are never routes, so their case is never touched.
 */
export function lowerCaseRoutePath(pathname: string): string | undefined {
  const lower = pathname.toLowerCase();
  return lower !== pathname && matchRoute(lower) ? lower : undefined;
}
