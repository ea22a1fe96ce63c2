import path from 'node:path';
import { pgCareerNames, pgCounts, sqliteCareerNames, sqliteCounts } from './database-probe';
import type { HttpClient } from './http-client';
import { pick } from './scenario';
import { MAX_PAGE_SIZE } from '@/common/constants';

/** Where a server under test keeps its data, and how a check reads that data without the server. */
export interface Installation {
  label: 'SQLite' | 'PostgreSQL';
  dataDir: string;
  /** DATA_DIR and DATABASE_URL for a server or the admin CLI. */
  env: Record<string, string>;
  careerNames(prefix: string): Promise<Set<string>>;
  counts(): Promise<Record<string, number>>;
}

export function sqliteInstallation(dataDir: string): Installation {
  const file = path.join(dataDir, 'app.db');
  return {
    label: 'SQLite',
    dataDir,
    env: { DATA_DIR: dataDir },
    careerNames: async (prefix) => sqliteCareerNames(file, prefix),
    counts: async () => sqliteCounts(file),
  };
}

export function postgresInstallation(dataDir: string, url: string): Installation {
  return {
    label: 'PostgreSQL',
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    careerNames: (prefix) => pgCareerNames(url, prefix),
    counts: () => pgCounts(url),
  };
}

interface CatalogueAnswer {
  data: { category_id: number; products: { id: number }[] }[];
}

/** The public GETs of the load mix; product ids and category ids come from the server's own catalogue. */
export async function readMix(client: HttpClient): Promise<{ nextRead: () => string; categoryIds: number[] }> {
  const { status, data } = await client.json<CatalogueAnswer>('GET', `/v1/categories/products?limit=${MAX_PAGE_SIZE}`);
  if (status !== 200) throw new Error(`GET /v1/categories/products answered ${status}`);
  const productIds = data.data.flatMap((category) => category.products.map((product) => product.id));
  if (productIds.length === 0) throw new Error('The installation has no products to read');
  const fixed = ['/v1/careers', '/v1/categories/products', '/v1/articles?limit=6&page=1', '/v1/whatsnew'];
  const paths = [...fixed, 'product'];
  return {
    nextRead: () => {
      const chosen = pick(paths);
      return chosen === 'product' ? `/v1/products/${pick(productIds)}` : chosen;
    },
    categoryIds: data.data.map((category) => category.category_id),
  };
}
