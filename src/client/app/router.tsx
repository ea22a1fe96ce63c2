import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../../common/routes';
import { Loading } from '../components/Loading';
import { CanonicalCase } from './CanonicalCase';
import { NotFoundPage } from '../components/NotFoundPage';
import { PublicLayout } from '../components/PublicLayout';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { loadAdminTexts } from '../i18n/i18n';

// Public pages and the admin are separate chunks, so a visitor never downloads admin code.
const page =
  <T,>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) =>
  async () => ({
    Component: pick(await load()),
  });

/** A back-office or sign-in screen: its chunk and the back office's texts load together. */
const backOfficePage = <T,>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) =>
  page(async () => (await Promise.all([load(), loadAdminTexts()]))[0], pick);

const adminChild = (path: string) => path.replace(/^\/admin\//, '');

const pages: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: Loading,
    children: [
      {
        index: true,
        lazy: page(
          () => import(/* webpackChunkName: "public-home" */ '../features/home/HomePage'),
          (m) => m.HomePage,
        ),
      },
      {
        path: 'karir',
        lazy: page(
          () => import(/* webpackChunkName: "public-careers" */ '../features/careers/CareerListPage'),
          (m) => m.CareerListPage,
        ),
      },
      {
        path: routePatterns.careerDetail,
        lazy: page(
          () => import(/* webpackChunkName: "public-careers" */ '../features/careers/CareerDetailPage'),
          (m) => m.CareerDetailPage,
        ),
      },
      {
        path: 'produk_kategori',
        lazy: page(
          () => import(/* webpackChunkName: "public-catalogue" */ '../features/catalogue/CategoryListPage'),
          (m) => m.CategoryListPage,
        ),
      },
      {
        path: routePatterns.categoryProducts,
        lazy: page(
          () => import(/* webpackChunkName: "public-catalogue" */ '../features/catalogue/CategoryProductsPage'),
          (m) => m.CategoryProductsPage,
        ),
      },
      {
        path: routePatterns.productDetail,
        lazy: page(
          () => import(/* webpackChunkName: "public-catalogue" */ '../features/catalogue/ProductDetailPage'),
          (m) => m.ProductDetailPage,
        ),
      },
      {
        path: 'artikel',
        lazy: page(
          () => import(/* webpackChunkName: "public-articles" */ '../features/articles/ArticleListPage'),
          (m) => m.ArticleListPage,
        ),
      },
      {
        path: routePatterns.articleDetail,
        lazy: page(
          () => import(/* webpackChunkName: "public-articles" */ '../features/articles/ArticleDetailPage'),
          (m) => m.ArticleDetailPage,
        ),
      },
      {
        path: 'galeri',
        lazy: page(
          () => import(/* webpackChunkName: "public-gallery" */ '../features/gallery/GalleryPage'),
          (m) => m.GalleryPage,
        ),
      },
      {
        path: 'terbaru',
        lazy: page(
          () => import(/* webpackChunkName: "public-whatsnew" */ '../features/whatsNew/WhatsNewPage'),
          (m) => m.WhatsNewPage,
        ),
      },
      {
        path: 'tentang',
        lazy: page(
          () => import(/* webpackChunkName: "public-about" */ '../features/about/AboutPage'),
          (m) => m.AboutPage,
        ),
      },
      // Where an admin article that cannot load leads (SPEC.md 2.4).
      { path: 'not-found', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'login',
    errorElement: <RouteErrorPage />,
    HydrateFallback: Loading,
    lazy: backOfficePage(
      () => import(/* webpackChunkName: "auth" */ '../features/auth/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'forgetpass',
    errorElement: <RouteErrorPage />,
    HydrateFallback: Loading,
    lazy: backOfficePage(
      () => import(/* webpackChunkName: "auth" */ '../features/auth/ForgotPasswordPage'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'logout',
    HydrateFallback: Loading,
    lazy: backOfficePage(
      () => import(/* webpackChunkName: "auth" */ '../features/auth/LogoutPage'),
      (m) => m.LogoutPage,
    ),
  },
  {
    path: 'admin',
    errorElement: <RouteErrorPage />,
    HydrateFallback: Loading,
    lazy: backOfficePage(
      () => import(/* webpackChunkName: "admin" */ '../features/auth/AdminRoot'),
      (m) => m.AdminRoot,
    ),
    children: [
      {
        index: true,
        lazy: backOfficePage(
          () => import(/* webpackChunkName: "admin-dashboard" */ '../features/dashboard/DashboardPage'),
          (m) => m.DashboardPage,
        ),
      },
      {
        path: 'karir',
        lazy: backOfficePage(
          () => import(/* webpackChunkName: "admin-careers" */ '../features/careers/AdminCareerListPage'),
          (m) => m.AdminCareerListPage,
        ),
      },
      {
        path: adminChild(routePatterns.adminCareerDetail),
        lazy: backOfficePage(
          () => import(/* webpackChunkName: "admin-careers" */ '../features/careers/AdminCareerDetailPage'),
          (m) => m.AdminCareerDetailPage,
        ),
      },
      {
        path: adminChild(paths.admin.products),
        lazy: backOfficePage(
          () => import(/* webpackChunkName: "admin-catalogue" */ '../features/catalogue/AdminProductListPage'),
          (m) => m.AdminProductListPage,
        ),
      },
      {
        path: adminChild(routePatterns.adminProductDetail),
        lazy: backOfficePage(
          () => import(/* webpackChunkName: "admin-catalogue" */ '../features/catalogue/AdminProductDetailPage'),
          (m) => m.AdminProductDetailPage,
        ),
      },
      {
        path: adminChild(paths.admin.categories),
        lazy: backOfficePage(
          () => import(/* webpackChunkName: "admin-catalogue" */ '../features/catalogue/AdminCategoryListPage'),
          (m) => m.AdminCategoryListPage,
        ),
      },
      {
        path: adminChild(paths.admin.gallery),
        lazy: backOfficePage(
          () => import(/* webpackChunkName: "admin-gallery" */ '../features/gallery/AdminGalleryListPage'),
          (m) => m.AdminGalleryListPage,
        ),
      },
      {
        path: adminChild(paths.admin.articles),
        lazy: backOfficePage(
          () => import(/* webpackChunkName: "admin-articles" */ '../features/articles/AdminArticleListPage'),
          (m) => m.AdminArticleListPage,
        ),
      },
      {
        path: adminChild(routePatterns.adminArticleDetail),
        lazy: backOfficePage(
          () => import(/* webpackChunkName: "admin-articles" */ '../features/articles/AdminArticleDetailPage'),
          (m) => m.AdminArticleDetailPage,
        ),
      },
      {
        path: adminChild(paths.admin.changePasswordWithCode),
        lazy: backOfficePage(
          () => import(/* webpackChunkName: "admin-password" */ '../features/auth/ChangePasswordWithCodePage'),
          (m) => m.ChangePasswordWithCodePage,
        ),
      },
      {
        path: adminChild(paths.admin.profilePassword),
        lazy: backOfficePage(
          () => import(/* webpackChunkName: "admin-password" */ '../features/auth/ProfilePasswordPage'),
          (m) => m.ProfilePasswordPage,
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const routes: RouteObject[] = [{ id: 'canonical-case', element: <CanonicalCase />, children: pages }];
