import { FIRST_SCREEN_PICTURE } from '../components/firstScreenPicture';
import { afterNextPaint } from './afterNextPaint';

/** How long a page waits for its first screen before its code runs anyway (a slow network, a hidden tab). */
export const FIRST_SCREEN_WAIT_MS = 2_000;

interface ElementTiming extends PerformanceEntry {
  identifier: string;
}

const observes = (type: string) =>
  typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes(type);

/** Settles once the browser reports (or has reported) a performance entry of `type` that `matches`. */
function reported(type: string, matches: (entry: PerformanceEntry) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(matches)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}

/** Settles once `image` has loaded or failed to. */
function loadedOrFailed(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** The first screen painted: with its picture when it has one, from the browser's report where it gives one. */
async function painted(document: Document): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>(`img[elementtiming="${FIRST_SCREEN_PICTURE}"]`);
  if (picture && observes('element')) {
    return reported('element', (entry) => (entry as ElementTiming).identifier === FIRST_SCREEN_PICTURE);
  }
  if (picture) await loadedOrFailed(picture);
  if (observes('paint')) await reported('paint', (entry) => entry.name === 'first-contentful-paint');
  await afterNextPaint();
}

/**
 * Settles once a server-rendered page's first screen is on screen: its picture (ResponsiveImage's `priority`, the
 * page's largest part) painted, or, on a page without one, its first contentful paint; FIRST_SCREEN_WAIT_MS at
 * most. The page's code runs only then: evaluated any earlier, it holds the main thread while the browser would
 * draw, and a phone shows the page later. Browsers without Element Timing wait for the picture to load and the
 * next frame.
 */
export async function firstScreenShown(document: Document): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS)));
  await Promise.race([painted(document), timedOut]);
  clearTimeout(timer);
}
