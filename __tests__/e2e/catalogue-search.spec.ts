import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The Indonesian industry the demo's halal emulsifier serves. */
const FOOD_AND_BEVERAGE = 'Makanan & Minuman';

interface ProductFacts {
  name: string;
  industries: { name: string }[];
  certifications: { kind: string }[];
  documents: { kind: string; language: string; url: string | null }[];
}

/** What a product page will show, read from the API as the page reads it (in Indonesian). */
async function productFacts(page: Page, href: string): Promise<ProductFacts> {
  const id = /\/(\d+)$/.exec(href)?.[1];
  const answer = await page.request.get(`/v1/products/${id}?lang=id`);
  return ((await answer.json()) as { data: ProductFacts }).data;
}

/** A halal product for food and beverage with a technical data sheet in Indonesian that anyone may download. */
const fitsTheVisit = (product: ProductFacts) =>
  product.certifications.some((certification) => certification.kind === 'halal') &&
  product.industries.some((industry) => industry.name === FOOD_AND_BEVERAGE) &&
  product.documents.some((document) => document.kind === 'tds' && document.language === 'id' && document.url);

test('a visitor reading Indonesian searches from the navigation bar, filters the catalogue by industry and downloads a TDS', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'id-ID', acceptDownloads: true });
  const visitor = await context.newPage();
  let product: ProductFacts | undefined;

  await test.step('the search in the navigation bar suggests products as the visitor types', async () => {
    await visitor.goto('/');
    const search = visitor.getByRole('combobox', { name: 'Cari di situs' });
    // Key by key with a pause, as a person types.
    await search.pressSequentially('halal emulsifier', { delay: 60 });

    const products = visitor.getByRole('listbox').getByRole('group', { name: 'Produk' });
    await expect(products.getByRole('option').first()).toBeVisible();
    await expect(
      products
        .locator('mark')
        .filter({ hasText: /emulsifier/i })
        .first(),
    ).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
  });

  await test.step('Enter opens every result, grouped, with how many of each were found', async () => {
    await visitor.keyboard.press('Enter');

    await expect(visitor).toHaveURL(/\/pencarian\?q=halal\+emulsifier$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'PENCARIAN' })).toBeVisible();
    const results = visitor.getByRole('region', { name: 'Produk' });
    await expect(results.getByText(/\d+ ditemukan|Menampilkan \d+ dari \d+/)).toBeVisible();
    const hits = results.getByRole('link');
    await expect(hits.first()).toBeVisible();
    for (const href of await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      const facts = await productFacts(visitor, href);
      if (fitsTheVisit(facts)) {
        product = facts;
        break;
      }
    }
    expect(product, 'a halal emulsifier for food and beverage with an Indonesian TDS among the hits').toBeDefined();
  });

  await test.step('on the category list the visitor filters by industry and finds the product', async () => {
    const name = product!.name;
    await visitor.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Produk' }).click();
    await expect(visitor).toHaveURL(/\/produk_kategori$/);
    await expect(visitor.getByRole('main').getByRole('article').first()).toBeVisible();

    const industry = visitor.getByRole('combobox', { name: 'Industri' });
    await expect(industry).toBeEnabled();
    await industry.click();
    await visitor.getByRole('option', { name: new RegExp(`^${FOOD_AND_BEVERAGE} \\(\\d+\\)$`) }).click();
    await expect(visitor).toHaveURL(/[?&]industry=\d+/);
    await expect(industry).toContainText(FOOD_AND_BEVERAGE);
    await expect(visitor.getByRole('button', { name: 'Hapus filter' })).toBeVisible();

    // The search of the list narrows it to the product, keeping the filter.
    await visitor.getByRole('searchbox', { name: 'Cari kategori atau produk...' }).fill(name);
    await expect(visitor).toHaveURL(/[?&]q=/);
    await expect(visitor).toHaveURL(/[?&]industry=\d+/);
    await visitor.getByRole('main').getByRole('link', { name, exact: true }).first().click();
    await expect(visitor).toHaveURL(/\/produk_kategori\/produk\/detail_produk\/\d+$/);
    await expect(visitor.getByRole('heading', { name, exact: true })).toBeVisible();
  });

  await test.step('the visitor downloads its technical data sheet in Indonesian, a real PDF under its own name', async () => {
    const tds = visitor
      .getByRole('list', { name: 'Dokumen' })
      .getByRole('listitem')
      .filter({ hasText: 'Lembar data teknis (TDS)' })
      .filter({ hasText: 'Bahasa Indonesia' })
      .first();
    const link = tds.getByRole('link');
    const shownName = ((await link.textContent()) ?? '').trim();

    const [download] = await Promise.all([visitor.waitForEvent('download'), link.click()]);

    expect(download.suggestedFilename()).toBe(shownName);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
    const bytes = await fs.readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  await context.close();
});
