import { openInstallation, runCommand } from './open-installation';

runCommand(async () => {
  const { db, config } = await openInstallation();
  console.log(
    `Database is up to date (${db.dialect}: ${db.dialect === 'sqlite' ? config.databaseUrl : 'DATABASE_URL'}).`,
  );
  await db.destroy();
});
