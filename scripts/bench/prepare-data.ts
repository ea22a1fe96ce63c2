import type { FastifyBaseLogger } from 'fastify';
import { prepareInstallation } from '@/server/bootstrap';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/database';
import { SEED_SCALES, seedLargeCatalogue, type SeedScaleName } from '@/server/db/seed/large-catalogue';
import { createRepositories } from '@/server/repositories';
import { createImageService } from '@/server/services/images';

const quiet = (): FastifyBaseLogger => {
  const log = { info() {}, debug() {}, trace() {}, warn: console.warn, error: console.error, fatal: console.error };
  return { ...log, level: 'warn', silent() {}, child: quiet } as unknown as FastifyBaseLogger;
};

export interface BenchData {
  /** Every product id, for requests that walk the catalogue. */
  productIds: number[];
  /** The industries that have products, for the filtered lists. */
  industryIds: number[];
}

/**
 * The installation a benchmark serves: migrated, the demo content, then topped up to `scale` (the large
 * catalogue, `SEED_SCALE=large`), done here so the server starts on it ready.
 */
export async function prepareBenchData(
  env: Record<string, string>,
  scale: SeedScaleName = 'large',
): Promise<BenchData> {
  const config = loadConfig({ ...env, SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
  const db = openDatabase(config.databaseUrl);
  try {
    const started = Date.now();
    await prepareInstallation(db, config, quiet());
    const images = createImageService(config.uploadsDir);
    const added = await seedLargeCatalogue(db.kysely, images, SEED_SCALES[scale]);
    const repos = createRepositories(db.kysely, images);
    const productIds = (await repos.products.listUpdateStamps()).map((row) => row.id);
    const industries = await repos.catalogueTerms.listForAdmin('industry');
    const industryIds = industries.filter((term) => term.product_count > 0).map((term) => term.id);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: demo content, then (${scale})`, added);
    return { productIds, industryIds };
  } finally {
    await db.destroy();
  }
}
