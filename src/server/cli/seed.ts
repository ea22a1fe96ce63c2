import { DEMO_SEEDED, seedDemo } from '../bootstrap';
import { createPdfFiles } from '../services/files/pdf-files';
import { openInstallation, runCommand } from './open-installation';

runCommand(async () => {
  const { config, db, repos, images } = await openInstallation();
  const report = await seedDemo(repos, images, createPdfFiles(config.documentsDir));
  await repos.meta.set(DEMO_SEEDED, new Date().toISOString());
  console.log('Demo content inserted (rows already present are left as they are):', report);
  await db.destroy();
});
