import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import prettier from 'prettier';
import { ServerProcess } from './server-process';

/**
 * Captures the QA snapshot fixtures (docs/qa-snapshots.md) from the real app: starts the built server on a
 * fresh data directory, opens each screen with the QA panel on (`?qa=1`), does what the screen needs, clicks
 * 'Export state' and saves the download as __tests__/fixtures/snapshots/<name>.json.
 *
 *   npm run build && node --import tsx scripts/capture-snapshots.ts [name ...]
 *
 * Without names it captures every screen below; a screen that cannot be reached is reported and skipped.
 */

const PORT = 3320;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN = { username: 'admin', password: 'Capture#Snapshots-2024' };
const OUT_DIR = path.resolve('__tests__', 'fixtures', 'snapshots');
const SERVER_START_TIMEOUT_MS = 120_000;

interface Capture {
  name: string;
  /** Whether the screen needs the admin signed in. Signed-out screens are captured first. */
  signedIn: boolean;
  show: (page: Page) => Promise<void>;
}

const open = (page: Page, pathWithQuery: string) =>
  page.goto(`${BASE_URL}${pathWithQuery}${pathWithQuery.includes('?') ? '&' : '?'}qa=1`);

async function showHome(page: Page) {
  await open(page, '/');
  await page.getByRole('heading', { level: 1, name: 'We Value Your Trust' }).waitFor();
  await page.getByRole('heading', { name: 'ARTICLES' }).waitFor();
}

async function showCategorySearch(page: Page) {
  await open(page, '/produk_kategori');
  await page.getByRole('heading', { level: 2, name: 'Sweeteners' }).waitFor();
  // fill() types the word as one input event: key by key, the URL-kept search box can drop letters.
  await page.getByRole('searchbox', { name: 'Search categories or products...' }).fill('gum');
  await page.getByRole('heading', { level: 2, name: 'Sweeteners' }).waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Xanthan Gum' }).first().waitFor();
}

async function showCategoryProductsZtoA(page: Page) {
  await open(page, '/produk_kategori');
  await page.getByRole('link', { name: 'See all products of Sweeteners' }).click();
  await page.getByRole('searchbox', { name: 'Search products...' }).waitFor();
  await page.getByRole('button', { name: 'Name Z to A' }).click();
  await page.waitForURL(/sort=name_desc/);
}

async function showProductDetail(page: Page) {
  await open(page, '/produk_kategori');
  await page.getByRole('link', { name: 'See all products of Sweeteners' }).click();
  await page.getByRole('link', { name: 'Aspartame' }).first().click();
  await page.getByRole('heading', { name: 'Aspartame' }).first().waitFor();
}

async function showWhatsNewExpanded(page: Page) {
  await open(page, '/terbaru');
  await page.getByRole('button', { name: 'Read More' }).first().click();
  await page.getByRole('button', { name: 'Read Less' }).waitFor();
}

async function showLoginFlippedToReset(page: Page) {
  await open(page, '/login');
  await page.getByRole('button', { name: /forgot password|lupa password/i }).click();
  await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
  await page.getByRole('textbox', { name: /email/i }).waitFor();
}

/** The demo content has five careers; a second page needs a few more. */
async function ensureCareers(page: Page, count: number) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.get(`${BASE_URL}/v1/admin/careers?page=1&limit=5`, { headers });
  const { totalData } = (await list.json()) as { totalData: number };
  for (let index = totalData; index < count; index += 1) {
    const created = await page.request.post(`${BASE_URL}/v1/admin/careers`, {
      headers,
      data: {
        name: `Quality Control Analyst ${index + 1}`,
        position: 'Laboratory',
        description: 'Checks incoming raw materials and finished goods against their specifications.',
      },
    });
    if (!created.ok()) throw new Error(`Adding a career answered ${created.status()}`);
  }
}

async function showAdminCareersPage2WithAddModal(page: Page) {
  await ensureCareers(page, 8);
  await open(page, '/admin/karir');
  await page.getByText(/^Showing 1 to 5 of \d+ Entries$/).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(/^Showing 6 to \d+ of \d+ Entries$/).waitFor();
  await page.getByRole('button', { name: 'Add Career' }).click();
  await page.getByRole('dialog', { name: 'ADD VACANCY' }).waitFor();
}

async function showDashboardChartPage2(page: Page) {
  await open(page, '/admin');
  const pager = page.getByRole('navigation', { name: 'Chart pages' });
  await pager.getByText(/^Page 1 of \d+$/).waitFor();
  await pager.getByRole('button', { name: 'Next' }).click();
  await pager.getByText(/^Page 2 of \d+$/).waitFor();
}

const captures: Capture[] = [
  { name: 'home', signedIn: false, show: showHome },
  { name: 'category-list-search', signedIn: false, show: showCategorySearch },
  { name: 'category-products-z-a', signedIn: false, show: showCategoryProductsZtoA },
  { name: 'product-detail', signedIn: false, show: showProductDetail },
  { name: 'whats-new-expanded', signedIn: false, show: showWhatsNewExpanded },
  { name: 'login-reset', signedIn: false, show: showLoginFlippedToReset },
  { name: 'admin-careers-page-2-add', signedIn: true, show: showAdminCareersPage2WithAddModal },
  { name: 'dashboard-chart-page-2', signedIn: true, show: showDashboardChartPage2 },
];

async function signIn(page: Page) {
  await open(page, '/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/admin(\/|\?|$)/);
}

async function exportTo(page: Page, file: string) {
  // Everything the screen asked for has arrived before the store is exported.
  await page.waitForLoadState('networkidle');
  // An open dialog hides the rest of the page from assistive technology, the panel included.
  const exportButton = page.getByRole('button', { name: 'Export state', includeHidden: true });
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  await download.saveAs(file);
  // Laid out as the repository's other files are (`npm run lint` checks them); the content is untouched.
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(fs.readFileSync(file, 'utf8'), { ...options, filepath: file }));
}

/** The built server on a fresh data directory with the demo content, answering once it has seeded it. */
function startServer(dataDir: string): Promise<ServerProcess> {
  return ServerProcess.start({
    port: PORT,
    env: {
      PUBLIC_URL: BASE_URL,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    readyPath: '/v1/health',
    readyTimeoutMs: SERVER_START_TIMEOUT_MS,
  });
}

async function captureAll(wanted: Capture[]): Promise<{ captured: string[]; missing: string[] }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const captured: string[] = [];
  const missing: string[] = [];
  try {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
      // No auto-scrolling strips or autoplay: the screens hold still while they are read and exported.
      reducedMotion: 'reduce',
      acceptDownloads: true,
    });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    let signedIn = false;
    for (const capture of [...wanted].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
      try {
        if (capture.signedIn && !signedIn) {
          await signIn(page);
          signedIn = true;
        }
        await capture.show(page);
        await exportTo(page, path.join(OUT_DIR, `${capture.name}.json`));
        captured.push(capture.name);
        console.log(`captured ${capture.name}`);
      } catch (error) {
        missing.push(capture.name);
        console.error(`MISSING ${capture.name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
    }
  } finally {
    await browser.close();
  }
  return { captured, missing };
}

async function main() {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !captures.some((capture) => capture.name === name));
  if (unknown.length)
    throw new Error(`Unknown snapshots: ${unknown.join(', ')}. Known: ${captures.map((c) => c.name).join(', ')}`);
  const wanted = names.length ? captures.filter((capture) => names.includes(capture.name)) : captures;

  fs.mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-capture-'));
  try {
    const server = await startServer(dataDir);
    try {
      const { captured, missing } = await captureAll(wanted);
      console.log(`\n${captured.length} captured into ${path.relative(process.cwd(), OUT_DIR)}`);
      if (missing.length) {
        console.log(`${missing.length} missing: ${missing.join(', ')}`);
        process.exitCode = 1;
      }
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
