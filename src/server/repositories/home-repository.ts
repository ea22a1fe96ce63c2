import type { Kysely } from 'kysely';
import type { HomeContent } from '@/common/api/home';
import { FEATURED_CATEGORY_COUNT } from '@/common/api/home';
import type { Database } from '../db/schema';
import { imageSetOf, parseStoredImage, type ToImageSet } from './image-column';

export type HomeSnapshot = Omit<HomeContent, 'figures'> & {
  figures: Omit<HomeContent['figures'], 'since'>;
};

/** The home page's reads: three statements, whatever the size of the catalogue. */
export function homeRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  return {
    async snapshot(): Promise<HomeSnapshot> {
      const [siteImages, featured, totals] = await Promise.all([
        db.selectFrom('site_images').select(['kind', 'title', 'image']).orderBy('position').orderBy('id').execute(),
        db
          .selectFrom('categories')
          .select((eb) => [
            'categories.id',
            'categories.name',
            'categories.image',
            eb
              .selectFrom('products')
              .select((count) => count.fn.countAll().as('n'))
              .whereRef('products.category_id', '=', 'categories.id')
              .as('product_count'),
          ])
          // Ties go to the older category, the same on every database whatever its collation.
          .orderBy('product_count', 'desc')
          .orderBy('categories.id')
          .limit(FEATURED_CATEGORY_COUNT)
          .execute(),
        db
          .selectNoFrom((eb) => [
            eb
              .selectFrom('products')
              .select((count) => count.fn.countAll().as('n'))
              .as('products'),
            eb
              .selectFrom('categories')
              .select((count) => count.fn.countAll().as('n'))
              .as('categories'),
          ])
          .executeTakeFirstOrThrow(),
      ]);

      // The column is NOT NULL: every slide and logo has its image.
      const ofKind = (kind: 'carousel' | 'partner') =>
        siteImages
          .filter((row) => row.kind === kind)
          .map((row) => ({ title: row.title, image: toImageSet(parseStoredImage(row.image)!) }));
      const partners = ofKind('partner').map(({ title, image }) => ({ name: title, logo: image }));

      return {
        slides: ofKind('carousel'),
        partners,
        featuredCategories: featured.map(({ image, product_count, ...category }) => ({
          ...category,
          image_url: imageSetOf(image, toImageSet),
          product_count: Number(product_count ?? 0),
        })),
        figures: {
          products: Number(totals.products ?? 0),
          categories: Number(totals.categories ?? 0),
          partners: partners.length,
        },
      };
    },
  };
}

export type HomeRepository = ReturnType<typeof homeRepository>;
