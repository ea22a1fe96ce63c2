import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PRODUCTION_ENV, ROOT, SERVER_MAIN, ServerProcess } from '../server-process';

/** BENCH_SERVER_MAIN compares another build (e.g. one made with `tsc --outDir` from an older commit). */
const BENCH_SERVER_MAIN = process.env.BENCH_SERVER_MAIN || SERVER_MAIN;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function build(script: string): void {
  console.log(`> npm run ${script}`);
  execFileSync(npm, ['run', script], { cwd: ROOT, stdio: 'inherit' });
}

/** Builds the server into dist/node when it is not there yet (an existing build is used as it is). */
export function ensureServerBuild(): void {
  if (!fs.existsSync(BENCH_SERVER_MAIN)) build('build:server');
}

/** The server-rendering bundle the measured server renders public pages with. */
const SERVER_RENDERER = path.join(ROOT, 'dist', 'ssr', 'render.js');

/** The files `npm run build:client` writes that the server needs: the browser's app and the server renderer. */
const CLIENT_BUILD = [path.join(ROOT, 'dist', 'client', 'index.html'), SERVER_RENDERER];

/**
 * Builds the web client into dist/client and its server renderer into dist/ssr when either is not there yet;
 * without the renderer, the server would send public pages for the browser to draw.
 */
export function ensureClientBuild(): void {
  if (!CLIENT_BUILD.every((file) => fs.existsSync(file))) build('build:client');
}

/** The server build under measurement on its own data (`env`: DATA_DIR and the like), once it answers. */
export function startBuiltServer(env: Record<string, string>): Promise<ServerProcess> {
  return ServerProcess.start({
    args: [BENCH_SERVER_MAIN],
    env: { ...PRODUCTION_ENV, SSR_BUNDLE: SERVER_RENDERER, ...env },
    readyPath: '/v1/health',
  });
}
