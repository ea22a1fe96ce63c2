import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { FIRST_SCREEN_WAIT_MS, firstScreenShown } from '@/client/app/firstScreenShown';
import { nextTask } from '@/client/app/nextTask';
import { FIRST_SCREEN_PICTURE } from '@/client/components/firstScreenPicture';
import { settled } from '../helpers/settled';

/** A browser's PerformanceObserver for the entry types given, whose reports the test sends. */
function fakePerformanceObserver(types: string[]) {
  const observers: { type: string; callback: PerformanceObserverCallback; self: PerformanceObserver }[] = [];
  class FakeObserver {
    static supportedEntryTypes = types;
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe({ type }: { type: string }) {
      observers.push({ type, callback: this.callback, self: this as unknown as PerformanceObserver });
    }
    disconnect() {
      observers.splice(0, observers.length, ...observers.filter((o) => o.self !== (this as unknown)));
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    report(type: string, entry: Record<string, unknown>) {
      for (const observer of observers.filter((o) => o.type === type)) {
        observer.callback(
          { getEntries: () => [entry as unknown as PerformanceEntry] } as PerformanceObserverEntryList,
          observer.self,
        );
      }
    },
  };
}

describe("a server-rendered page's code waits for its first screen", () => {
  let frames: FrameRequestCallback[];
  const original = (window as { PerformanceObserver?: unknown }).PerformanceObserver;

  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    document.body.innerHTML = '';
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: original });
  });

  const paintFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  function addPicture(complete: boolean): HTMLImageElement {
    document.body.innerHTML = `<main><img src="/uploads/a-640.webp" elementtiming="${FIRST_SCREEN_PICTURE}"></main>`;
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { configurable: true, get: () => complete });
    return picture;
  }

  it('waits for the browser to report its picture painted, where it reports element timing', async () => {
    const browser = fakePerformanceObserver(['element', 'paint']);
    addPicture(false);
    const shown = firstScreenShown(document);
    expect(await settled(shown)).toBe(false);

    browser.report('element', { identifier: 'some-other-picture' });
    expect(await settled(shown)).toBe(false);
    browser.report('element', { identifier: FIRST_SCREEN_PICTURE });
    expect(await settled(shown)).toBe(true);
  });

  it('waits for the first contentful paint on a page without a picture', async () => {
    const browser = fakePerformanceObserver(['element', 'paint']);
    document.body.innerHTML = '<main><h1>About us</h1></main>';
    const shown = firstScreenShown(document);

    browser.report('paint', { name: 'first-paint' });
    expect(await settled(shown)).toBe(false);
    browser.report('paint', { name: 'first-contentful-paint' });
    expect(await settled(shown)).toBe(false);
    paintFrame();
    expect(await settled(shown)).toBe(true);
  });

  it('without performance reports, waits for the picture to load, or fail, and the next frame', async () => {
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: undefined });
    for (const outcome of ['load', 'error']) {
      frames = [];
      const picture = addPicture(false);
      const shown = firstScreenShown(document);
      paintFrame();
      expect(await settled(shown)).toBe(false);

      picture.dispatchEvent(new Event(outcome));
      expect(await settled(shown)).toBe(false);
      paintFrame();
      expect(await settled(shown)).toBe(true);
    }
  });

  it('does not wait for a picture already loaded, only for the next frame', async () => {
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: undefined });
    addPicture(true);
    const shown = firstScreenShown(document);
    expect(await settled(shown)).toBe(false);
    paintFrame();
    expect(await settled(shown)).toBe(true);
  });

  it(`runs the code anyway after ${FIRST_SCREEN_WAIT_MS} ms (a slow picture, a tab in the background)`, async () => {
    jest.useFakeTimers();
    fakePerformanceObserver(['element', 'paint']);
    addPicture(false);
    let done = false;
    void firstScreenShown(document).then(() => (done = true));

    await jest.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('nextTask', () => {
  // jsdom has no MessageChannel; Node's is the same API.
  beforeAll(() => Object.assign(globalThis, { MessageChannel: NodeMessageChannel }));

  it('settles in a later task, not among the microtasks of this one', async () => {
    let settledYet = false;
    const next = nextTask().then(() => (settledYet = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(settledYet).toBe(false);
    await next;
    expect(settledYet).toBe(true);
  });
});
