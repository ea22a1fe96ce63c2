import { DEMO_SEEDED, seedDemo } from '../bootstrap';
import { openInstallation, runCommand } from './open-installation';

runCommand(async () => {
  const { db, repos, images } = await openInstallation();
  const report = await seedDemo(repos, images);
  await repos.meta.set(DEMO_SEEDED, new Date().toISOString());
  console.log('Demo content inserted (rows already present are left as they are):', report);
  await db.destroy();
});
