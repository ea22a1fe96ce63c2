import { expect, type Page } from '@playwright/test';

/**
 * Loads every image now, so the width checks see the page as it is once every picture has come, and a failed check's
 * full-page screenshot shows the ones further down too; images the page adds meanwhile (a server-rendered page
 * hydrating its later parts) are loaded as they come.
 */
export async function loadAllImages(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const images = Array.from(document.images);
        for (const image of images) image.loading = 'eager';
        return images.filter((image) => !image.complete).length;
      }),
    )
    .toBe(0);
}

/** The widths the layout is checked at: a phone, a tablet held upright and a desktop window. */
export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  tablet: { width: 768, height: 900 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Resizes the window and waits for the page to have drawn itself at the new size (media queries answered). */
export async function resizeTo(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** How far the page is wider than the window (0 when it has no horizontal scroll). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

/** The elements wider than the window's right edge, to say what causes a horizontal scroll. */
export const elementsPastRightEdge = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 10)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().split(' ').join('.')}`),
  );

/**
 * With the page at the top: the texts of <main> that are drawn under the fixed navbar, and the navbar's own
 * parts that overlap one another.
 */
export async function navbarCollisions(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() => {
    const problems: string[] = [];
    const navbar = Array.from(document.querySelectorAll('header')).find(
      (element) => getComputedStyle(element).position === 'fixed',
    );
    const main = document.querySelector('main');
    if (!navbar || !main) return ['no fixed navbar or no <main>'];
    const navbarBottom = navbar.getBoundingClientRect().bottom;

    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const covered = Array.from(range.getClientRects()).some(
        (rect) => rect.width > 0 && rect.height > 0 && rect.top < navbarBottom - 0.5,
      );
      if (covered) problems.push(`"${text.slice(0, 40)}" starts above the navbar's bottom (${navbarBottom}px)`);
    }

    const toolbar = navbar.firstElementChild;
    const parts = Array.from(toolbar?.children ?? [])
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0);
    for (const [index, a] of parts.entries()) {
      for (const b of parts.slice(index + 1)) {
        const overlap = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        if (overlap > 0.5)
          problems.push(`navbar parts overlap by ${overlap}px: ${a.element.textContent} / ${b.element.textContent}`);
      }
    }
    return problems;
  });
}
