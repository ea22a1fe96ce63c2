import { http, type HttpHandler } from 'msw';
import type { CategoryChartEntry, DashboardCareer, DashboardProduct } from '@/common/api/dashboard';
import { chartEntries, dashboardCareers, dashboardProducts } from '../../fixtures/client/dashboard';
import { apiUrl, fail, ok } from './envelope';
import { signedIn } from './mockRequests';

export interface DashboardData {
  chart: CategoryChartEntry[];
  products: DashboardProduct[];
  careers: DashboardCareer[];
}

/**
 * The three dashboard answers, built from `data`; a call without a readable token answers 401. Tests add them with
 * `server.use(...dashboardHandlers())`; later `server.use` calls override single answers.
 */
export function dashboardHandlers(data: Partial<DashboardData> = {}): HttpHandler[] {
  const { chart = chartEntries(12), products = dashboardProducts, careers = dashboardCareers } = data;
  const get = (path: string, message: string, body: unknown) =>
    http.get(apiUrl(`/admin/dashboard/${path}`), ({ request }) =>
      signedIn(request) ? ok(message, body) : fail(401, 'Invalid or expired token', 'UNAUTHORIZED'),
    );
  return [
    get('category-chart', 'Category chart retrieved', chart),
    get('products', 'Newest products retrieved', products),
    get('careers', 'Recently updated careers retrieved', careers),
  ];
}
