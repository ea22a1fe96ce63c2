import { lazy, type ComponentType } from 'react';

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
 * React.lazy for a part the first screen shows but nobody needs at once (the home page's slides, the top bar's
 * search): its code loads once the page is idle or the visitor reaches for it. Until then the server's markup of
 * its Suspense boundary stays as it came (a form, a link, the first slide), and React hydrates it when the code
 * has come.
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    await pageIdleOrReached();
    return { default: await load() };
  });
}
