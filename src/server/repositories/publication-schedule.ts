import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PUBLISHED } from './publication-columns';
import { reindex, reindexCategories } from './search-index';

/** The tables whose rows have a publication (migrations 0015 and 0016). */
export type PublishableTable = 'articles' | 'products' | 'categories' | 'careers' | 'galleries' | 'slides' | 'partners';

/**
 * What else follows a row's change of publication, in the same transaction: the site search's index, where a product
 * is found only while its category is published too, and names its principal only while that partner is.
 */
const AFTER_CHANGE: Record<PublishableTable, (trx: Kysely<Database>, ids: number[]) => Promise<void>> = {
  articles: (trx, ids) => reindex(trx, 'article', ids),
  products: (trx, ids) => reindex(trx, 'product', ids),
  categories: reindexCategories,
  careers: (trx, ids) => reindex(trx, 'career', ids),
  galleries: async () => {},
  slides: async () => {},
  partners: async (trx, ids) => {
    const products = await trx.selectFrom('products').select('id').where('principal_id', 'in', ids).execute();
    await reindex(
      trx,
      'product',
      products.map((row) => row.id),
    );
  },
};

export interface PublishedCounts {
  published: number;
  unpublished: number;
}

export function publicationScheduleRepository(db: Kysely<Database>) {
  return {
    /**
     * In one transaction, publishes every scheduled row whose time has come and takes back to draft every published
     * one whose unpublish time has, with what follows (the search index); answers how many of each.
     */
    publishDue: (now: string): Promise<PublishedCounts> =>
      db.transaction().execute(async (trx) => {
        const counts: PublishedCounts = { published: 0, unpublished: 0 };
        for (const table of Object.keys(AFTER_CHANGE) as PublishableTable[]) {
          const published = await trx
            .updateTable(table)
            .set({ state: PUBLISHED })
            .where('state', '=', 'scheduled')
            .where('publish_at', '<=', now)
            .returning('id')
            .execute();
          const unpublished = await trx
            .updateTable(table)
            .set({ state: 'draft', unpublish_at: null })
            .where('state', '=', PUBLISHED)
            .where('unpublish_at', '<=', now)
            .returning('id')
            .execute();
          const ids = [...published, ...unpublished].map((row) => row.id);
          if (ids.length > 0) await AFTER_CHANGE[table](trx, ids);
          counts.published += published.length;
          counts.unpublished += unpublished.length;
        }
        return counts;
      }),
  };
}
