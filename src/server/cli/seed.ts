import { DEMO_SEEDED, seedDemo } from '../bootstrap';
import { createImageService } from '../services/images';
import { openInstallation, runCommand } from './open-installation';

runCommand(async () => {
  const { db, config, repos } = await openInstallation();
  const report = await seedDemo(repos, createImageService(config.uploadsDir));
  await repos.meta.set(DEMO_SEEDED, new Date().toISOString());
  console.log('Demo content inserted (rows already present are left as they are):', report);
  await db.destroy();
});
