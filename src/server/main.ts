import 'dotenv/config';
import { buildApp } from './app';
import { prepareInstallation } from './bootstrap';
import { loadConfig } from './config';
import { openDatabase, servingOptions } from './db/database';

async function main() {
  // What the server creates in DATA_DIR (database, uploads, CVs, secrets) is for its own user only.
  process.umask(0o077);
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl, servingOptions(config));
  const app = await buildApp(config, { db });
  app.addHook('onClose', () => db.destroy());
  // Migrations, the first seed and waiting for another process to finish them may take longer than a request may.
  const setup = openDatabase(config.databaseUrl, { sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs });
  await prepareInstallation(setup, config, app.log).finally(() => setup.destroy());
  await app.ready();
  // Maintenance (retention, orphan files, notifications a stopped process left pending) runs now and then on its
  // schedule, on one process of those sharing the database.
  await app.jobs.startPeriodic();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
