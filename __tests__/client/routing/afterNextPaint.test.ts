import { afterNextPaint } from '@/client/app/afterNextPaint';
import { settled } from '../helpers/settled';

describe('hydration waits until the server-rendered page is on screen', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });

  afterEach(() => jest.restoreAllMocks());

  function paintFrame() {
    frames.splice(0).forEach((callback) => callback(performance.now()));
  }

  it('waits for the next frame to be painted', async () => {
    const painted = afterNextPaint();
    expect(await settled(painted)).toBe(false);

    paintFrame();
    expect(await settled(painted)).toBe(true);
  });

  it("does not wait for the page's pictures to load", async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    const painted = afterNextPaint();

    paintFrame();
    expect(await settled(painted)).toBe(true);
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
  });
});
