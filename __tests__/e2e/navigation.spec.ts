import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { isHydrated, waitForHydration } from './support/serverRendering';

test.use({ locale: 'en-US' });

test.describe('the slide-in menu on a small screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  const menu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

  async function openMenu(page: Page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu(page)).toBeVisible();
    // The navbar's toggle, now behind the open menu, which has a 'Close menu' button of its own.
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-label', 'Close menu');
  }

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(menu(page)).toBeHidden();
  });

  test('the menu button opens it and the overlay closes it', async ({ page }) => {
    await openMenu(page);
    await expect(menu(page).getByRole('link')).toHaveText([
      'Career',
      'Product',
      'Gallery',
      "What's New?",
      'Article',
      'About Us',
      // The language switch, as links to this page in each language.
      'EN',
      'ID',
    ]);

    // The drawer covers the right-hand side of the overlay, so tap its uncovered left edge.
    await page.getByTestId('menu-overlay').click({ position: { x: 20, y: 300 } });
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);
  });

  test('Escape closes it', async ({ page }) => {
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('works from the keyboard: Tab reaches the button, Enter opens it with focus inside, Escape hands focus back', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: 'Open menu' });
    const isFocused = () => button.evaluate((element) => element === document.activeElement);
    for (let presses = 0; presses < 10 && !(await isFocused()); presses += 1) await page.keyboard.press('Tab');
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.getElementById('mobile-menu')?.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'Career', exact: true })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('following a link closes it and navigates', async ({ page }) => {
    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Career', exact: true }).click();
    await expect(page).toHaveURL(/\/karir$/);
    await expect(page.getByRole('heading', { level: 1, name: 'CAREER' })).toBeVisible();
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe("the top bar's search on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('one tap on the magnifier unfolds the field over the bar, focused, and it searches as the visitor types', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // A combobox: its hits pop up as the visitor types.
    const field = page.getByRole('combobox', { name: 'Search the site' });
    await expect(field).toBeHidden();
    // Until the search's code has come (the page idle or reached for), the magnifier is the server's link to the
    // results page, which a tap follows; this test is about the search once its code is there.
    const magnifier = page.getByRole('banner').getByRole('link', { name: 'Search', exact: true });
    await expect.poll(() => isHydrated(magnifier)).toBe(true);

    await magnifier.tap();

    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.type('aspartame');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toContainText(
      /aspartame/i,
    );

    await page.getByRole('button', { name: 'Close search' }).tap();
    await expect(field).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search', exact: true })).toBeFocused();
  });
});

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Page not found', { exact: true })).toHaveCount(0);
});

test('an unknown API path answers a JSON 404', async ({ request }) => {
  const response = await request.get('/v1/does-not-exist');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(await response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
});
