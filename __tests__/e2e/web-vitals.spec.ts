import { phoneMenuButton, recordWebVitals, tapFirstControlDuringLoad } from '../../scripts/bench/web-vitals';
import { expect, test } from './support/fixtures';
import { serverRenderedPage, watchForProblems } from './support/serverRendering';

// The Core Web Vitals a visitor's browser records (web-vitals) on the four pages `npm run bench:vitals` measures
// under a phone's throttling; here unthrottled, for what must hold on any machine: the tap made during load is
// served, and nothing on the page moves.
test.describe('Core Web Vitals on a phone, with a tap during load', () => {
  test.use({ viewport: { width: 412, height: 823 }, locale: 'en-US' });

  for (const name of ['home', 'categories', 'product-detail', 'article-detail']) {
    test(`${name}: the first control works during load, and the page does not shift`, async ({ page, request }) => {
      const { route } = await serverRenderedPage(request, name);
      const problems = watchForProblems(page);
      await recordWebVitals(page);

      const vitals = await tapFirstControlDuringLoad(page, route.path);

      await expect(phoneMenuButton(page)).toHaveAttribute('aria-expanded', 'true');
      expect(vitals.INP).toBeGreaterThan(0);
      expect(vitals.LCP).toBeGreaterThan(0);
      expect(vitals.CLS ?? 0).toBe(0);
      expect(problems()).toEqual([]);
    });
  }
});
