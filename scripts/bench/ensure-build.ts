import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SERVER_MAIN } from './server-process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function build(script: string): void {
  console.log(`> npm run ${script}`);
  execFileSync(npm, ['run', script], { cwd: ROOT, stdio: 'inherit' });
}

/** Builds the server into dist/node when it is not there yet (an existing build is used as it is). */
export function ensureServerBuild(): void {
  if (!fs.existsSync(SERVER_MAIN)) build('build:server');
}

/** Builds the web client into dist/client when it is not there yet. */
export function ensureClientBuild(): void {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'client', 'index.html'))) build('build:client');
}
