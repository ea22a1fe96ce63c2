import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ServerProcess } from './server-process';

/**
 * Starts the built server for the browser suite on a fresh data directory outside the repository (E2E_DATA_DIR,
 * named by playwright.config.ts, else a new temporary one), and removes that directory when the server stops.
 * Everything else comes from the environment Playwright gives, except the caller's shared state (an outer
 * DATABASE_URL or REDIS_URL would point the suite at it instead of the fresh directory).
 */
function freshDataDir(): string {
  const named = process.env.E2E_DATA_DIR;
  if (!named) return fs.mkdtempSync(path.join(os.tmpdir(), 'additives-e2e-'));
  // Fails if the directory exists, so a run never starts on another run's data.
  fs.mkdirSync(named, { mode: 0o700 });
  return named;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('PORT is not set: playwright.config.ts names it');
  const dataDir = freshDataDir();
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });

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
