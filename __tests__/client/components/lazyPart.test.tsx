import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { createI18n } from '@/client/i18n/i18n';
import { ShownLanguage, useChangeLanguage } from '@/client/i18n/ShownLanguage';
import type * as LazyWhenIdle from '@/client/components/lazyPart';

type LazyWhenIdleModule = typeof LazyWhenIdle;

/**
 * A fresh copy of the module: whether the page was idle or reached is remembered once per page. React and
 * react-i18next stay the test's own copies, as the page has one of each.
 */
function freshModule(): LazyWhenIdleModule {
  let loaded: LazyWhenIdleModule | undefined;
  const shared = { react: jest.requireActual<object>('react'), i18n: jest.requireActual<object>('react-i18next') };
  jest.isolateModules(() => {
    jest.doMock('react', () => shared.react);
    jest.doMock('react-i18next', () => shared.i18n);
    loaded = jest.requireActual<LazyWhenIdleModule>('@/client/components/lazyPart');
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

describe('lazyPart and lazyWhenIdle', () => {
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
    render(<Part label="the carousel" fallback={<p>first frame</p>} />);
    expect(screen.getByText('first frame')).toBeInTheDocument();
    await settled(Promise.resolve());
    expect(load).not.toHaveBeenCalled();

    await act(async () => idleCallbacks.forEach((callback) => callback()));
    expect(await screen.findByText('the carousel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hydrates the server's markup in the language it was drawn in when the visitor switched before the code came, then follows the switch", async () => {
    const { lazyWhenIdle } = freshModule();
    let arrive: () => void = () => undefined;
    const code = new Promise<typeof SearchLabel>((resolve) => (arrive = () => resolve(SearchLabel)));
    const LateLabel = lazyWhenIdle(() => code);
    const page = (late: boolean) => (
      <ShownLanguage i18n={createI18n('id')}>
        <EnglishButton />
        <SearchLabel />
        {late ? (
          <LateLabel />
        ) : (
          <Suspense fallback={null}>
            <SearchLabel />
          </Suspense>
        )}
      </ShownLanguage>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page(false));
    const labels = () => [...container.querySelectorAll('p')].map((label) => label.textContent);
    expect(labels()).toEqual(['Cari di situs', 'Cari di situs']);

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(true), { onRecoverableError: (error) => errors.push(error) });
    });
    // The visitor's tap asks for the part's code, which comes after the switch.
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(labels()).toEqual(['Search the site', 'Cari di situs']);
    await act(async () => arrive());

    expect(errors).toEqual([]);
    expect(labels()).toEqual(['Search the site', 'Search the site']);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    container.remove();
  });
});

function SearchLabel() {
  const { t } = useTranslation();
  return <p>{t('public:search.label')}</p>;
}

function EnglishButton() {
  const changeLanguage = useChangeLanguage();
  return (
    <button type="button" onClick={() => void changeLanguage('en')}>
      EN
    </button>
  );
}
