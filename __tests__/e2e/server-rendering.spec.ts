import { paths } from '@/common/routes';
import { expect, test } from './support/fixtures';
import { LANGUAGES, waitForContent, type Language, type Texts } from './support/publicRoutes';
import {
  SERVER_RENDERED_PAGE_NAMES,
  TOP_BAR_LINKS,
  expectTopBar,
  holdScripts,
  inLanguage,
  isHydrated,
  localeText,
  mainText,
  serverRenderedPage,
  waitForHydration,
  watchForProblems,
} from './support/serverRendering';

// The browser asks for English; `?lang=id` alone makes a page Indonesian.
test.use({ locale: 'en-US' });

/** The text of the `<title>` in the server's HTML. */
function titleIn(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
  return title.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]!);
}

const otherThan = (language: Language): Language => (language === 'en' ? 'id' : 'en');

/** How `<` `>` `&` appear in the server's markup. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// What a page reads without JavaScript, in each language, is checked on the server's HTML itself
// (__tests__/server/seo/pages-without-javascript.test.ts): the browser adds nothing there. Here each page hydrates
// in one language, taking turns, and is switched to the other.
test.describe('with JavaScript', () => {
  for (const [index, name] of SERVER_RENDERED_PAGE_NAMES.entries()) {
    const language = LANGUAGES[index % LANGUAGES.length]!;
    test(`${name} in ${language} hydrates without a warning, then switches language and navigates in the page`, async ({
      page,
      request,
    }) => {
      const { route, missing } = await serverRenderedPage(request, name);
      const problems = watchForProblems(page, { missing });
      const served = await page.goto(inLanguage(route.path, language));
      await waitForHydration(page);
      await waitForContent(page, route, language);
      await expectTopBar(page, language);
      // The tab keeps the server's title once the page runs.
      await expect(page).toHaveTitle(titleIn(await served!.text()));

      const other = otherThan(language);
      await page
        .getByRole('banner')
        .getByRole('link', { name: localeText(`common:language.${other}`)[language], exact: true })
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expectTopBar(page, other);
      await waitForContent(page, route, other);

      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const pathname = new URL(route.path, 'http://localhost').pathname;
      const next = TOP_BAR_LINKS.find((link) => link.href !== pathname)!;
      await page.getByRole('banner').getByRole('link', { name: next.name[other], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${next.href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.banner[other]);
      expect(await page.evaluate(() => 'sameDocument' in window), 'the document was not reloaded').toBe(true);

      expect(problems()).toEqual([]);
    });
  }

  test.describe('with reduced motion, so the slides stay until moved', () => {
    test.use({ reducedMotion: 'reduce' });

    test("the home page's Next button shows the next slide", async ({ page }) => {
      const problems = watchForProblems(page);
      await page.goto(paths.home);
      await waitForHydration(page);

      const carousel = page.getByRole('region', { name: localeText('public:home.carousel.label').en, exact: true });
      const [first, second] = [carousel.getByRole('group').nth(0), carousel.getByRole('group').nth(1)];
      await expect(first).toBeInViewport();
      await expect(second).not.toBeInViewport();
      // The slides out of view are set aside once the carousel runs; only then does Next move it.
      await expect(second).toHaveAttribute('inert');

      await carousel.getByRole('button', { name: localeText('public:home.carousel.next').en, exact: true }).click();
      await expect(second).toBeInViewport();
      await expect(second).not.toHaveAttribute('inert');
      await expect(first).not.toBeInViewport();
      expect(problems()).toEqual([]);
    });
  });

  test("the top bar's search field, the server's until it is used, suggests the product as the visitor types", async ({
    page,
    request,
  }) => {
    const { route } = await serverRenderedPage(request, 'product-detail');
    const productName = (route.title as Texts).id;
    const problems = watchForProblems(page);
    await page.goto(inLanguage(paths.home, 'id'));
    await waitForHydration(page);

    const search = page
      .getByRole('banner')
      .getByRole('combobox', { name: localeText('public:search.label').id, exact: true });
    // Its code comes as the pointer reaches it.
    await search.hover();
    await expect.poll(() => isHydrated(search)).toBe(true);
    await search.pressSequentially(productName, { delay: 40 });
    const suggestions = page.getByRole('listbox', { name: localeText('public:search.suggestions').id, exact: true });
    await expect(suggestions.getByRole('option', { name: productName }).first()).toBeVisible();
    await expect(search).toHaveValue(productName);
    expect(problems()).toEqual([]);
  });

  test('what the visitor typed into the search field before the page had its code is searched once it has', async ({
    page,
    request,
  }) => {
    const { route } = await serverRenderedPage(request, 'product-detail');
    const productName = (route.title as Texts).id;
    // The page's scripts are held back until the visitor has typed: every key lands in the server's field.
    const typed = await holdScripts(page);
    const problems = watchForProblems(page);
    await page.goto(inLanguage(paths.home, 'id'), { waitUntil: 'commit' });

    const search = page
      .getByRole('banner')
      .getByRole('combobox', { name: localeText('public:search.label').id, exact: true });
    await search.pressSequentially(productName, { delay: 20 });
    expect(await isHydrated(search)).toBe(false);
    typed();

    const suggestions = page.getByRole('listbox', { name: localeText('public:search.suggestions').id, exact: true });
    await expect(suggestions.getByRole('option', { name: productName }).first()).toBeVisible();
    await expect(search).toHaveValue(productName);
    await expect(search).toBeFocused();
    expect(problems()).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 } });

    test('a long page hydrates card by card, and a card far below the first screen works once reached', async ({
      page,
    }) => {
      const problems = watchForProblems(page);
      await page.goto(paths.categories);
      await waitForHydration(page);
      const cards = page.getByRole('main').getByRole('article');
      const headingLink = (card: ReturnType<typeof cards.nth>) => card.getByRole('heading').getByRole('link');
      await expect.poll(() => isHydrated(headingLink(cards.first()))).toBe(true);
      const last = cards.last();
      const lastName = ((await headingLink(last).textContent()) ?? '').trim();

      await last.scrollIntoViewIfNeeded();
      await expect.poll(() => isHydrated(headingLink(last))).toBe(true);
      await headingLink(last).click();
      await expect(page).toHaveURL(/\/produk_kategori\/produk\/\d+$/);
      await expect(page).toHaveTitle(new RegExp(`^${lastName}`));
      expect(problems()).toEqual([]);
    });

    test("the home page works while its code below the first screen is on its way, which then hydrates the server's contact form", async ({
      page,
    }) => {
      const problems = watchForProblems(page);
      const belowTheFold = await holdScripts(page, (path) => path.includes('public-home-more'));
      await page.goto(paths.home);
      await waitForHydration(page);
      const message = page.getByRole('textbox', { name: localeText('public:enquiry.fields.message').en });
      await expect(message).toBeAttached();
      expect(await isHydrated(message), 'the server markup stays while its code has not come').toBe(false);

      // React serves the parts it has the code of: the top bar's menu opens.
      const menu = page.locator('button[aria-controls="mobile-menu"]');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      // Escape reaches the menu once its own code has drawn it, and closes it.
      await expect(page.locator('#mobile-menu').getByRole('navigation')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');

      belowTheFold();
      await message.scrollIntoViewIfNeeded();
      await expect.poll(() => isHydrated(message)).toBe(true);
      await message.fill('Do you stock sorbitol in 25 kg bags?');
      await expect(message).toHaveValue('Do you stock sorbitol in 25 kg bags?');
      expect(problems()).toEqual([]);
    });
  });

  test('a server text the browser would render differently is reported, and the browser draws its own', async ({
    page,
    request,
  }) => {
    const { route } = await serverRenderedPage(request, 'product-detail');
    const productName = (route.title as Texts).en;
    const original = `>${asHtml(productName)}</h2>`;
    await page.route(`**${route.path}`, async (served) => {
      const response = await served.fetch();
      const html = await response.text();
      expect(html).toContain(original);
      await served.fulfill({ response, body: html.replace(original, `>${asHtml(productName)} (changed)</h2>`) });
    });
    const problems = watchForProblems(page);
    await page.goto(route.path);

    await expect.poll(() => problems().join('\n')).toMatch(/#418|Hydration failed|didn't match/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(productName);
  });
});

test.describe("the first frame is the server's", () => {
  for (const [name, language] of [
    ['home', 'id'],
    ['product-detail', 'en'],
  ] as const) {
    test(`${name} in ${language}: the page reads the same without JavaScript, on arrival and once hydrated`, async ({
      browser,
      page,
      request,
    }) => {
      const { route } = await serverRenderedPage(request, name);
      const path = inLanguage(route.path, language);
      const withoutScripts = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
      const serverPage = await withoutScripts.newPage();
      await serverPage.goto(path);
      const served = await mainText(serverPage);
      const servedBar = await serverPage.getByRole('banner').ariaSnapshot();
      await withoutScripts.close();

      // On arrival: before the page's code has run, which on a quick machine may be before the text is read.
      const releaseScripts = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      // The footer comes last in the page: once it is there, the main part has arrived whole.
      await page.getByRole('contentinfo').waitFor({ state: 'attached' });
      expect(await mainText(page), 'on arrival').toBe(served);
      releaseScripts();
      await waitForHydration(page);
      await waitForContent(page, route, language);
      // 'Add to enquiry' needs the basket in the browser: hidden without JavaScript, shown once the app runs.
      const addToEnquiry = localeText('public:enquiry.basket.add').en.toUpperCase();
      const withoutAppControls = (text: string) =>
        text
          .split('\n')
          .filter((line) => line.trim() !== addToEnquiry)
          .join('\n')
          .replace(/\n{3,}/g, '\n\n')
          .trim();
      expect(withoutAppControls(await mainText(page)), 'once hydrated').toBe(withoutAppControls(served));
      expect(await page.getByRole('banner').ariaSnapshot(), 'the top bar once hydrated').toBe(servedBar);
    });
  }
});

test.describe("the visitor's own state, kept in the browser", () => {
  test('a signed-in session hydrates the public pages without a warning', async ({ admin, request }) => {
    const problems = watchForProblems(admin);
    for (const name of ['home', 'product-detail', 'quote-request']) {
      const { route } = await serverRenderedPage(request, name);
      await admin.goto(route.path);
      await waitForHydration(admin);
      await waitForContent(admin, route, 'en');
    }
    expect(problems()).toEqual([]);
  });

  test('an enquiry basket shows its count once the page has hydrated, without a warning', async ({ page, request }) => {
    const { route } = await serverRenderedPage(request, 'product-detail');
    const productName = (route.title as Texts).en;
    const basketLabel = localeText('public:enquiry.basket.link_one', { count: 1 }).en;
    const basket = page.getByRole('banner').getByRole('link', { name: basketLabel, exact: true });
    await page.goto(route.path);
    await waitForHydration(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: localeText('public:enquiry.basket.addFor', { name: productName }).en, exact: true })
      .click();
    await expect(basket).toBeVisible();

    const problems = watchForProblems(page);
    const reloaded = await page.reload();
    // The server's page is every visitor's, so it has no basket; the browser adds its own.
    expect(await reloaded?.text()).not.toContain(basketLabel);
    await waitForHydration(page);
    await expect(basket).toBeVisible();
    await expect(basket).toHaveText('1');
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: localeText('public:enquiry.basket.addedFor', { name: productName }).en }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.goto(paths.quoteRequest);
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('link', { name: productName, exact: true })).toBeVisible();
    await expect(page.getByText(localeText('public:enquiry.quote.empty').en)).toHaveCount(0);
    expect(problems()).toEqual([]);
  });
});
