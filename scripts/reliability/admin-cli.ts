import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, ownStateEnv } from '../server-process';
import { serverEnv } from './scenario';

export const ADMIN_CLI = path.join(ROOT, 'dist', 'node', 'server', 'cli', 'admin.js');

export interface CliRun {
  code: number | null;
  output: string;
  ms: number;
}

/** Runs the built admin CLI (`node dist/node/server/cli/admin.js …`) against an installation's environment. */
export function runAdminCli(args: string[], env: Record<string, string>, timeoutMs = 120_000): Promise<CliRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ADMIN_CLI, ...args], {
      cwd: ROOT,
      env: ownStateEnv(serverEnv(env)),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output.trim(), ms: Date.now() - started });
    });
  });
}
