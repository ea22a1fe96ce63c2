import fs from 'node:fs';
import path from 'node:path';
import type { Installation } from '../installations';
import { megabytes } from '../report';
import type { Scenario } from '../scenario';

/**
 * The first start of an empty installation (migrations, demo seed with generated images), stopped again so the
 * other checks start from a seeded installation and measure a server that did not just seed.
 */
export async function firstStartScenario(scenario: Scenario, installation: Installation): Promise<void> {
  const report = scenario.check(`first start with demo seed (${installation.label})`);
  const started = Date.now();
  const server = await scenario.startServer(`first-start-${installation.label.toLowerCase()}`, {
    ...installation.env,
    SEED_DEMO: 'true',
  });
  report.figure('migrate + seed + listen', `${((Date.now() - started) / 1000).toFixed(1)} s`);
  report.figure('RSS after first start', megabytes(server.rssKb()));
  const stop = await server.stop();
  report.figure('graceful stop (SIGTERM)', `${stop.ms} ms, exit code ${stop.code}`);
  report.expect(stop.code === 0, `the server exited with ${stop.code ?? stop.signal} on SIGTERM`);
  const counts = await installation.counts();
  report.figure('rows', JSON.stringify(counts));
  report.expect((counts.products ?? 0) > 0, 'the demo seed inserted no products');
  report.expect(fs.existsSync(path.join(installation.dataDir, 'uploads')), 'no uploads directory');
}

/** A private copy of a stopped SQLite installation's data directory. */
export function copyDataDir(template: string, target: string): string {
  fs.cpSync(template, target, { recursive: true });
  return target;
}
