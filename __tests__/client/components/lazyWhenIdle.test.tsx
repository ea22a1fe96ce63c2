import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type * as LazyWhenIdle from '@/client/components/lazyWhenIdle';

type LazyWhenIdleModule = typeof LazyWhenIdle;

/** A fresh copy of the module: whether the page was idle or reached is remembered once per page. */
function freshModule(): LazyWhenIdleModule {
  let loaded: LazyWhenIdleModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<LazyWhenIdleModule>('@/client/components/lazyWhenIdle');
  });
  return loaded!;
}

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await act(async () => {
    await Promise.resolve();
  });
  return done;
}

describe('lazyWhenIdle', () => {
  let idleCallbacks: (() => void)[];

  beforeEach(() => {
    idleCallbacks = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idleCallbacks.length;
    });
    (document.activeElement as HTMLElement | null)?.blur();
  });

  afterEach(() => {
    // @ts-expect-error -- jsdom has no requestIdleCallback of its own; the test's stand-in goes again.
    delete window.requestIdleCallback;
  });

  it('waits for the loaded page to be idle, asking the browser to give it a moment within the time limit', async () => {
    const { pageIdleOrReached, IDLE_TIMEOUT_MS } = freshModule();
    const ready = pageIdleOrReached();
    expect(await settled(ready)).toBe(false);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });

    idleCallbacks.forEach((callback) => callback());
    expect(await settled(ready)).toBe(true);
  });

  it.each(['pointerover', 'pointerdown', 'keydown', 'focusin'])(
    'settles as soon as the visitor reaches for the page (%s), before the page is idle',
    async (type) => {
      const { pageIdleOrReached } = freshModule();
      const ready = pageIdleOrReached();
      expect(await settled(ready)).toBe(false);

      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(ready)).toBe(true);
    },
  );

  it('settles at once when the visitor was in a field before the code ran', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    const { pageIdleOrReached } = freshModule();
    expect(await settled(pageIdleOrReached())).toBe(true);
    field.remove();
  });

  it("keeps the part's fallback until its code may load, then draws the part", async () => {
    const { lazyWhenIdle } = freshModule();
    const load = jest.fn(async () => ({ label }: { label: string }) => <p>{label}</p>);
    const Part = lazyWhenIdle(load);
    render(
      <Suspense fallback={<p>first frame</p>}>
        <Part label="the carousel" />
      </Suspense>,
    );
    expect(screen.getByText('first frame')).toBeInTheDocument();
    await settled(Promise.resolve());
    expect(load).not.toHaveBeenCalled();

    await act(async () => idleCallbacks.forEach((callback) => callback()));
    expect(await screen.findByText('the carousel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
