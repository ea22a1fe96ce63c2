import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './auth';
import { seriousViolations } from './axe';
import { e2eServer } from './env';
import { outboxFiles, waitForResetCode } from './outbox';

/** The toast on `page` that says `text`. */
export const toast = (page: Page, text: string): Locator => page.getByRole('alert').filter({ hasText: text });

interface Fixtures {
  /** The test's page, signed in to the back office as the e2e admin. */
  admin: Page;
  /** A page in a browser of its own (English, nothing shared with `page`), for what a visitor sees meanwhile. */
  visitor: Page;
  /** What the visitor's browser may use beyond the defaults (`test.use({ visitorPermissions: [...] })`). */
  visitorPermissions: string[];
  /** Accessibility checks of the test's page. */
  axe: {
    /** The serious and critical WCAG 2.1 A/AA violations on the page as it is now ('' when there are none). */
    seriousViolations: () => Promise<string>;
  };
  /** The mails the server has written (it runs without SMTP). */
  outbox: {
    /** The mail files so far, oldest first. */
    files: () => Promise<string[]>;
    /** Waits for a mail to `to` that is not among `before` and answers the code in it. */
    resetCode: (to: string, before: string[]) => Promise<string>;
  };
}

export const test = base.extend<Fixtures>({
  // Each worker talks to its own server (playwright.config.ts starts one per worker), so the data one test changes
  // is seen only by the tests that run after it in the same worker.
  // eslint-disable-next-line no-empty-pattern -- the address depends on the worker only
  baseURL: async ({}, provide, testInfo) => {
    await provide(e2eServer(testInfo.parallelIndex).baseURL);
  },
  admin: async ({ page }, provide) => {
    await signIn(page);
    await provide(page);
  },
  visitorPermissions: [[], { option: true }],
  visitor: async ({ browser, visitorPermissions }, provide) => {
    const context = await browser.newContext({ locale: 'en-US' });
    if (visitorPermissions.length > 0) await context.grantPermissions(visitorPermissions);
    await provide(await context.newPage());
    await context.close();
  },
  axe: async ({ page }, provide) => {
    await provide({ seriousViolations: () => seriousViolations(page) });
  },
  // eslint-disable-next-line no-empty-pattern -- the outbox needs no other fixture
  outbox: async ({}, provide) => {
    await provide({ files: outboxFiles, resetCode: waitForResetCode });
  },
});

export { expect, signIn };
