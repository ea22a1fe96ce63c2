import type { Kysely } from 'kysely';
import { FEATURED_CATEGORY_COUNT, type FeaturedCategory, type HomeContent } from '@/common/api/home';
import type { Language } from '@/common/language';
import type { Database } from '../db/schema';
import { imageSetOf, type ToImageSet } from './image-column';
import type { PartnersRepository } from './partners-repository';
import type { SlidesRepository } from './slides-repository';
import { localizeRow } from './translations';
import { isVisibleProduct, visibleCategories, visibleProducts } from './visible-catalogue';

/** What the site shows visitors that the home page counts. */
export interface HomeCounts {
  products: number;
  categories: number;
  partners: number;
}

/** The home page's rows in one language; its own texts are a site document. */
export type HomeSnapshot = Pick<HomeContent, 'slides' | 'partners' | 'featuredCategories'> & { counts: HomeCounts };

/** The home page's reads: four statements, whatever the size of the catalogue. */
export function homeRepository(
  db: Kysely<Database>,
  toImageSet: ToImageSet,
  rows: { slides: SlidesRepository; partners: PartnersRepository },
) {
  return {
    async snapshot(language: Language): Promise<HomeSnapshot> {
      const [slides, partners, featured, totals] = await Promise.all([
        rows.slides.listAll(language),
        rows.partners.listAll(language),
        visibleCategories(db)
          .select((eb) => [
            'categories.id',
            'categories.name',
            'categories.translations',
            'categories.image',
            eb
              .selectFrom('products')
              .select((count) => count.fn.countAll().as('n'))
              .whereRef('products.category_id', '=', 'categories.id')
              .where(isVisibleProduct)
              .as('product_count'),
          ])
          // Ties go to the older category, the same on every database whatever its collation.
          .orderBy('product_count', 'desc')
          .orderBy('categories.id')
          .limit(FEATURED_CATEGORY_COUNT)
          .execute(),
        db
          .selectNoFrom(() => [
            visibleProducts(db)
              .select((count) => count.fn.countAll().as('n'))
              .as('products'),
            visibleCategories(db)
              .select((count) => count.fn.countAll().as('n'))
              .as('categories'),
          ])
          .executeTakeFirstOrThrow(),
      ]);

      return {
        slides,
        partners,
        featuredCategories: featured.map(
          ({ image, product_count, ...category }) =>
            ({
              ...localizeRow(category, ['name'], language),
              image_url: imageSetOf(image, toImageSet),
              product_count: Number(product_count ?? 0),
            }) satisfies FeaturedCategory,
        ),
        counts: {
          products: Number(totals.products ?? 0),
          categories: Number(totals.categories ?? 0),
          partners: partners.length,
        },
      };
    },
  };
}

export type HomeRepository = ReturnType<typeof homeRepository>;
