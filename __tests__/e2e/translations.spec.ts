import type { Browser, Page } from '@playwright/test';
import type { HomeContent } from '@/common/api/home';
import { expect, test, toast } from './support/fixtures';
import { pngUpload } from './support/images';
import { expectNoSeriousViolationsNarrowAndWide } from './support/axe';

test.use({ locale: 'en-US' });

/** A visitor whose browser asks for Indonesian, as most of the site's visitors' do. */
async function indonesianVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'id-ID' });
  return context.newPage();
}

test('an admin adds a product in English and Indonesian; a visitor reading Indonesian sees it in Indonesian', async ({
  admin,
  browser,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}-${testInfo.retry}`;
  const english = { name: `E2E Lecithin Powder ${suffix}`, description: 'A plant emulsifier for chocolate.' };
  const indonesian = { name: `E2E Lesitin Bubuk ${suffix}`, description: 'Pengemulsi nabati untuk cokelat.' };
  let category = '';

  await test.step('the admin writes both languages in one dialog without losing either', async () => {
    await admin.getByRole('link', { name: 'Manage Products' }).click();
    await admin.getByRole('button', { name: 'Add Product' }).click();
    const dialog = admin.getByRole('dialog', { name: 'ADD PRODUCT' });
    await dialog.getByLabel('Product Name').fill(english.name);
    await dialog.getByLabel('Description').fill(english.description);
    await expect(dialog.getByRole('tab', { name: /^Bahasa Indonesia/ })).toHaveAccessibleName(/missing/);

    await dialog.getByRole('tab', { name: /^Bahasa Indonesia/ }).click();
    await expect(dialog.getByLabel('Product Name')).toHaveValue('');
    await dialog.getByLabel('Product Name').fill(indonesian.name);
    await dialog.getByLabel('Description').fill(indonesian.description);
    await dialog.getByRole('tab', { name: /^English/ }).click();
    await expect(dialog.getByLabel('Product Name')).toHaveValue(english.name);
    await expect(dialog.getByRole('tab', { name: /^Bahasa Indonesia/ })).not.toHaveAccessibleName(/missing/);

    await dialog.getByRole('combobox', { name: /Product Category/ }).click();
    const option = admin.getByRole('option', { disabled: false }).first();
    category = (await option.textContent()) ?? '';
    await option.click();
    await dialog.getByLabel('Product Image').setInputFiles(await pngUpload('lecithin.png', '#d9a441'));
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(toast(admin, 'Product added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  const visitor = await indonesianVisitor(browser);
  await test.step('the visitor finds it on the category strip by its Indonesian name', async () => {
    await visitor.goto('/produk_kategori');
    const search = visitor.getByRole('main').getByRole('searchbox').or(visitor.getByRole('main').getByRole('textbox'));
    await search.first().pressSequentially(`Lesitin Bubuk ${suffix}`, { delay: 40 });
    const card = visitor.getByRole('main').getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: indonesian.name })).toBeVisible();
    expect(category).not.toBe('');
  });

  await test.step('its page shows the Indonesian name, description and title', async () => {
    await visitor.getByRole('link', { name: indonesian.name }).click();
    await expect(visitor.getByRole('heading', { name: indonesian.name })).toBeVisible();
    await expect(visitor.getByText(indonesian.description)).toBeVisible();
    await expect(visitor).toHaveTitle(new RegExp(indonesian.name));
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'id');
  });

  await test.step('switched to English, the same page reads in English', async () => {
    await visitor.getByRole('link', { name: 'English' }).first().click();
    await expect(visitor.getByRole('heading', { name: english.name })).toBeVisible();
    await expect(visitor.getByText(english.description)).toBeVisible();
  });
  await visitor.context().close();
});

test("the carousel's texts are real text that switches with the language", async ({ browser }) => {
  const visitor = await indonesianVisitor(browser);
  const slides = async (lang: string) =>
    ((await (await visitor.request.get(`/v1/home?lang=${lang}`)).json()) as { data: HomeContent }).data.slides;
  const [first] = await slides('id');
  const [firstInEnglish] = await slides('en');
  expect(first && firstInEnglish).toBeTruthy();
  expect(first!.title).not.toBe(firstInEnglish!.title);

  await visitor.goto('/');
  const carousel = visitor.getByRole('region', { name: /./ }).filter({ has: visitor.getByText(first!.title) });
  await expect(carousel.getByText(first!.title, { exact: true })).toBeVisible();
  await expect(visitor.getByRole('img', { name: first!.alt_text }).first()).toBeAttached();

  await visitor.getByRole('link', { name: 'English' }).first().click();
  await expect(visitor.getByText(firstInEnglish!.title, { exact: true }).first()).toBeVisible();
  await expect(visitor.getByText(first!.title, { exact: true })).toHaveCount(0);
  await visitor.context().close();
});

const SITE_CONTENT_SCREENS = [
  '/admin/site-settings',
  '/admin/about',
  '/admin/home-page',
  '/admin/slides',
  '/admin/partners',
];

test('the site content screens have no serious accessibility violation at 360 and 1440 px', async ({ admin }) => {
  // Ten scans of five screens: the time of five tests, which a busy machine can take past one test's limit.
  test.slow();
  for (const path of SITE_CONTENT_SCREENS) {
    await test.step(path, async () => {
      await expectNoSeriousViolationsNarrowAndWide(admin, path);
    });
  }
});
