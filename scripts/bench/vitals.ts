import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { ensureClientBuild, ensureServerBuild, startBuiltServer } from './ensure-build';
import { prepareBenchData } from './prepare-data';
import { benchedPages, median } from './public-pages';
import { killServersOnInterrupt } from '../server-process';
import { markdownTable } from './table';
import { recordWebVitals, tapFirstControlDuringLoad, type WebVitals } from './web-vitals';

/**
 * npm run bench:vitals — the Core Web Vitals a visitor's phone records (web-vitals in the page: LCP, INP, CLS) on
 * the four pages `bench:lighthouse` audits, served by the built server on the demo content, with the phone menu
 * tapped as soon as it works, while the page is still loading. The browser is throttled as Lighthouse's mobile
 * profile is (4x slower CPU, slow 4G), each run in a fresh browser context (nothing cached); VITALS_RUNS runs
 * (default 5), medians printed. Budgets: LCP ≤ 2.0 s, INP ≤ 200 ms, CLS 0.
 */
const RUNS = Number(process.env.VITALS_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's slow 4G as DevTools applies it (its `mobileSlow4G` with the request latency it adds). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

async function measure(browser: Browser, url: string): Promise<WebVitals> {
  // Lighthouse's phone screen; the tap is a pointer's, as in the browser tests.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    locale: 'en-US',
  });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', SLOW_4G);
    await recordWebVitals(page);
    return await tapFirstControlDuringLoad(page, url);
  } finally {
    await context.close();
  }
}

async function main() {
  killServersOnInterrupt();
  ensureServerBuild();
  ensureClientBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-vitals-'));
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Bench#Sinar-Aditif-2024' };
  const server = await prepareBenchData(env, 'demo').then(() => startBuiltServer({ ...env, SEED_DEMO: 'false' }));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const rows: string[][] = [];
    for (const [name, pagePath] of Object.entries(await benchedPages(server.url))) {
      const runs: WebVitals[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        console.log(`${name} run ${run}/${RUNS}`);
        runs.push(await measure(browser, `${server.url}${pagePath}`));
      }
      // web-vitals reports CLS only once something has shifted.
      const middle = (metric: keyof WebVitals) =>
        median(runs.map((vitals) => vitals[metric] ?? (metric === 'CLS' ? 0 : NaN)));
      rows.push([
        name,
        `${(middle('LCP') / 1000).toFixed(2)} s`,
        `${middle('INP').toFixed(0)} ms`,
        middle('CLS').toFixed(3),
      ]);
    }
    console.log(`\nmedian of ${RUNS} runs; 4x CPU slowdown, slow 4G; ${os.cpus().length} CPU cores\n`);
    console.log(markdownTable(['page', 'LCP', 'INP (tap during load)', 'CLS'], rows));
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
