import fs from 'node:fs';
import path from 'node:path';
import { sqliteInstallation } from '../installations';
import { megabytes } from '../report';
import type { Scenario } from '../scenario';

/**
 * The first start of an empty SQLite installation (migrations, demo seed with generated images), stopped
 * again so other checks can start from a copy of it. Answers the data directory.
 */
export async function seedSqliteTemplate(scenario: Scenario): Promise<string> {
  const report = scenario.check('first start with demo seed (SQLite)');
  const dataDir = path.join(scenario.workDir, 'template');
  const started = Date.now();
  const server = await scenario.startServer('template', { ...sqliteInstallation(dataDir).env, SEED_DEMO: 'true' });
  report.figure('migrate + seed + listen', `${((Date.now() - started) / 1000).toFixed(1)} s`);
  report.figure('RSS after first start', megabytes(server.rssKb()));
  const stop = await server.stop();
  report.figure('graceful stop (SIGTERM)', `${stop.ms} ms, exit code ${stop.code}`);
  report.expect(stop.code === 0, `the server exited with ${stop.code ?? stop.signal} on SIGTERM`);
  report.figure('rows', JSON.stringify(await sqliteInstallation(dataDir).counts()));
  report.expect(fs.existsSync(path.join(dataDir, 'uploads')), 'no uploads directory');
  return dataDir;
}

/** A private copy of a stopped installation's data directory. */
export function copyInstallation(template: string, target: string): string {
  fs.cpSync(template, target, { recursive: true });
  return target;
}
