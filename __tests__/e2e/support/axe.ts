import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
