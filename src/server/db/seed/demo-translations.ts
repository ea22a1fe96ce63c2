import type { Kysely } from 'kysely';
import { metaRepository } from '@/server/repositories/meta-repository';
import { rebuildSearchIndex } from '@/server/repositories/search-index';
import { serializeTranslations } from '@/server/repositories/translations';
import type { Database } from '../schema';
import {
  demoArticles,
  demoCareers,
  demoCategories,
  demoGallery,
  demoPartners,
  demoProducts,
  type DemoArticle,
  type DemoCareer,
  type DemoCategory,
  type DemoGalleryPhoto,
  type DemoPartner,
  type DemoProduct,
  type DemoSlide,
} from './demo-content';
import { articlesId, careersId, categoriesId, galleryId, productsId } from './demo-content-id';

/** The `translations` column of each demo row: its Indonesian texts, serialized ('{}' where it has none). */
export const demoTranslations = {
  category: (category: DemoCategory): string => serializeTranslations({ id: categoriesId[category.name] }),
  product: (product: DemoProduct): string => serializeTranslations({ id: productsId[product.name] }),
  article: (article: DemoArticle): string => serializeTranslations({ id: articlesId[article.title] }),
  career: (career: DemoCareer): string => serializeTranslations({ id: careersId[career.name] }),
  photo: (photo: DemoGalleryPhoto): string => serializeTranslations({ id: galleryId[photo.name] }),
  slide: (slide: DemoSlide): string => serializeTranslations({ id: slide.id }),
  partner: (partner: DemoPartner): string =>
    serializeTranslations(partner.nameId === undefined ? {} : { id: { name: partner.nameId } }),
};

/** Set in `app_meta` once the demo rows of an older installation have been given their Indonesian texts. */
export const DEMO_TRANSLATIONS_BACKFILLED = 'demo_translations_backfilled_at';

const NO_TRANSLATIONS = '{}';

/**
 * Once per installation: gives the demo rows seeded before content had translations their Indonesian texts. Only
 * rows that still have no translations and whose English texts are exactly the demo's are changed, so anything an
 * admin has edited, renamed or translated stays as it is. Answers how many rows it filled.
 */
export async function backfillDemoTranslations(db: Kysely<Database>): Promise<number> {
  if (await metaRepository(db).get(DEMO_TRANSLATIONS_BACKFILLED)) return 0;
  return db.transaction().execute(async (trx) => {
    let filled = 0;
    const count = (results: readonly { numUpdatedRows: bigint }[]) => {
      for (const result of results) filled += Number(result.numUpdatedRows);
    };

    for (const category of demoCategories) {
      const translations = demoTranslations.category(category);
      if (translations === NO_TRANSLATIONS) continue;
      count(
        await trx
          .updateTable('categories')
          .set({ translations })
          .where('name', '=', category.name)
          .where('description', '=', category.description)
          .where('translations', '=', NO_TRANSLATIONS)
          .execute(),
      );
    }
    for (const product of demoProducts) {
      const translations = demoTranslations.product(product);
      if (translations === NO_TRANSLATIONS) continue;
      count(
        await trx
          .updateTable('products')
          .set({ translations })
          .where('name', '=', product.name)
          .where('description', '=', product.description)
          .where('translations', '=', NO_TRANSLATIONS)
          .execute(),
      );
    }
    for (const article of demoArticles) {
      const translations = demoTranslations.article(article);
      if (translations === NO_TRANSLATIONS) continue;
      count(
        await trx
          .updateTable('articles')
          .set({ translations })
          .where('title', '=', article.title)
          .where('content', '=', article.content)
          .where('translations', '=', NO_TRANSLATIONS)
          .execute(),
      );
    }
    for (const career of demoCareers) {
      const translations = demoTranslations.career(career);
      if (translations === NO_TRANSLATIONS) continue;
      count(
        await trx
          .updateTable('careers')
          .set({ translations })
          .where('name', '=', career.name)
          .where('position', '=', career.position)
          .where('description', '=', career.description)
          .where('translations', '=', NO_TRANSLATIONS)
          .execute(),
      );
    }
    for (const photo of demoGallery) {
      const translations = demoTranslations.photo(photo);
      if (translations === NO_TRANSLATIONS) continue;
      count(
        await trx
          .updateTable('galleries')
          .set({ translations })
          .where('name', '=', photo.name)
          .where('translations', '=', NO_TRANSLATIONS)
          .execute(),
      );
    }
    // Older slides came with their words drawn into the picture, in English; they are left for the admin to redo.
    for (const partner of demoPartners) {
      const translations = demoTranslations.partner(partner);
      if (translations === NO_TRANSLATIONS) continue;
      count(
        await trx
          .updateTable('partners')
          .set({ translations })
          .where('name', '=', partner.name)
          .where('translations', '=', NO_TRANSLATIONS)
          .execute(),
      );
    }

    if (filled > 0) await rebuildSearchIndex(trx);
    await metaRepository(trx).set(DEMO_TRANSLATIONS_BACKFILLED, new Date().toISOString());
    return filled;
  });
}
