import { paths } from '@/common/routes';
import type { Repositories } from '@/server/repositories';

export interface SitemapEntry {
  path: string;
  /** ISO-8601; absent when the page has no date of its own. */
  lastModified?: string;
}

interface UpdateStamp {
  id: number;
  updated_at: string;
}

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** The newest date among rows, for a page that lists them. */
function newest(...groups: UpdateStamp[][]): string | undefined {
  const latest = groups.flat().reduce((max, row) => Math.max(max, Date.parse(row.updated_at)), -Infinity);
  return Number.isFinite(latest) ? new Date(latest).toISOString() : undefined;
}

const entity = (path: (id: number) => string) => (row: UpdateStamp) => ({
  path: path(row.id),
  lastModified: iso(row.updated_at),
});

/** Every public page: the fixed ones, then each category, product, article and active career (four queries). */
export async function collectSitemapEntries(repos: Repositories): Promise<SitemapEntry[]> {
  const [categories, products, articles, careers] = await Promise.all([
    repos.categories.listUpdateStamps(),
    repos.products.listUpdateStamps(),
    repos.articles.listUpdateStamps(),
    repos.careers.listActiveUpdateStamps(),
  ]);
  return [
    { path: paths.home },
    { path: paths.categories, lastModified: newest(categories, products) },
    { path: paths.careers, lastModified: newest(careers) },
    { path: paths.articles, lastModified: newest(articles) },
    { path: paths.whatsNew, lastModified: newest(products, careers, articles) },
    { path: paths.gallery },
    { path: paths.about },
    ...categories.map(entity(paths.categoryProducts)),
    ...products.map(entity(paths.productDetail)),
    ...articles.map(entity(paths.articleDetail)),
    ...careers.map(entity(paths.careerDetail)),
  ];
}
