import type { Kysely } from 'kysely';
import type { CategoryChartEntry, DashboardCareer, DashboardProduct } from '@/common/api/dashboard';
import type { PublicationState } from '@/common/api/publication';
import type { Database } from '../db/schema';
import { imageSetOf, type ToImageSet } from './image-column';
import { PUBLISHED } from './publication-columns';
import { compareNames } from './name-order';

/** The dashboard's reads: one statement each, whatever the size of the catalogue. */
export function dashboardRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  return {
    /** Every category with its number of products, the most products first, then by name. */
    async categoryChart(): Promise<CategoryChartEntry[]> {
      const rows = await db
        .selectFrom('categories')
        .leftJoin('products', 'products.category_id', 'categories.id')
        .select((eb) => [
          'categories.id',
          'categories.name',
          eb.fn.count<number | string>('products.id').as('product_count'),
        ])
        .groupBy(['categories.id', 'categories.name'])
        .execute();
      // Ties are ordered in code so the order is the same on every database, whatever its collation.
      return rows
        .map((row) => ({ id: row.id, name: row.name, product_count: Number(row.product_count) }))
        .sort((a, b) => b.product_count - a.product_count || compareNames(a.name, b.name) || a.id - b.id)
        .map(({ name, product_count }) => ({ name, product_count }));
    },

    /** The `limit` most recently created products. */
    async newestProducts(limit: number): Promise<DashboardProduct[]> {
      const rows = await db
        .selectFrom('products')
        .select(['id', 'name', 'description', 'image', 'created_at', 'updated_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(({ image, ...row }) => ({ ...row, product_image: imageSetOf(image, toImageSet) }));
    },

    /** The `limit` most recently updated careers, published or not, with their publication. */
    async recentlyUpdatedCareers(limit: number): Promise<DashboardCareer[]> {
      const rows = await db
        .selectFrom('careers')
        .select(['id', 'name', 'position', 'state', 'publish_at', 'unpublish_at', 'updated_at'])
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(({ state, ...row }) => ({
        ...row,
        state: state as PublicationState,
        status: state === PUBLISHED,
      }));
    },
  };
}

export type DashboardRepository = ReturnType<typeof dashboardRepository>;
