import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { routePatterns } from '../../common/routes';
import { Loading } from '../components/Loading';
import { NotFoundPage } from '../components/NotFoundPage';
import { PublicLayout } from '../components/PublicLayout';
import { RouteErrorPage } from '../components/RouteErrorPage';

// Public pages and the admin are separate chunks, so a visitor never downloads admin code.
const page = <T,>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) => async () => ({
  Component: pick(await load()),
});

const adminChild = (path: string) => path.replace(/^\/admin\//, '');

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: Loading,
    children: [
      {
        index: true,
        lazy: page(() => import(/* webpackChunkName: "public-home" */ '../features/home/HomePage'), (m) => m.HomePage),
      },
      {
        path: 'karir',
        lazy: page(() => import(/* webpackChunkName: "public-careers" */ '../features/careers/CareerListPage'), (m) => m.CareerListPage),
      },
      {
        path: routePatterns.careerDetail,
        lazy: page(() => import(/* webpackChunkName: "public-careers" */ '../features/careers/CareerDetailPage'), (m) => m.CareerDetailPage),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'login',
    errorElement: <RouteErrorPage />,
    lazy: page(() => import(/* webpackChunkName: "auth" */ '../features/auth/LoginPage'), (m) => m.LoginPage),
  },
  {
    path: 'logout',
    lazy: page(() => import(/* webpackChunkName: "auth" */ '../features/auth/LogoutPage'), (m) => m.LogoutPage),
  },
  {
    path: 'admin',
    errorElement: <RouteErrorPage />,
    lazy: page(() => import(/* webpackChunkName: "admin" */ '../features/auth/AdminRoot'), (m) => m.AdminRoot),
    children: [
      // The dashboard lands with its own screen; until then the careers list is the admin's home.
      { index: true, element: <Navigate to="karir" replace /> },
      {
        path: 'karir',
        lazy: page(() => import(/* webpackChunkName: "admin-careers" */ '../features/careers/AdminCareerListPage'), (m) => m.AdminCareerListPage),
      },
      {
        path: adminChild(routePatterns.adminCareerDetail),
        lazy: page(() => import(/* webpackChunkName: "admin-careers" */ '../features/careers/AdminCareerDetailPage'), (m) => m.AdminCareerDetailPage),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
