import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';

/** Longest wait for an idle moment once the page has loaded. */
export const IDLE_TIMEOUT_MS = 1500;

/** What a visitor does when reaching for a part of the page: pointer, touch, keyboard or focus. */
export const REACHING_EVENTS = ['pointerover', 'pointerdown', 'keydown', 'focusin'] as const;

let idleOrReached: Promise<void> | undefined;

/** The visitor reached the page before this code ran: something in it holds the keyboard focus. */
const reachedAlready = () => document.activeElement !== null && document.activeElement !== document.body;

function whenIdleOrReached(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of REACHING_EVENTS) document.removeEventListener(type, done, { capture: true });
      window.removeEventListener('load', whenIdle);
      resolve();
    };
    function whenIdle() {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(done, 0);
    }
    if (reachedAlready()) return done();
    for (const type of REACHING_EVENTS) document.addEventListener(type, done, { capture: true, once: true });
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * Settles once the page has loaded and the browser has a moment to spare, or sooner, as the visitor reaches for
 * the page; at once on the server, which renders everything.
 */
export function pageIdleOrReached(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  idleOrReached ??= whenIdleOrReached();
  return idleOrReached;
}

/**
 * React.lazy for a part of a server-rendered page, drawn in its own Suspense boundary: the page hydrates without
 * waiting for its code, and the server's markup of the part stays as it came until the code has come.
 *
 * Until the part is on screen it is given the props and the texts it was first drawn with. A visitor who switches
 * language (or anything else that changes its props) while its code is on the way would otherwise have React
 * hydrate the server's markup with other words, a mismatch it can only repair by drawing the part again. Once the
 * part has mounted it follows its props and the language as any component does. What else it reads comes from the
 * store, which a hydrating component reads as the server had it (Providers' serverState).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = lazy(async () => {
    const Component = await load();
    function Mounted({ onMounted, ...props }: P & { onMounted: () => void }) {
      useEffect(onMounted, [onMounted]);
      return <Component {...(props as P)} />;
    }
    return { default: Mounted };
  });

  interface Drawn {
    props: Omit<P, 'fallback'>;
    i18n: I18n;
    fallback: ReactNode;
  }
  const draw = ({ props, i18n, fallback }: Drawn, onMounted: () => void) => (
    <Suspense fallback={fallback}>
      <I18nextProvider i18n={i18n}>
        <Part {...(props as P)} onMounted={onMounted} />
      </I18nextProvider>
    </Suspense>
  );

  return function LatePart({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const { i18n } = useTranslation();
    const [first] = useState<Drawn>({ props, i18n, fallback });
    const [mounted, setMounted] = useState(false);
    const onMounted = useCallback(() => setMounted(true), []);
    // The same element while the part is the server's markup, so React sees no update to hydrate it through.
    const held = useMemo(() => draw(first, onMounted), [first, onMounted]);
    return mounted ? draw({ props, i18n, fallback }, onMounted) : held;
  };
}

/**
 * A part the first screen shows but nobody needs at once (the home page's slides, the top bar's search): a lazyPart
 * whose code loads once the page is idle or the visitor reaches for it.
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyPart(async () => {
    await pageIdleOrReached();
    return load();
  });
}
