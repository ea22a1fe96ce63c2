import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { backfillDemoProductData } from './db/seed/demo-product-data';
import { backfillDemoTranslations } from './db/seed/demo-translations';
import { seedDemo } from './db/seed/seed-demo';
import { createRepositories } from './repositories';
import { whileInstallationLocked } from './repositories/installation-lock';
import { createImageService } from './services/images';
import { ensureInitialAdmin } from './services/auth/initial-admin';
import { createPdfFiles } from './services/files/pdf-files';
import { writeMissingDocuments } from './services/site-content';

const DEMO_SEEDED = 'demo_seeded_at';

/**
 * Makes an installation ready to serve: schema up to date, the site documents' defaults where none is stored, demo content on the very first start (unless
 * SEED_DEMO=false; later starts leave the admin's edits alone), and the first admin account. Processes starting
 * together on one PostgreSQL database take turns, so that happens once.
 */
export async function prepareInstallation(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  await whileInstallationLocked(db.kysely, async () => {
    const applied = await migrateToLatest(db.kysely);
    if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
    const images = createImageService(config.uploadsDir);
    const repos = createRepositories(db.kysely, images);
    const documentFiles = createPdfFiles(config.documentsDir);
    // The site's settings, About and home page: the defaults on the first start, the admin's edits afterwards.
    const documents = await writeMissingDocuments(repos, config.site);
    if (documents.length > 0) log.info({ documents }, 'site content written (first start)');
    if (config.seedDemo && !(await repos.meta.get(DEMO_SEEDED))) {
      log.info('seeding demo content (first start)');
      const report = await seedDemo(repos, images, documentFiles);
      await repos.meta.set(DEMO_SEEDED, new Date().toISOString());
      log.info({ inserted: report }, 'demo content seeded');
    }
    // Installations seeded before content had translations: the untouched demo rows get their Indonesian texts, once.
    const translated = await backfillDemoTranslations(db.kysely);
    if (translated > 0) log.info({ rows: translated }, 'Indonesian texts added to the demo content');
    // Installations seeded before products had specifications: the demo products get them, once.
    if (await repos.meta.get(DEMO_SEEDED)) {
      const added = await backfillDemoProductData(repos, documentFiles);
      if (added && added.products > 0) log.info({ added }, 'specifications and documents added to the demo products');
    }
    // Backups leave the search index out (it is derived), and rows may have been inserted without the repositories.
    const indexed = await repos.search.rebuildIfEmpty();
    if (indexed > 0) log.info({ entities: indexed }, 'site search index built');
    await ensureInitialAdmin(repos.users, config, log);
  });
}

export { seedDemo, DEMO_SEEDED };
