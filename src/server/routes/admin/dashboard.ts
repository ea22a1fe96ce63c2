import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CategoryChartEntry,
  DASHBOARD_HIGHLIGHT_COUNT,
  DashboardCareer,
  DashboardProduct,
} from '@/common/api/dashboard';
import { Envelope } from '@/common/api/envelope';
import { ok } from '../answers';
import { adminErrors, adminRoute } from '../schemas';

const schema = { ...adminRoute, tags: ['admin', 'dashboard'] };

const adminDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard/category-chart',
    {
      schema: {
        ...schema,
        description: 'Every category with its number of products, the most products first, then by name.',
        response: { 200: Envelope(Type.Array(CategoryChartEntry)), ...adminErrors },
      },
    },
    async () => ok('Category chart retrieved', await app.repos.dashboard.categoryChart()),
  );

  app.get(
    '/dashboard/products',
    {
      schema: {
        ...schema,
        description: `The ${DASHBOARD_HIGHLIGHT_COUNT} newest products.`,
        response: { 200: Envelope(Type.Array(DashboardProduct)), ...adminErrors },
      },
    },
    async () => ok('Newest products retrieved', await app.repos.dashboard.newestProducts(DASHBOARD_HIGHLIGHT_COUNT)),
  );

  app.get(
    '/dashboard/careers',
    {
      schema: {
        ...schema,
        description: `The ${DASHBOARD_HIGHLIGHT_COUNT} most recently updated careers, active and inactive.`,
        response: { 200: Envelope(Type.Array(DashboardCareer)), ...adminErrors },
      },
    },
    async () =>
      ok(
        'Recently updated careers retrieved',
        await app.repos.dashboard.recentlyUpdatedCareers(DASHBOARD_HIGHLIGHT_COUNT),
      ),
  );
};

export default adminDashboardRoutes;
