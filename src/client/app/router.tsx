import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { PAGE_ROUTES, ROUTE_KEYS, paths, type RouteArea, type RouteKey } from '@/common/routes';
import { Loading } from '../components/Loading';
import { CanonicalCase } from './CanonicalCase';
import { NotFoundPage } from '../components/NotFoundPage';
import { PublicLayout } from '../components/PublicLayout';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { lazyWhenIdle } from '../components/lazyPart';
import { siteApi } from '../features/siteContent/siteApi';
import { loadAdminTexts } from '../i18n/i18n';
import { pageLoader, type PageQueries } from './pageData';
import type { AppStore } from './store';

/** How a page is drawn and, given a store to read into, what it reads first. */
type PageRoute = (store: AppStore | undefined) => Pick<NonIndexRouteObject, 'lazy' | 'element' | 'errorElement'>;

// Public pages and the admin are separate chunks, so a visitor never downloads admin code. A page's chunk brings its
// component and what it reads first (its loader, when the routes read into a store).
const page =
  <T,>(
    load: () => Promise<T>,
    pick: (module: T) => React.ComponentType,
    queries?: (module: T) => PageQueries,
  ): PageRoute =>
  (store) => ({
    lazy: async () => {
      const module = await load();
      return { Component: pick(module), ...(store && queries && { loader: pageLoader(store, queries(module)) }) };
    },
  });

/** A back-office or sign-in screen: its chunk and the back office's texts load together. */
const backOfficePage = <T,>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) =>
  page(async () => (await Promise.all([load(), loadAdminTexts()]))[0], pick);

/** A page that draws nothing of its own, so has no error page either. */
const withoutErrorPage =
  (route: PageRoute): PageRoute =>
  (store) => ({ ...route(store), errorElement: undefined });

/** A page drawn by the entry itself. */
const entryPage =
  (element: React.ReactNode): PageRoute =>
  () => ({ element });

/** Each page's component; every chunk name here is that page's `chunk` in common/routes.ts. */
const PAGES: Record<RouteKey, PageRoute> = {
  home: page(
    () => import(/* webpackChunkName: "public-home" */ '../features/home/HomePage'),
    (m) => m.HomePage,
    (m) => m.pageQueries,
  ),
  careers: page(
    () => import(/* webpackChunkName: "public-careers" */ '../features/careers/CareerListPage'),
    (m) => m.CareerListPage,
    (m) => m.pageQueries,
  ),
  careerDetail: page(
    () => import(/* webpackChunkName: "public-careers" */ '../features/careers/CareerDetailPage'),
    (m) => m.CareerDetailPage,
    (m) => m.pageQueries,
  ),
  categories: page(
    () => import(/* webpackChunkName: "public-catalogue" */ '../features/catalogue/CategoryListPage'),
    (m) => m.CategoryListPage,
    (m) => m.pageQueries,
  ),
  categoryProducts: page(
    () => import(/* webpackChunkName: "public-catalogue" */ '../features/catalogue/CategoryProductsPage'),
    (m) => m.CategoryProductsPage,
    (m) => m.pageQueries,
  ),
  productDetail: page(
    () => import(/* webpackChunkName: "public-catalogue" */ '../features/catalogue/ProductDetailPage'),
    (m) => m.ProductDetailPage,
    (m) => m.pageQueries,
  ),
  articles: page(
    () => import(/* webpackChunkName: "public-articles" */ '../features/articles/ArticleListPage'),
    (m) => m.ArticleListPage,
    (m) => m.pageQueries,
  ),
  articleDetail: page(
    () => import(/* webpackChunkName: "public-articles" */ '../features/articles/ArticleDetailPage'),
    (m) => m.ArticleDetailPage,
    (m) => m.pageQueries,
  ),
  gallery: page(
    () => import(/* webpackChunkName: "public-gallery" */ '../features/gallery/GalleryPage'),
    (m) => m.GalleryPage,
    (m) => m.pageQueries,
  ),
  whatsNew: page(
    () => import(/* webpackChunkName: "public-whatsnew" */ '../features/whatsNew/WhatsNewPage'),
    (m) => m.WhatsNewPage,
    (m) => m.pageQueries,
  ),
  about: page(
    () => import(/* webpackChunkName: "public-about" */ '../features/about/AboutPage'),
    (m) => m.AboutPage,
    (m) => m.pageQueries,
  ),
  quoteRequest: page(
    () => import(/* webpackChunkName: "public-enquiry" */ '../features/enquiries/QuoteRequestPage'),
    (m) => m.QuoteRequestPage,
  ),
  search: page(
    () => import(/* webpackChunkName: "public-search" */ '../features/search/SearchPage'),
    (m) => m.SearchPage,
    (m) => m.pageQueries,
  ),
  notFound: entryPage(<NotFoundPage />),
  login: backOfficePage(
    () => import(/* webpackChunkName: "auth" */ '../features/auth/LoginPage'),
    (m) => m.LoginPage,
  ),
  forgotPassword: backOfficePage(
    () => import(/* webpackChunkName: "auth" */ '../features/auth/ForgotPasswordPage'),
    (m) => m.ForgotPasswordPage,
  ),
  logout: withoutErrorPage(
    backOfficePage(
      () => import(/* webpackChunkName: "auth" */ '../features/auth/LogoutPage'),
      (m) => m.LogoutPage,
    ),
  ),
  acceptInvitation: backOfficePage(
    () => import(/* webpackChunkName: "auth" */ '../features/auth/AcceptInvitationPage'),
    (m) => m.AcceptInvitationPage,
  ),
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
  'admin.profile': backOfficePage(
    () => import(/* webpackChunkName: "admin-profile" */ '../features/profile/AdminProfilePage'),
    (m) => m.AdminProfilePage,
  ),
  'admin.activity': backOfficePage(
    () => import(/* webpackChunkName: "admin-activity" */ '../features/activity/AdminActivityPage'),
    (m) => m.AdminActivityPage,
  ),
  'admin.trash': backOfficePage(
    () => import(/* webpackChunkName: "admin-trash" */ '../features/trash/AdminTrashPage'),
    (m) => m.AdminTrashPage,
  ),
  'admin.users': backOfficePage(
    () => import(/* webpackChunkName: "admin-users" */ '../features/users/AdminUsersPage'),
    (m) => m.AdminUsersPage,
  ),
};

/**
 * The route objects of the pages in `area`, nested under the route at `parent`: its index and its children. Each has
 * its page's name as its id ('admin.inbox'), by which the admin frame knows which screen is open.
 */
const pagesIn = (area: RouteArea, parent: string, store: AppStore | undefined): RouteObject[] =>
  ROUTE_KEYS.filter((key) => PAGE_ROUTES[key].area === area).map((key) => {
    const { path } = PAGE_ROUTES[key];
    const route = { id: key, ...PAGES[key](store) };
    if (path === parent) return { index: true, ...route };
    const prefix = parent.endsWith('/') ? parent : `${parent}/`;
    if (!path.startsWith(prefix)) throw new Error(`${path} is not under ${parent}`);
    return { path: path.slice(prefix.length), ...route };
  });

// The top bar's search loads once the page is idle, or sooner when the visitor reaches for it. Meanwhile the
// server's field is a search form and its phone button a link to the results page, which work without it.
const SiteSearch = lazyWhenIdle(() =>
  import(/* webpackChunkName: "public-search-box" */ '../features/search/SiteSearch').then((m) => m.SiteSearch),
);

/** Any other path inside a frame shows the not-found page in that frame. */
const anyOtherPath = (): RouteObject => ({ path: '*', element: <NotFoundPage /> });

/** Every public page shows the site's settings (its name, contacts, time zone): the frame reads them. */
const siteQueries: PageQueries = ({ language }) => [siteApi.endpoints.getSite.initiate({ language })];

/**
 * The app's routes. Given a store, each public page's loader reads what the page shows into it and answers the
 * page's record: the server runs them before it renders a page once (client/server.tsx). In the browser the page's
 * components make the same reads as they mount (the loader comes in the page's chunk, so it could start them no
 * sooner; and RTK Query reads a failed answer again for each new subscriber, so a read the loader saw fail would be
 * made twice). A page the server rendered starts from the store its loaders filled.
 */
export function createRoutes(loadInto?: AppStore): RouteObject[] {
  const pages: RouteObject[] = [
    {
      id: 'site',
      // The site search is a feature of its own, so the layout (a shared component) is handed it.
      element: <PublicLayout search={<SiteSearch />} />,
      ...(loadInto && { loader: pageLoader(loadInto, siteQueries) }),
      errorElement: <RouteErrorPage />,
      HydrateFallback: Loading,
      children: [...pagesIn('site', paths.home, loadInto), anyOtherPath()],
    },
    ...pagesIn('sign-in', paths.home, loadInto).map((route) => ({
      errorElement: <RouteErrorPage />,
      HydrateFallback: Loading,
      ...route,
    })),
    {
      id: 'admin',
      path: paths.admin.dashboard,
      errorElement: <RouteErrorPage />,
      HydrateFallback: Loading,
      ...backOfficePage(
        () => import(/* webpackChunkName: "admin" */ '../features/auth/AdminRoot'),
        (m) => m.AdminRoot,
      )(loadInto),
      children: [...pagesIn('admin', paths.admin.dashboard, loadInto), anyOtherPath()],
    },
  ];
  return [{ id: 'canonical-case', element: <CanonicalCase />, children: pages }];
}
