import { Suspense } from 'react';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { PAGE_ROUTES, ROUTE_KEYS, paths, type RouteArea, type RouteKey } from '@/common/routes';
import { Loading } from '../components/Loading';
import { CanonicalCase } from './CanonicalCase';
import { NotFoundPage } from '../components/NotFoundPage';
import { PublicLayout } from '../components/PublicLayout';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { lazyWhenIdle } from '../components/lazyWhenIdle';
import { loadAdminTexts } from '../i18n/i18n';

/** What the router needs of a page beyond its record in common/routes.ts: how to draw it. */
type PageRoute = Pick<NonIndexRouteObject, 'lazy' | 'element' | 'errorElement'>;

// Public pages and the admin are separate chunks, so a visitor never downloads admin code.
const page = <T,>(load: () => Promise<T>, pick: (module: T) => React.ComponentType): PageRoute => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

/** A back-office or sign-in screen: its chunk and the back office's texts load together. */
const backOfficePage = <T,>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) =>
  page(async () => (await Promise.all([load(), loadAdminTexts()]))[0], pick);

/** Each page's component; every chunk name here is that page's `chunk` in common/routes.ts. */
const PAGES: Record<RouteKey, PageRoute> = {
  home: page(
    () => import(/* webpackChunkName: "public-home" */ '../features/home/HomePage'),
    (m) => m.HomePage,
  ),
  careers: page(
    () => import(/* webpackChunkName: "public-careers" */ '../features/careers/CareerListPage'),
    (m) => m.CareerListPage,
  ),
  careerDetail: page(
    () => import(/* webpackChunkName: "public-careers" */ '../features/careers/CareerDetailPage'),
    (m) => m.CareerDetailPage,
  ),
  categories: page(
    () => import(/* webpackChunkName: "public-catalogue" */ '../features/catalogue/CategoryListPage'),
    (m) => m.CategoryListPage,
  ),
  categoryProducts: page(
    () => import(/* webpackChunkName: "public-catalogue" */ '../features/catalogue/CategoryProductsPage'),
    (m) => m.CategoryProductsPage,
  ),
  productDetail: page(
    () => import(/* webpackChunkName: "public-catalogue" */ '../features/catalogue/ProductDetailPage'),
    (m) => m.ProductDetailPage,
  ),
  articles: page(
    () => import(/* webpackChunkName: "public-articles" */ '../features/articles/ArticleListPage'),
    (m) => m.ArticleListPage,
  ),
  articleDetail: page(
    () => import(/* webpackChunkName: "public-articles" */ '../features/articles/ArticleDetailPage'),
    (m) => m.ArticleDetailPage,
  ),
  gallery: page(
    () => import(/* webpackChunkName: "public-gallery" */ '../features/gallery/GalleryPage'),
    (m) => m.GalleryPage,
  ),
  whatsNew: page(
    () => import(/* webpackChunkName: "public-whatsnew" */ '../features/whatsNew/WhatsNewPage'),
    (m) => m.WhatsNewPage,
  ),
  about: page(
    () => import(/* webpackChunkName: "public-about" */ '../features/about/AboutPage'),
    (m) => m.AboutPage,
  ),
  quoteRequest: page(
    () => import(/* webpackChunkName: "public-enquiry" */ '../features/enquiries/QuoteRequestPage'),
    (m) => m.QuoteRequestPage,
  ),
  search: page(
    () => import(/* webpackChunkName: "public-search" */ '../features/search/SearchPage'),
    (m) => m.SearchPage,
  ),
  notFound: { element: <NotFoundPage /> },
  login: backOfficePage(
    () => import(/* webpackChunkName: "auth" */ '../features/auth/LoginPage'),
    (m) => m.LoginPage,
  ),
  forgotPassword: backOfficePage(
    () => import(/* webpackChunkName: "auth" */ '../features/auth/ForgotPasswordPage'),
    (m) => m.ForgotPasswordPage,
  ),
  // Signing out draws nothing of its own, so it has no error page either.
  logout: {
    ...backOfficePage(
      () => import(/* webpackChunkName: "auth" */ '../features/auth/LogoutPage'),
      (m) => m.LogoutPage,
    ),
    errorElement: undefined,
  },
  'admin.dashboard': backOfficePage(
    () => import(/* webpackChunkName: "admin-dashboard" */ '../features/dashboard/DashboardPage'),
    (m) => m.DashboardPage,
  ),
  'admin.careers': backOfficePage(
    () => import(/* webpackChunkName: "admin-careers" */ '../features/careers/AdminCareerListPage'),
    (m) => m.AdminCareerListPage,
  ),
  'admin.careerDetail': backOfficePage(
    () => import(/* webpackChunkName: "admin-careers" */ '../features/careers/AdminCareerDetailPage'),
    (m) => m.AdminCareerDetailPage,
  ),
  'admin.products': backOfficePage(
    () => import(/* webpackChunkName: "admin-catalogue" */ '../features/catalogue/AdminProductListPage'),
    (m) => m.AdminProductListPage,
  ),
  'admin.productDetail': backOfficePage(
    () => import(/* webpackChunkName: "admin-catalogue" */ '../features/catalogue/AdminProductDetailPage'),
    (m) => m.AdminProductDetailPage,
  ),
  'admin.categories': backOfficePage(
    () => import(/* webpackChunkName: "admin-catalogue" */ '../features/catalogue/AdminCategoryListPage'),
    (m) => m.AdminCategoryListPage,
  ),
  'admin.industries': backOfficePage(
    () => import(/* webpackChunkName: "admin-catalogue" */ '../features/catalogueTerms/AdminTermListPage'),
    (m) => m.AdminIndustryListPage,
  ),
  'admin.applications': backOfficePage(
    () => import(/* webpackChunkName: "admin-catalogue" */ '../features/catalogueTerms/AdminTermListPage'),
    (m) => m.AdminApplicationListPage,
  ),
  'admin.gallery': backOfficePage(
    () => import(/* webpackChunkName: "admin-gallery" */ '../features/gallery/AdminGalleryListPage'),
    (m) => m.AdminGalleryListPage,
  ),
  'admin.articles': backOfficePage(
    () => import(/* webpackChunkName: "admin-articles" */ '../features/articles/AdminArticleListPage'),
    (m) => m.AdminArticleListPage,
  ),
  'admin.articleDetail': backOfficePage(
    () => import(/* webpackChunkName: "admin-articles" */ '../features/articles/AdminArticleDetailPage'),
    (m) => m.AdminArticleDetailPage,
  ),
  'admin.inbox': backOfficePage(
    () => import(/* webpackChunkName: "admin-inbox" */ '../features/inbox/AdminInboxListPage'),
    (m) => m.AdminInboxListPage,
  ),
  'admin.enquiryDetail': backOfficePage(
    () => import(/* webpackChunkName: "admin-inbox" */ '../features/inbox/AdminEnquiryDetailPage'),
    (m) => m.AdminEnquiryDetailPage,
  ),
  'admin.siteSettings': backOfficePage(
    () => import(/* webpackChunkName: "admin-site-content" */ '../features/siteContent/AdminSiteSettingsPage'),
    (m) => m.AdminSiteSettingsPage,
  ),
  'admin.aboutPage': backOfficePage(
    () => import(/* webpackChunkName: "admin-site-content" */ '../features/siteContent/AdminAboutPage'),
    (m) => m.AdminAboutPage,
  ),
  'admin.homePage': backOfficePage(
    () => import(/* webpackChunkName: "admin-site-content" */ '../features/siteContent/AdminHomePage'),
    (m) => m.AdminHomePage,
  ),
  'admin.slides': backOfficePage(
    () => import(/* webpackChunkName: "admin-site-content" */ '../features/siteContent/AdminSlideListPage'),
    (m) => m.AdminSlideListPage,
  ),
  'admin.partners': backOfficePage(
    () => import(/* webpackChunkName: "admin-site-content" */ '../features/siteContent/AdminPartnerListPage'),
    (m) => m.AdminPartnerListPage,
  ),
  'admin.changePasswordWithCode': backOfficePage(
    () => import(/* webpackChunkName: "admin-password" */ '../features/auth/ChangePasswordWithCodePage'),
    (m) => m.ChangePasswordWithCodePage,
  ),
  'admin.profilePassword': backOfficePage(
    () => import(/* webpackChunkName: "admin-password" */ '../features/auth/ProfilePasswordPage'),
    (m) => m.ProfilePasswordPage,
  ),
};

/** The route objects of the pages in `area`, nested under the route at `parent`: its index and its children. */
const pagesIn = (area: RouteArea, parent: string): RouteObject[] =>
  ROUTE_KEYS.filter((key) => PAGE_ROUTES[key].area === area).map((key) => {
    const { path } = PAGE_ROUTES[key];
    if (path === parent) return { index: true, ...PAGES[key] };
    const prefix = parent.endsWith('/') ? parent : `${parent}/`;
    if (!path.startsWith(prefix)) throw new Error(`${path} is not under ${parent}`);
    return { path: path.slice(prefix.length), ...PAGES[key] };
  });

// The top bar's search loads once the page is idle, or sooner when the visitor reaches for it. Meanwhile the
// server's field is a search form and its phone button a link to the results page, which work without it.
const LazySiteSearch = lazyWhenIdle(() =>
  import(/* webpackChunkName: "public-search-box" */ '../features/search/SiteSearch').then((m) => m.SiteSearch),
);
const SiteSearch = () => (
  <Suspense fallback={null}>
    <LazySiteSearch />
  </Suspense>
);

/** Any other path inside a frame shows the not-found page in that frame. */
const anyOtherPath = (): RouteObject => ({ path: '*', element: <NotFoundPage /> });

const pages: RouteObject[] = [
  {
    // The site search is a feature of its own, so the layout (a shared component) is handed it.
    element: <PublicLayout search={<SiteSearch />} />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: Loading,
    children: [...pagesIn('site', paths.home), anyOtherPath()],
  },
  ...pagesIn('sign-in', paths.home).map((route) => ({
    errorElement: <RouteErrorPage />,
    HydrateFallback: Loading,
    ...route,
  })),
  {
    path: paths.admin.dashboard,
    errorElement: <RouteErrorPage />,
    HydrateFallback: Loading,
    ...backOfficePage(
      () => import(/* webpackChunkName: "admin" */ '../features/auth/AdminRoot'),
      (m) => m.AdminRoot,
    ),
    children: [...pagesIn('admin', paths.admin.dashboard), anyOtherPath()],
  },
];

export const routes: RouteObject[] = [{ id: 'canonical-case', element: <CanonicalCase />, children: pages }];
