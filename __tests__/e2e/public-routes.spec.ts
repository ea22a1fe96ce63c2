import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  BANNERS,
  PAGE_TITLES,
  BROWSER_LOCALES,
  LANGUAGES,
  PUBLIC_ROUTE_NAMES,
  expectBanner,
  publicRoute,
  textIn,
  waitForContent,
} from './support/publicRoutes';

// Every test only reads (what it changes stays in its own browser), so the tests of this file share both workers.
test.describe.configure({ mode: 'parallel' });

// Sections are then shown at once instead of fading in as they scroll into view, so axe sees the whole page.
test.use({ reducedMotion: 'reduce' });

/**
 * The languages each route is read in here. The server's HTML of the server-rendered pages is checked in both
 * (__tests__/server/seo/pages-without-javascript.test.ts), so each of those is read in the browser in one
 * language, taking turns; the sign-in screens, which only the browser draws, in both.
 */
const BROWSER_DRAWN = new Set<string>(['login', 'forgot-password']);
const languagesOf = (name: string, index: number) =>
  BROWSER_DRAWN.has(name) ? LANGUAGES : [LANGUAGES[index % LANGUAGES.length]!];

for (const language of LANGUAGES) {
  test.describe(`every public route with the browser in ${BROWSER_LOCALES[language]}`, () => {
    test.use({ locale: BROWSER_LOCALES[language] });

    for (const name of PUBLIC_ROUTE_NAMES.filter((route, index) => languagesOf(route, index).includes(language))) {
      test(`${name}: reads in ${language}, names itself in the title and banner, and passes axe`, async ({
        page,
        request,
        axe,
      }) => {
        const { shortName, route } = await publicRoute(request, name);
        await page.goto(route.path);
        await waitForContent(page, route, language);

        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page).toHaveTitle(`${textIn(route.title, language)} | ${shortName}`);
        await expectBanner(page, route, language);
        expect(await axe.seriousViolations(), 'serious or critical axe violations').toBe('');
      });
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'en-US' });

  test('the navbar passes axe with its slide-in menu closed and open', async ({ page, request, axe }) => {
    const { route } = await publicRoute(request, 'home');
    await page.goto(route.path);
    await waitForContent(page, route, 'en');
    expect(await axe.seriousViolations(), 'with the menu closed').toBe('');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await axe.seriousViolations(), 'with the menu open').toBe('');
  });
});

/** The visible texts of the page, each text node once. */
const visibleTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.checkVisibility({ visibilityProperty: true })) texts.add(text);
    }
    return [...texts];
  });

test.describe('the EN | ID switch', () => {
  test.use({ locale: 'en-US' });

  test('turns every text of /tentang into Indonesian without a reload, with <html lang> and the title, and is remembered', async ({
    page,
    request,
  }) => {
    const { shortName, route } = await publicRoute(request, 'about');
    const site = (await (await request.get('/v1/site')).json()) as { data: object };
    const values = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(values)
          : [];
    const data = new Set(values(site.data));
    const languageNeutral = (text: string) => data.has(text) || !/\p{L}/u.test(text) || ['EN', 'ID'].includes(text);

    await page.goto(route.path);
    await waitForContent(page, route, 'en');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const english = await visibleTexts(page);

    await page.getByRole('banner').getByRole('link', { name: 'Bahasa Indonesia' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BANNERS.about.id);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page).toHaveTitle(`${PAGE_TITLES.about.id} | ${shortName}`);
    // The top bar and the footer may be drawn in the new language a moment after the page's own texts.
    const stillEnglish = async () => {
      const indonesian = new Set(await visibleTexts(page));
      return english.filter((text) => indonesian.has(text) && !languageNeutral(text));
    };
    await expect.poll(stillEnglish).toEqual([]);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));

    await page.reload();
    await waitForContent(page, route, 'id');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');

    // A typed URL or a bookmark: the server's own HTML is already Indonesian, before any script runs.
    const typed = await page.goto(route.path);
    expect(await typed?.text()).toMatch(/<html lang="id"/);
    await waitForContent(page, route, 'id');

    // A shared link naming its language still wins, without forgetting the choice.
    await page.goto(`${route.path}?lang=en`);
    await waitForContent(page, route, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(route.path);
    await waitForContent(page, route, 'id');
  });
});

test.describe('a page path typed in the wrong case', () => {
  test.use({ locale: 'en-US' });

  test('ends on the lower-case URL with its query, showing the page', async ({ page, request }) => {
    const { route } = await publicRoute(request, 'careers');

    await page.goto(`${route.path.toUpperCase()}?lang=id`);

    await expect(page).toHaveURL(new RegExp(`${route.path}\\?lang=id$`));
    await waitForContent(page, route, 'id');
    await expectBanner(page, route, 'id');
  });

  test('ends on the lower-case URL when the app itself is asked for it', async ({ page, request }) => {
    const { route } = await publicRoute(request, 'careers');
    await page.goto('/');
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route.path.toUpperCase());

    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    await waitForContent(page, route, 'en');
  });
});
