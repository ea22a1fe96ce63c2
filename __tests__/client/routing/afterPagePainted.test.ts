import { afterPagePainted } from '@/client/app/afterPagePainted';

/** Whether `promise` has settled once every queued task and microtask has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.resolve();
  return done;
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('hydration waits until the server-rendered page is on screen', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });

  afterEach(() => {
    jest.restoreAllMocks();
    setReadyState('complete');
  });

  function paintFrame() {
    const callbacks = frames.splice(0);
    callbacks.forEach((callback) => callback(performance.now()));
  }

  it('waits for the page to load, then for the frame that paints it', async () => {
    setReadyState('loading');
    const painted = afterPagePainted();

    paintFrame();
    expect(await settled(painted)).toBe(false);

    window.dispatchEvent(new Event('load'));
    expect(await settled(painted)).toBe(false);

    paintFrame();
    expect(await settled(painted)).toBe(true);
  });

  it('only waits for the next painted frame once the page has loaded already', async () => {
    setReadyState('complete');
    const painted = afterPagePainted();
    expect(await settled(painted)).toBe(false);

    paintFrame();
    expect(await settled(painted)).toBe(true);
  });
});
