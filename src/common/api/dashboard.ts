import { Type, type Static } from '@sinclair/typebox';
import { ImageSet } from './image';
import { Publication } from './publication';

const timestamp = Type.String({ format: 'date-time' });

/** How many products and careers the dashboard highlights. */
export const DASHBOARD_HIGHLIGHT_COUNT = 6;

/** GET /admin/dashboard/category-chart: one bar per category, empty categories included. */
export const CategoryChartEntry = Type.Object({
  name: Type.String(),
  product_count: Type.Integer({ minimum: 0 }),
});
export type CategoryChartEntry = Static<typeof CategoryChartEntry>;

/** GET /admin/dashboard/products: the newest products. */
export const DashboardProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  product_image: Type.Union([ImageSet, Type.Null()]),
  created_at: timestamp,
  updated_at: timestamp,
});
export type DashboardProduct = Static<typeof DashboardProduct>;

/** GET /admin/dashboard/careers: the most recently updated careers, published or not, with their publication. */
export const DashboardCareer = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.String(),
  status: Type.Boolean(),
  updated_at: timestamp,
  ...Publication,
});
export type DashboardCareer = Static<typeof DashboardCareer>;
