import type { Kysely } from 'kysely';
import { ARTICLE_TEXT_FIELDS } from '@/common/api/articles';
import { CAREER_TEXT_FIELDS } from '@/common/api/careers';
import type { ImageSet } from '@/common/api/image';
import type { Language } from '@/common/language';
import type { Database } from '../db/schema';
import { imageSetOf, type ToImageSet } from './image-column';
import { PUBLISHED } from './publication-columns';
import { localizeRow } from './translations';
import { visibleProducts } from './visible-catalogue';

/** The product texts What's New shows (a product's specifications are for its own page). */
const PRODUCT_FEED_FIELDS = ['name', 'description'] as const;

interface Newest {
  id: number;
  updated_at: string;
}

/** The newest rows of each kind What's New draws from, each list newest first, their texts in one language. */
export interface WhatsNewSources {
  products: Array<Newest & { name: string; description: string; image_url: ImageSet | null }>;
  careers: Array<Newest & { name: string; position: string; description: string }>;
  articles: Array<Newest & { title: string; content: string; image_url: ImageSet | null }>;
}

/** What's New reads; one query per kind, whatever the limit. */
export function whatsNewRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  return {
    /** Up to `limit` of each kind visitors see, by updated_at: products, careers and articles, in `language`. */
    async newest(limit: number, language: Language): Promise<WhatsNewSources> {
      const [products, careers, articles] = await Promise.all([
        visibleProducts(db)
          .select(['id', 'name', 'description', 'image', 'translations', 'updated_at'])
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('careers')
          .select(['id', 'name', 'position', 'description', 'translations', 'updated_at'])
          .where('state', '=', PUBLISHED)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('articles')
          .select(['id', 'title', 'content', 'image', 'translations', 'updated_at'])
          .where('state', '=', PUBLISHED)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
      ]);
      // What's New items carry no `fallback`: a text missing in `language` simply comes in another one.
      const texts = <R extends { translations: string }, F extends string>(
        row: R & Record<F, string>,
        fields: readonly F[],
      ) => {
        const { fallback: _fallback, ...localized } = localizeRow(row, fields, language);
        return localized;
      };
      return {
        products: products.map(({ image, ...row }) => ({
          ...texts(row, PRODUCT_FEED_FIELDS),
          image_url: imageSetOf(image, toImageSet),
        })),
        careers: careers.map((row) => texts(row, CAREER_TEXT_FIELDS)),
        articles: articles.map(({ image, ...row }) => ({
          ...texts(row, ARTICLE_TEXT_FIELDS),
          image_url: imageSetOf(image, toImageSet),
        })),
      };
    },
  };
}
