import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** web-vitals' browser build, which defines `webVitals` on the page (beside the build its package exports). */
const WEB_VITALS_SCRIPT = path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js');

/** The Core Web Vitals a page recorded, as web-vitals reports them (milliseconds; CLS is a score). */
export interface WebVitals {
  LCP?: number;
  INP?: number;
  CLS?: number;
}

/**
 * Runs in the page after web-vitals' build (which defines `webVitals`): keeps every reported value in
 * `window.recordedVitals`. Plain JavaScript, not a function of this file: the scripts' TypeScript runner adds helpers
 * to functions that the page does not have.
 */
const RECORD_VITALS = `
window.recordedVitals = {};
const record = (metric) => { window.recordedVitals[metric.name] = metric.value; };
for (const on of [webVitals.onLCP, webVitals.onINP, webVitals.onCLS]) on(record, { reportAllChanges: true });
`;

/**
 * Has every document `page` opens from now on record its Core Web Vitals with web-vitals, every change reported, so
 * they can be read before the page is left (readWebVitals).
 */
export async function recordWebVitals(page: Page): Promise<void> {
  await page.addInitScript({ content: `${fs.readFileSync(WEB_VITALS_SCRIPT, 'utf8')}\n${RECORD_VITALS}` });
}

/** What the page has recorded so far. */
export const readWebVitals = (page: Page): Promise<WebVitals> =>
  page.evaluate<WebVitals>('({ ...window.recordedVitals })');

/** The top bar's phone-menu button, the first control of every public page on a phone. */
export const phoneMenuButton = (page: Page) => page.locator('button[aria-controls="mobile-menu"]');

/**
 * Opens `url` and taps the first control of the page (the phone menu's button) as soon as it works, while the page
 * is still loading; settles once the menu is open and the tap has been recorded as an interaction (INP).
 */
export async function tapFirstControlDuringLoad(page: Page, url: string): Promise<WebVitals> {
  await page.goto(url, { waitUntil: 'commit' });
  await phoneMenuButton(page).click();
  await page.locator('#mobile-menu').getByRole('navigation').waitFor();
  // Polled from here: a predicate polled in the page is evaluated as a string there, which the site's CSP forbids.
  for (;;) {
    const vitals = await readWebVitals(page);
    if (vitals.INP !== undefined) return vitals;
    await page.waitForTimeout(50);
  }
}
