import { Navigate, Outlet, useLocation } from 'react-router';
import { lowerCaseRoutePath } from '@/common/routes';

/**
 * The router matches paths whatever their case; a path that is a route only in lower case moves to that canonical
 * URL in place (as the server's 301 does), keeping its query, before the wrong-case page renders.
 */
export function CanonicalCase() {
  const { pathname, search, hash } = useLocation();
  const canonical = lowerCaseRoutePath(pathname);
  return canonical ? <Navigate replace to={`${canonical}${search}${hash}`} /> : <Outlet />;
}
