import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../server-process';
import { markdownTable } from './table';

/**
 * npm run bench:bundle — the JavaScript and CSS a first visit to a page downloads, gzip and brotli, from a
 * fresh production build's webpack stats (built into a temporary directory; dist/ is left alone).
 *
 * Rule: a visit downloads the entry's chunk group ('main': the runtime, the libraries, the store, the routes and
 * the layout) plus the chunk group of each lazy chunk the router loads for that URL, each with the split chunks webpack made for it. An unsigned
 * visit to /admin loads the admin shell and the dashboard (the router loads a matched route and its index child
 * together), whose guard then sends the visitor to /login, so the sign-in chunk ('auth') counts too. Every visit
 * loads the texts of its language ('texts-en' here).
 * `--stats <stats.json> --dir <output dir>` measures an existing build instead.
 */
const ROUTE_CHUNKS: Record<string, string[]> = {
  '/': ['public-home', 'texts-en'],
  '/produk_kategori': ['public-catalogue', 'texts-en'],
  '/admin': ['admin', 'admin-dashboard', 'auth', 'admin-texts', 'texts-en'],
};
/** The chunk group every page loads: the entry's (src/client/index.tsx). */
const START_UP = ['main'];

interface Stats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** The browser build's stats: webpack writes one child per build of the configuration (client, server). */
function clientStats(json: string): Stats {
  const parsed = JSON.parse(json) as Stats & { children?: (Stats & { name?: string })[] };
  return parsed.children?.find((child) => child.name === 'client') ?? parsed;
}

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

function freshBuild(): { stats: Stats; dir: string; cleanUp: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-bundle-'));
  const statsFile = path.join(dir, 'stats.json');
  console.log('> webpack --mode production (into a temporary directory)');
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '--output-path',
      dir,
      '--config-name',
      'client',
      `--json=${statsFile}`,
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return {
    stats: clientStats(fs.readFileSync(statsFile, 'utf8')),
    dir,
    cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

const sizes = new Map<string, { gzip: number; brotli: number }>();
function compressedSize(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = fs.readFileSync(file);
    size = {
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

/** The files a visit to `route` downloads, each once. */
function filesOf(stats: Stats, route: string): string[] {
  const groups = [...START_UP, ...ROUTE_CHUNKS[route]!];
  const files = new Set<string>();
  for (const group of groups) {
    const chunkGroup = stats.namedChunkGroups[group];
    if (!chunkGroup)
      throw new Error(`The build has no chunk named "${group}" (see webpackChunkName in app/router.tsx)`);
    for (const { name } of chunkGroup.assets) if (/\.(js|css)$/.test(name)) files.add(name);
  }
  return [...files];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const given = argument('stats');
  const build = given
    ? {
        stats: clientStats(fs.readFileSync(given, 'utf8')),
        dir: argument('dir') ?? path.dirname(given),
        cleanUp: () => undefined,
      }
    : freshBuild();
  try {
    const rows: string[][] = [];
    for (const route of Object.keys(ROUTE_CHUNKS)) {
      const files = filesOf(build.stats, route);
      const total = (extension: string, kind: 'gzip' | 'brotli') =>
        files
          .filter((file) => file.endsWith(extension))
          .reduce((sum, file) => sum + compressedSize(path.join(build.dir, file))[kind], 0);
      rows.push([
        route,
        String(files.length),
        kb(total('.js', 'gzip')),
        kb(total('.js', 'brotli')),
        kb(total('.css', 'gzip')),
        kb(total('.css', 'brotli')),
      ]);
      if (process.argv.includes('--files')) {
        for (const file of files)
          console.log(`${route}\t${kb(compressedSize(path.join(build.dir, file)).gzip)}\t${file}`);
      }
    }
    console.log(markdownTable(['first visit to', 'files', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli'], rows));
  } finally {
    build.cleanUp();
  }
}

main();
