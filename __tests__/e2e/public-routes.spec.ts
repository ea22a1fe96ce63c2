import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import {
  BROWSER_LOCALES,
  LANGUAGES,
  PUBLIC_ROUTE_NAMES,
  expectBanner,
  publicRoute,
  textIn,
  waitForContent,
} from './support/publicRoutes';

// Sections are then shown at once instead of fading in as they scroll into view, so axe sees the whole page.
test.use({ reducedMotion: 'reduce' });

for (const language of LANGUAGES) {
  test.describe(`every public route with the browser in ${BROWSER_LOCALES[language]}`, () => {
    test.use({ locale: BROWSER_LOCALES[language] });

    for (const name of PUBLIC_ROUTE_NAMES) {
      test(`${name}: reads in ${language}, names itself in the title and banner, and passes axe`, async ({
        page,
        request,
      }) => {
        const { shortName, route } = await publicRoute(request, name);
        await page.goto(route.path);
        await waitForContent(page, route, language);

        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page).toHaveTitle(`${textIn(route.title, language)} | ${shortName}`);
        await expectBanner(page, route, language);
        expect(await seriousViolations(page), 'serious or critical axe violations').toBe('');
      });
    }
  });
}
