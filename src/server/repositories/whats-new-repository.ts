import type { Kysely } from 'kysely';
import type { ImageSet } from '@/common/api/image';
import type { Database } from '../db/schema';
import { imageSetOf, type ToImageSet } from './image-column';

interface Newest {
  id: number;
  updated_at: string;
}

/** The newest rows of each kind What's New draws from, each list newest first. */
export interface WhatsNewSources {
  products: Array<Newest & { name: string; description: string; image_url: ImageSet | null }>;
  careers: Array<Newest & { name: string; position: string; description: string }>;
  articles: Array<Newest & { title: string; content: string; image_url: ImageSet | null }>;
}

/** What's New reads; one query per kind, whatever the limit. */
export function whatsNewRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  return {
    /** Up to `limit` of each kind, by updated_at: products, active careers and articles. */
    async newest(limit: number): Promise<WhatsNewSources> {
      const [products, careers, articles] = await Promise.all([
        db
          .selectFrom('products')
          .select(['id', 'name', 'description', 'image', 'updated_at'])
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('careers')
          .select(['id', 'name', 'position', 'description', 'updated_at'])
          .where('status', '=', 1)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('articles')
          .select(['id', 'title', 'content', 'image', 'updated_at'])
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
      ]);
      return {
        products: products.map(({ image, ...row }) => ({ ...row, image_url: imageSetOf(image, toImageSet) })),
        careers,
        articles: articles.map(({ image, ...row }) => ({ ...row, image_url: imageSetOf(image, toImageSet) })),
      };
    },
  };
}
