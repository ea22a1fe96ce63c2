import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts the built server for the browser suite on a fresh data directory outside the repository, and
 * removes that directory when the server stops. Everything else comes from the environment Playwright gives.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-e2e-'));

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
