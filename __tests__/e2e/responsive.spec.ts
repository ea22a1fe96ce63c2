import { expect, test } from './support/fixtures';
import {
  VIEWPORTS,
  elementsPastRightEdge,
  horizontalOverflow,
  loadAllImages,
  navbarCollisions,
  resizeTo,
} from './support/layout';
import { LANGUAGES, PUBLIC_ROUTE_NAMES, publicRoute, waitForContent } from './support/publicRoutes';

// Every test only reads, so the tests of this file share both workers.
test.describe.configure({ mode: 'parallel' });

/** Each page is loaded once per language at the narrowest width, then widened, as a turned tablet or a resized window. */
const WIDENING = [VIEWPORTS.phone, VIEWPORTS.tablet, VIEWPORTS.desktop];

// Every section is then shown at once, as it is once scrolled to, so the screenshot of a failed check shows them all.
test.use({ locale: 'en-US', reducedMotion: 'reduce', screenshot: { mode: 'only-on-failure', fullPage: true } });

for (const name of PUBLIC_ROUTE_NAMES) {
  test(`${name} fits 360, 768 and 1440 px and keeps its text clear of the navbar in both languages`, async ({
    page,
    request,
  }) => {
    const { route } = await publicRoute(request, name);
    for (const language of LANGUAGES) {
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto(`${route.path}?lang=${language}`);
      await waitForContent(page, route, language);
      for (const viewport of WIDENING) {
        await resizeTo(page, viewport);
        await loadAllImages(page);

        const where = `${viewport.width} px wide in ${language}`;
        const overflow = await horizontalOverflow(page);
        expect(overflow, `scrolls sideways ${where}: ${(await elementsPastRightEdge(page)).join(', ')}`).toBe(0);
        if (!route.standalone) expect(await navbarCollisions(page), where).toEqual([]);
      }
    }
  });
}

test.describe('an admin list on a 360 px phone', () => {
  test('stacks its rows as cards whose Preview, Edit and Delete buttons show inside the window', async ({
    admin: page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/admin/kategori');

    const firstCard = page.getByRole('list', { name: 'Manage Categories' }).getByRole('listitem').first();
    await expect(firstCard).toBeVisible();
    await expect(page.getByRole('table', { name: 'Manage Categories' })).toHaveCount(0);
    for (const name of [/^Preview: /, /^Edit: /, /^Delete: /]) {
      const button = firstCard.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360, `${name} lies inside the 360 px window`).toBe(true);
    }
    expect(await horizontalOverflow(page), (await elementsPastRightEdge(page)).join(', ')).toBe(0);
  });
});
