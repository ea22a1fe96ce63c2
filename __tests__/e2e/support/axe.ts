import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { VIEWPORTS, resizeTo } from './layout';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per failing element, so a failure names the rule, the element and what to fix. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((violation) =>
      [
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes.map(
          (node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/** The serious and critical WCAG 2.1 A/AA violations on the page, printed readably ('' when there are none). */
export async function seriousViolations(page: Page): Promise<string> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return describe(
    results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  );
}

/**
 * Opens the screen at `path` on a phone, once its heading shows and nothing is loading, then widens the window to a
 * desktop's: no serious violation at either width.
 */
export async function expectNoSeriousViolationsNarrowAndWide(page: Page, path: string): Promise<void> {
  await resizeTo(page, VIEWPORTS.phone);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await seriousViolations(page), `${VIEWPORTS.phone.width} px`).toBe('');

  await resizeTo(page, VIEWPORTS.desktop);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page), `${VIEWPORTS.desktop.width} px`).toBe('');
}
