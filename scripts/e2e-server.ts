import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ServerProcess } from './server-process';

/**
 * Starts the built server for the browser suite on a fresh data directory outside the repository (E2E_DATA_DIR,
 * named by playwright.config.ts, else a new temporary one), and removes that directory when the server stops.
 * Everything else comes from the environment Playwright gives, except the caller's shared state (an outer
 * DATABASE_URL or REDIS_URL would point the suite at it instead of the fresh directory).
 *
 * With E2E_TEMPLATE_DIR set (playwright.config.ts sets it), the demo content is
 * seeded once: the first server to claim that directory starts a server on it until it is ready, and every server
 * starts on a copy of it. Seeding makes about 130 images through sharp, so each server seeding its own would
 * double the wait before the first test.
 */
function freshDataDir(): string {
  const named = process.env.E2E_DATA_DIR;
  if (!named) return fs.mkdtempSync(path.join(os.tmpdir(), 'additives-e2e-'));
  // Fails if the directory exists, so a run never starts on another run's data.
  fs.mkdirSync(named, { mode: 0o700 });
  return named;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TEMPLATE_WAIT_MS = 180_000;

/** Beside the template, not in it, so that a copy never carries it. */
const markerOf = (template: string, outcome: 'ready' | 'failed') => `${template}.${outcome}`;

/** Seeds the template by a first start of the server on it; only the server that created the directory does. */
async function seedTemplate(template: string): Promise<void> {
  try {
    const seeder = await ServerProcess.start({
      name: 'e2e template',
      env: { DATA_DIR: template },
      readyPath: '/v1/health',
      readyTimeoutMs: TEMPLATE_WAIT_MS,
    });
    const { code, signal } = await seeder.stop();
    if (code !== 0) throw new Error(`the template's server stopped with ${code ?? signal}`);
    fs.writeFileSync(markerOf(template, 'ready'), '');
  } catch (error) {
    fs.writeFileSync(markerOf(template, 'failed'), String(error));
    throw error;
  }
}

/** Waits until the server that claimed the template has seeded it. */
async function templateSeeded(template: string): Promise<void> {
  for (const deadline = Date.now() + TEMPLATE_WAIT_MS; Date.now() < deadline; await sleep(200)) {
    if (fs.existsSync(markerOf(template, 'ready'))) return;
    if (fs.existsSync(markerOf(template, 'failed'))) throw new Error(`The template ${template} could not be seeded`);
  }
  throw new Error(`The template ${template} was not seeded within ${TEMPLATE_WAIT_MS / 1000} s`);
}

/** Copies the seeded template into `dataDir`; answers whether this server made the template (and removes it). */
async function startFromTemplate(template: string, dataDir: string): Promise<boolean> {
  let claimed = true;
  try {
    fs.mkdirSync(template, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    claimed = false;
  }
  if (claimed) await seedTemplate(template);
  else await templateSeeded(template);
  fs.cpSync(template, dataDir, { recursive: true });
  return claimed;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('PORT is not set: playwright.config.ts names it');
  const dataDir = freshDataDir();
  const template = process.env.E2E_TEMPLATE_DIR;
  let ownsTemplate = false;
  const removeDataDir = () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    // The other servers copied it before Playwright saw them answer, so before any test ran.
    if (template && ownsTemplate) {
      for (const done of [template, markerOf(template, 'ready'), markerOf(template, 'failed')])
        fs.rmSync(done, { recursive: true, force: true });
    }
  };

  try {
    if (template) ownsTemplate = await startFromTemplate(template, dataDir);
  } catch (error) {
    removeDataDir();
    throw error;
  }

  // Playwright itself waits until the server answers.
  const server = await ServerProcess.start({ name: 'e2e server', port, env: { DATA_DIR: dataDir } });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (server.alive) server.child.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const { code, signal, error } = await server.exited;
  if (error) console.error(error);
  removeDataDir();
  process.exit(error ? 1 : stopping ? 0 : (code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
