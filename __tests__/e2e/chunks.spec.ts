import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Which script files a first visit downloads, from the browser's own network log: no public page may fetch
 * admin code, and an unsigned visit to /admin fetches what `npm run bench:bundle` counts for it.
 */
type ChunkGroups = Record<string, string[]>;

const isBackOfficeGroup = (name: string) => /^(admin|auth)(-|$)/.test(name);
const fileName = (url: string) => new URL(url).pathname.replace(/^\//, '');

/** Files that only back-office chunk groups use. */
function backOfficeOnlyFiles(groups: ChunkGroups): Set<string> {
  const publicFiles = new Set(
    Object.entries(groups)
      .filter(([name]) => !isBackOfficeGroup(name))
      .flatMap(([, files]) => files),
  );
  return new Set(
    Object.entries(groups)
      .filter(([name]) => isBackOfficeGroup(name))
      .flatMap(([, files]) => files)
      .filter((file) => !publicFiles.has(file)),
  );
}

/** The scripts a fresh page downloads until the network is idle. */
async function scriptsDownloaded(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(fileName(request.url()));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return scripts;
}

async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const data = async <T>(url: string) => ((await (await request.get(url)).json()) as { data: T }).data;
  const categories = await data<{ category_id: number; products: { id: number }[] }[]>('/v1/categories/products');
  const category = categories.find((item) => item.products.length > 0)!;
  const [article] = await data<{ id: number }[]>('/v1/articles?limit=1&page=1');
  const [career] = await data<{ id: number }[]>('/v1/careers');
  return [
    '/',
    '/karir',
    `/karir/detail_karir/${career!.id}`,
    '/produk_kategori',
    `/produk_kategori/produk/${category.category_id}`,
    `/produk_kategori/produk/detail_produk/${category.products[0]!.id}`,
    '/artikel',
    `/artikel/detail_artikel/${article!.id}`,
    '/galeri',
    '/terbaru',
    '/tentang',
    '/no-such-page',
  ];
}

test.describe('script chunks', () => {
  test.use({ locale: 'en-US' });
  let groups: ChunkGroups;

  test.beforeAll(async ({ request }) => {
    groups = (await (await request.get('/chunk-groups.json')).json()) as ChunkGroups;
    expect(Object.keys(groups)).toEqual(expect.arrayContaining(['main', 'public-home', 'admin', 'auth']));
  });

  test('no public page downloads a file that only the back office uses', async ({ browser, request }) => {
    // Twelve page loads, each until its network is idle: the time of several tests on a busy machine.
    test.slow();
    const adminOnly = backOfficeOnlyFiles(groups);
    expect(adminOnly.size).toBeGreaterThan(0);
    const paths = await publicPaths(request);
    const visits: { path: string; scripts: string[] }[] = [];
    // Two pages at a time, as each mostly waits for its network to be idle: the server renders two uncached pages
    // of one client at once (ADMISSION_PER_CLIENT) and answers more with 429. A fresh context for each page, so
    // nothing is cached from another.
    await Promise.all(
      [0, 1].map(async (lane) => {
        for (const path of paths.filter((_, index) => index % 2 === lane)) {
          const context = await browser.newContext();
          visits.push({ path, scripts: await scriptsDownloaded(await context.newPage(), path) });
          await context.close();
        }
      }),
    );
    for (const { path, scripts } of visits) {
      expect(scripts, path).toEqual(expect.arrayContaining(groups.main!));
      expect(
        scripts.filter((file) => adminOnly.has(file)),
        `${path} downloaded back-office code`,
      ).toEqual([]);
    }
  });

  test('an unsigned visit to /admin downloads the admin shell, the dashboard, the sign-in page and their texts', async ({
    page,
  }) => {
    const scripts = await scriptsDownloaded(page, '/admin');
    await expect(page).toHaveURL(/\/login$/);
    // The page's texts come in its language only (the browser here asks for English).
    const expected = ['main', 'admin', 'admin-dashboard', 'auth', 'admin-texts', 'texts-en'].flatMap(
      (name) => groups[name]!,
    );
    expect(new Set(scripts)).toEqual(new Set(expected));
  });

  test('serves no source map and names none in the scripts', async ({ request }) => {
    const scripts = [...new Set(Object.values(groups).flat())];
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const script = await request.get(`/${file}`);
      expect(script.status(), file).toBe(200);
      expect(await script.text(), file).not.toContain('sourceMappingURL');
      const map = await request.get(`/${file}.map`);
      expect(map.status(), `${file}.map`).toBe(404);
      expect(await map.text(), `${file}.map`).not.toContain('"mappings"');
    }
  });
});
