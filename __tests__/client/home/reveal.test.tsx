import { act, render, screen } from '@testing-library/react';
import { Providers } from '@/client/app/providers';
import { makeStore } from '@/client/app/store';
import { Reveal } from '@/client/components/Reveal';
import { createI18n } from '@/client/i18n/i18n';
import { preferReducedMotion } from '../helpers/motionPreferences';

/** A stand-in IntersectionObserver whose observers the test fires by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  unobserve() {}

  disconnect() {
    this.disconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports the observed element `ratio` visible, as the browser would on scroll. */
  fire(ratio: number) {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const renderReveal = () =>
  render(
    <Providers store={makeStore()} i18n={createI18n('en')}>
      <Reveal>
        <p>Section content</p>
      </Reveal>
    </Providers>,
  );

const wrapperOf = (text: string) => screen.getByText(text).parentElement!;

describe('Reveal', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');

  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
  });

  afterEach(() => {
    if (original) Object.defineProperty(window, 'IntersectionObserver', original);
    else delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  const installObserver = () =>
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: FakeIntersectionObserver,
    });

  it('stays hidden until 10 percent is visible, then fades in and stays revealed', () => {
    installObserver();
    renderReveal();

    const observer = FakeIntersectionObserver.instances[0]!;
    expect(observer.options.threshold).toBe(0.1);
    expect(wrapperOf('Section content')).toHaveStyle({ opacity: '0' });

    observer.fire(0.05);
    expect(wrapperOf('Section content')).toHaveStyle({ opacity: '0' });

    observer.fire(0.1);
    expect(wrapperOf('Section content')).toHaveStyle({ opacity: '1', transform: 'none' });
    expect(observer.disconnected).toBe(true);

    // Scrolled away again: it does not hide a second time.
    observer.fire(0);
    expect(wrapperOf('Section content')).toHaveStyle({ opacity: '1' });
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });

  it('shows the content at once where IntersectionObserver does not exist', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderReveal();
    expect(wrapperOf('Section content')).toHaveStyle({ opacity: '1' });
  });

  it('shows the content at once and without a transition when the visitor prefers reduced motion', () => {
    installObserver();
    const restore = preferReducedMotion();
    try {
      renderReveal();
      expect(wrapperOf('Section content')).toHaveStyle({ opacity: '1', transform: 'none', transition: 'none' });
    } finally {
      restore();
    }
  });
});
