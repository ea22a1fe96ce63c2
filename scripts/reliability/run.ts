import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabase, pgReachable } from './database-probe';
import { postgresInstallation, sqliteInstallation } from './installations';
import { readOptions, type RunOptions } from './options';
import { redisReachable } from './redis-probe';
import { Scenario } from './scenario';
import { backupScenario } from './scenarios/backup-restore';
import { crashScenario } from './scenarios/crash';
import { copyDataDir, firstStartScenario } from './scenarios/first-start';
import { heldLockScenario } from './scenarios/held-lock';
import { loadScenario } from './scenarios/load-and-memory';
import { loginFloodScenario } from './scenarios/login-flood';
import { twoServersScenario } from './scenarios/two-servers';
import { uncachedFloodScenario } from './scenarios/uncached-flood';
import { killAllServers, SERVER_MAIN } from '../server-process';
import { ADMIN_CLI } from './admin-cli';

/**
 * Reliability checks against the built server (dist/): load on SQLite and PostgreSQL, kill -9 during writes,
 * two processes on one database, backup and restore while serving, memory. Prints PASS/FAIL with figures for
 * each; exits non-zero on any FAIL.
 */

function requireBuild(): void {
  if (!fs.existsSync(SERVER_MAIN) || !fs.existsSync(ADMIN_CLI)) {
    console.error('The built server is missing (dist/node): run npm run build first.');
    process.exit(1);
  }
  if (!fs.readFileSync(ADMIN_CLI, 'utf8').includes('backup')) {
    console.error('dist/ is older than the sources (its admin CLI has no backup command): run npm run build first.');
    process.exit(1);
  }
}

const cleanups: (() => Promise<void>)[] = [];

async function cleanUp(): Promise<void> {
  killAllServers();
  for (const cleanup of cleanups.splice(0))
    await cleanup().catch((error: Error) => console.error(`cleanup: ${error.message}`));
}

function withTimeout<T>(work: Promise<T>, seconds: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function main(): Promise<void> {
  requireBuild();
  const options = readOptions();
  const started = Date.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-reliability-'));
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const scenarios: Scenario[] = [];
  printHeader(options);

  const selected = (title: string) => !options.only || title.toLowerCase().includes(options.only);
  const run = async (title: string, budgetSeconds: number, body: (scenario: Scenario) => Promise<void>) => {
    if (!selected(title) && !title.startsWith('first start')) return;
    const scenario = new Scenario(title, options, workDir);
    scenarios.push(scenario);
    try {
      await withTimeout(body(scenario), budgetSeconds, title);
    } catch (error) {
      scenario.current().fail(error instanceof Error ? error.message : String(error));
    } finally {
      await scenario.stopServers();
      scenario.printPending();
    }
  };
  const skip = (title: string, reason: string) =>
    run(title, 1, async (scenario) => {
      scenario.check(title).skip(reason);
    });

  const template = sqliteInstallation(path.join(workDir, 'template'));
  await run('first start (SQLite)', 240, (scenario) => firstStartScenario(scenario, template));
  const copyOfTemplate = (name: string) => sqliteInstallation(copyDataDir(template.dataDir, path.join(workDir, name)));
  await run('load and memory (SQLite)', options.loadSeconds + 180, (scenario) =>
    loadScenario(scenario, copyOfTemplate('sqlite-load'), { uploads: true }),
  );
  await run('login flood (SQLite)', 60, (scenario) =>
    loginFloodScenario(scenario, copyOfTemplate('sqlite-login-flood')),
  );
  await run('uncached flood (SQLite)', 120, (scenario) =>
    uncachedFloodScenario(scenario, copyOfTemplate('sqlite-uncached-flood')),
  );
  await run('backup and restore (SQLite)', 180, (scenario) =>
    backupScenario(
      scenario,
      copyOfTemplate('sqlite-backup'),
      sqliteInstallation(path.join(workDir, 'sqlite-restored')),
    ),
  );
  await run('crash', options.crashRounds * 20 + 60, crashScenario);

  const postgresTitles = [
    'load (PostgreSQL)',
    'uncached flood (PostgreSQL)',
    'held lock (PostgreSQL)',
    'backup and restore (PostgreSQL)',
    'two servers (PostgreSQL)',
  ];
  const wantsPostgres = postgresTitles.some(selected);
  if (wantsPostgres && (await pgReachable(options.pgUrl))) {
    const mainDb = `reliability_${runId}_main`;
    const restoredDb = `reliability_${runId}_restored`;
    cleanups.push(async () => {
      await dropDatabase(options.pgUrl, mainDb);
      await dropDatabase(options.pgUrl, restoredDb);
    });
    const main = postgresInstallation(path.join(workDir, 'pg-data'), await createDatabase(options.pgUrl, mainDb));
    const restored = postgresInstallation(
      path.join(workDir, 'pg-restored'),
      await createDatabase(options.pgUrl, restoredDb),
    );
    await run('first start (PostgreSQL)', 240, (scenario) => firstStartScenario(scenario, main));
    await run('load (PostgreSQL)', options.loadSeconds + 180, (scenario) => loadScenario(scenario, main));
    await run('uncached flood (PostgreSQL)', 120, (scenario) => uncachedFloodScenario(scenario, main));
    await run('held lock (PostgreSQL)', 120, (scenario) => heldLockScenario(scenario, main));
    await run('backup and restore (PostgreSQL)', 180, (scenario) => backupScenario(scenario, main, restored));
    const redisUrl = (await redisReachable(options.redisUrl)) ? options.redisUrl : undefined;
    await run('two servers (PostgreSQL)', options.loadSeconds + 180, (scenario) =>
      twoServersScenario(scenario, main, redisUrl),
    );
  } else if (wantsPostgres) {
    const reason = `PostgreSQL unreachable at ${options.pgUrl}`;
    for (const title of [
      'load (PostgreSQL)',
      'uncached flood (PostgreSQL)',
      'held lock (PostgreSQL)',
      'backup and restore (PostgreSQL)',
      'two servers on one PostgreSQL database',
    ]) {
      await skip(title, reason);
    }
  }
  await cleanUp();

  const reports = scenarios.flatMap((scenario) => scenario.reports);
  const failed = reports.filter((report) => report.verdict === 'FAIL').length;
  const passed = reports.filter((report) => report.verdict === 'PASS').length;
  const skipped = reports.filter((report) => report.verdict === 'SKIP').length;
  console.log('\nSummary');
  for (const report of reports) console.log(`  ${report.verdict}  ${report.name}`);
  console.log(
    `${passed} passed, ${failed} failed, ${skipped} skipped in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (failed > 0) {
    console.log(`Server logs and data kept in ${workDir}`);
    process.exitCode = 1;
  } else {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

function printHeader(options: RunOptions): void {
  console.log(`Reliability run ${new Date().toISOString()}${options.quick ? ' (quick mode)' : ''}`);
  console.log(
    `  Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM; ` +
      `load ${options.loadSeconds} s x ${options.connections} connections, ${options.crashRounds} crash rounds, ` +
      `${options.uploads} parallel uploads`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and dropping the test databases`);
    void cleanUp().finally(() => process.exit(130));
  });
}
process.on('exit', killAllServers);

main().catch(async (error: unknown) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});
