import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Flags, RunnerResult } from 'lighthouse';
import { ensureClientBuild, ensureServerBuild, startBuiltServer } from './ensure-build';
import { prepareBenchData } from './prepare-data';
import { killServersOnInterrupt } from '../server-process';
import { benchedPages, median } from './public-pages';
import { markdownTable } from './table';

/**
 * npm run bench:lighthouse — Lighthouse on the home page, the category list, a product and an article, served
 * by the built server on the demo content: mobile (Lighthouse's default emulation, slow 4G and 4x CPU) and
 * desktop, LIGHTHOUSE_RUNS times each (default 3), medians printed. The throttling is applied to the browser
 * (`devtools`: what a visitor on such a phone feels) unless LIGHTHOUSE_THROTTLING=simulate asks for Lighthouse's
 * estimate from an unthrottled load. CHROMIUM_PATH picks the browser;
 * LIGHTHOUSE_REPORTS=<dir> keeps every run's full report (JSON) there. LIGHTHOUSE_PAGES (e.g. `home,category
 * list`) and LIGHTHOUSE_FORM_FACTORS (`mobile` or `desktop`) narrow the run while working on one page.
 */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const ALL_FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof ALL_FORM_FACTORS)[number];
/** The names in a comma-separated environment variable, or undefined when it is not set. */
const listed = (name: string) => process.env[name]?.split(',').map((item) => item.trim());
const FORM_FACTORS = ALL_FORM_FACTORS.filter((factor) => listed('LIGHTHOUSE_FORM_FACTORS')?.includes(factor) ?? true);
const PAGES = listed('LIGHTHOUSE_PAGES');
const THROTTLING_METHODS = ['devtools', 'simulate'] as const;
type ThrottlingMethod = (typeof THROTTLING_METHODS)[number];
function throttlingMethod(value: string): ThrottlingMethod {
  const method = THROTTLING_METHODS.find((known) => known === value);
  if (!method) throw new Error(`LIGHTHOUSE_THROTTLING must be one of ${THROTTLING_METHODS.join(', ')}, got "${value}"`);
  return method;
}
const THROTTLING = throttlingMethod(process.env.LIGHTHOUSE_THROTTLING ?? 'devtools');

interface Measure {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that did not pass in an accessibility, best-practices or SEO category. */
  failed: string[];
}

function measureOf(result: RunnerResult): Measure {
  const { categories, audits } = result.lhr;
  const failed = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    categories[category]!.auditRefs.filter(
      (ref) => ref.weight > 0 && audits[ref.id]!.score !== null && audits[ref.id]!.score! < 1,
    ).map((ref) => `${category}: ${ref.id}`),
  );
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((categories[category]!.score ?? 0) * 100)]),
    ) as Measure['scores'],
    lcpMs: audits['largest-contentful-paint']!.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']!.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']!.numericValue ?? NaN,
    failed,
  };
}

async function main() {
  killServersOnInterrupt();
  ensureServerBuild();
  ensureClientBuild();
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-lighthouse-'));
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Bench#Sinar-Aditif-2024' };
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const server = await prepareBenchData(env, 'demo').then(() => startBuiltServer({ ...env, SEED_DEMO: 'false' }));
  try {
    const pages = await benchedPages(server.url);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttlingMethod: THROTTLING,
    };

    const rows: string[][] = [];
    const failures = new Set<string>();
    for (const [name, pagePath] of Object.entries(pages).filter(([page]) => PAGES?.includes(page) ?? true)) {
      for (const formFactor of FORM_FACTORS) {
        const runs: Measure[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          console.log(`${name} (${formFactor}) run ${run}/${RUNS}`);
          const config = formFactor === 'desktop' ? desktopConfig : undefined;
          let result: RunnerResult | undefined;
          // A run that fails outright (e.g. no paint seen in time on a busy machine) is tried again, twice.
          for (let attempt = 1; attempt <= 3 && !(result && !result.lhr.runtimeError); attempt += 1) {
            result = await lighthouse(`${server.url}${pagePath}`, flags, config);
            if (result?.lhr.runtimeError) console.warn(`  ${result.lhr.runtimeError.code}: trying again`);
          }
          if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${pagePath}`);
          if (REPORTS_DIR) {
            fs.mkdirSync(REPORTS_DIR, { recursive: true });
            const file = `${name.replace(/\W+/g, '-')}-${formFactor}-${run}.json`;
            fs.writeFileSync(path.join(REPORTS_DIR, file), JSON.stringify(result.lhr));
          }
          runs.push(measureOf(result));
        }
        runs.flatMap((measure) => measure.failed).forEach((audit) => failures.add(`${name} (${formFactor}) ${audit}`));
        rows.push(row(name, formFactor, runs));
      }
    }
    console.log(
      `\nmedian of ${RUNS} runs; throttling ${THROTTLING}; ${os.cpus().length} CPU cores; Chromium at ${CHROMIUM}\n`,
    );
    console.log(
      markdownTable(
        ['page', 'form factor', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'],
        rows,
      ),
    );
    if (failures.size) console.log(`\nAudits not passed in some run:\n${[...failures].join('\n')}`);
  } finally {
    await chrome?.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function row(name: string, formFactor: FormFactor, runs: Measure[]): string[] {
  const score = (category: (typeof CATEGORIES)[number]) =>
    String(median(runs.map((measure) => measure.scores[category])));
  return [
    name,
    formFactor,
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    `${(median(runs.map((measure) => measure.lcpMs)) / 1000).toFixed(2)} s`,
    `${median(runs.map((measure) => measure.tbtMs)).toFixed(0)} ms`,
    median(runs.map((measure) => measure.cls)).toFixed(3),
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
