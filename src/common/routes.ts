/**
 * The product's route table, shared so the server can answer the SPA's paths (history fallback, and later
 * head tags and preloaded data) and the client can build links without repeating literals.
 */
export const paths = {
  home: '/',
  careers: '/karir',
  careerDetail: (id: number | string) => `/karir/detail_karir/${id}`,
  articles: '/artikel',
  articleDetail: (id: number | string) => `/artikel/detail_artikel/${id}`,
  categories: '/produk_kategori',
  categoryProducts: (id: number | string) => `/produk_kategori/produk/${id}`,
  productDetail: (id: number | string) => `/produk_kategori/produk/detail_produk/${id}`,
  about: '/tentang',
  whatsNew: '/terbaru',
  gallery: '/galeri',
  login: '/login',
  logout: '/logout',
  forgotPassword: '/forgetpass',
  notFound: '/not-found',
  admin: {
    dashboard: '/admin',
    careers: '/admin/karir',
    careerDetail: (id: number | string) => `/admin/karir/detail/${id}`,
    products: '/admin/produk',
    productDetail: (id: number | string) => `/admin/produk/detail/${id}`,
    categories: '/admin/kategori',
    gallery: '/admin/galeri',
    articles: '/admin/artikel',
    articleDetail: (id: number | string) => `/admin/artikel/detail/${id}`,
    changePasswordWithCode: '/admin/changepw',
    profilePassword: '/admin/profile/password',
  },
} as const;

/** Route patterns in react-router syntax, in the same order as `paths`. */
export const routePatterns = {
  careerDetail: '/karir/detail_karir/:id',
  articleDetail: '/artikel/detail_artikel/:id',
  categoryProducts: '/produk_kategori/produk/:id',
  productDetail: '/produk_kategori/produk/detail_produk/:id',
  adminCareerDetail: '/admin/karir/detail/:id',
  adminProductDetail: '/admin/produk/detail/:id',
  adminArticleDetail: '/admin/artikel/detail/:id',
} as const;

const patternSource = (route: string) =>
  route
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment))
    .join('/');

const fixedPaths = (tree: Record<string, unknown>): string[] =>
  Object.values(tree).flatMap((value) =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? fixedPaths(value as Record<string, unknown>)
        : [],
  );

/** Every page the app has, as one expression; a trailing slash is tolerated as the router does. */
const PAGE_PATH = new RegExp(
  `^(?:${[...fixedPaths(paths), ...Object.values(routePatterns)].map(patternSource).join('|')})/?$`,
);

/**
 * The lower-case form of a page path that differs from one of the app's routes only by case (`/KARIR` ->
 * `/karir`); undefined when the path is already lower-case or its lower-case form is no route. API, upload and
 * asset paths are never routes, so their case is never touched.
 */
export function lowerCaseRoutePath(pathname: string): string | undefined {
  const lower = pathname.toLowerCase();
  return lower !== pathname && PAGE_PATH.test(lower) ? lower : undefined;
}
