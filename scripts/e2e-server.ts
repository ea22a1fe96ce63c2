import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts the built server for the browser suite on a fresh data directory outside the repository (E2E_DATA_DIR,
 * named by playwright.config.ts, else a new temporary one), and removes that directory when the server stops.
 * Everything else comes from the environment Playwright gives.
 */
function freshDataDir(): string {
  const named = process.env.E2E_DATA_DIR;
  if (!named) return fs.mkdtempSync(path.join(os.tmpdir(), 'additives-e2e-'));
  // Fails if the directory exists, so a run never starts on another run's data.
  fs.mkdirSync(named, { mode: 0o700 });
  return named;
}

const dataDir = freshDataDir();

const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, [path.join('dist', 'node', 'server', 'main.js')], {
  // An outer DATABASE_URL or REDIS_URL would point the suite at shared state instead of the fresh directory.
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' },
  stdio: 'inherit',
});

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

server.on('error', (error) => {
  console.error(error);
  removeDataDir();
  process.exit(1);
});

server.on('exit', (code, signal) => {
  removeDataDir();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
