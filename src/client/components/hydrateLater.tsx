import {
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderedOnServer } from './useRenderedOnServer';

type Loader<P> = () => Promise<ComponentType<P>>;

const onServer = typeof window === 'undefined';

/** The release of every part still waiting for its code. */
const waiting = new Set<() => void>();

interface Hold {
  /** Settles when the part may load its code or hydrate; none on the server, where nothing waits. */
  until?: Promise<void>;
  release: () => void;
}

/** A promise `release` settles, leaving the waiting parts as it does. */
function holdUntilReleased(): Hold {
  if (onServer) return { release: () => undefined };
  let settle = () => undefined as void;
  const until = new Promise<void>((done) => (settle = done));
  const release = () => {
    waiting.delete(release);
    settle();
  };
  return { until, release };
}

/**
 * A lazy component whose code is fetched only once `release` is called. The server renders it at once (its bundle
 * holds every chunk), so the page comes complete; in the browser its part of the server's markup stays as it is,
 * readable and unhydrated, until the code has come.
 */
function deferred<P extends object>(load: Loader<P>) {
  const { until, release } = holdUntilReleased();
  if (until) waiting.add(release);
  const Lazy = lazy(async () => {
    await until;
    return { default: await load() };
  });
  // memo: an update reaching a part still waiting for its code would make React draw it afresh, without markup.
  return { Lazy: memo(Lazy as ComponentType<P>), release };
}

/**
 * Fetches the code of every part still waiting for it. Called when the router starts a navigation: React hydrates
 * a part showing the server's markup before anything under it reads the router's new state, so a navigation would
 * otherwise wait for a part whose code waits for the visitor.
 */
export function releaseWaitingParts(): void {
  for (const release of [...waiting]) release();
}

/** On a page the browser draws itself there is no markup to keep: the code is fetched at once. */
function useReleaseUnlessServerRendered(release: () => void) {
  const fromServer = useRenderedOnServer();
  useEffect(() => {
    if (!fromServer) release();
  }, [fromServer, release]);
}

/**
 * The language the part is drawn in. The server's markup is in the language it was rendered in: when the visitor
 * switches, a part still showing it fetches its code to be drawn in the new one.
 */
function useLanguageRelease(release: () => void): string {
  const { i18n } = useTranslation();
  const rendered = useRef(i18n.language);
  useEffect(() => {
    if (i18n.language !== rendered.current) release();
  }, [i18n.language, release]);
  return i18n.language;
}

/**
 * The part's Suspense boundary, one element for as long as its props and the language stay the same. While the
 * boundary still holds the server's markup (its code not loaded yet), a render giving it new props makes React drop
 * that markup and show the fallback instead: right for a new language, but the render that follows hydration
 * (useRenderedOnServer's) would otherwise do just that.
 */
function useBoundary<P extends object>(
  Lazy: ComponentType<P>,
  props: P,
  fallback: ReactNode,
  language: string,
): ReactNode {
  return useMemo(
    () => (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new language is what must give the boundary new props
    [Lazy, props, fallback, language],
  );
}

/**
 * Whether the visitor reached the element before this code ran: it holds the focus or the pointer, or a field in it
 * was typed into.
 */
function reachedAlready(element: HTMLElement): boolean {
  if (element.contains(document.activeElement) || element.querySelector(':hover')) return true;
  return [...element.querySelectorAll('input, textarea')].some(
    (field) => (field as HTMLInputElement).value !== (field as HTMLInputElement).defaultValue,
  );
}

/**
 * Calls `release` once the pointer or the keyboard focus reaches the element, or at once if they reached it before
 * the page's code ran. Listened to on the document, ahead of React: React holds back the events inside markup it has
 * not hydrated, and this part cannot hydrate before its code has come.
 */
function useReleaseOnUse(ref: RefObject<HTMLElement | null>, release: () => void) {
  useEffect(() => {
    const reached = (event: Event) => {
      if (event.target instanceof Node && ref.current?.contains(event.target)) release();
    };
    const events = ['pointerover', 'focusin', 'input'];
    for (const type of events) document.addEventListener(type, reached, { capture: true });
    if (ref.current && reachedAlready(ref.current)) release();
    return () => {
      for (const type of events) document.removeEventListener(type, reached, { capture: true });
    };
  }, [ref, release]);
}

/** Distance from the screen at which a part's code starts loading, so it is there before it is seen. */
const VISIBLE_MARGIN = '400px';

/** Calls `release` once the element comes within VISIBLE_MARGIN of the screen. */
function useReleaseWhenNear(ref: RefObject<HTMLElement | null>, release: () => void) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return release();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        release();
        observer.disconnect();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, release]);
}

/**
 * A part below the first screen: its code loads when it comes near the screen. What the first screen does not
 * need then costs a first visit nothing.
 */
export function whenVisible<P extends object>(load: Loader<P>, fallback: ReactNode = null) {
  const { Lazy, release } = deferred(load);
  // memo: a render of the page with the same props leaves the part's boundary as it is (see useBoundary).
  return memo(function WhenVisible(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useReleaseUnlessServerRendered(release);
    const boundary = useBoundary(Lazy, props, fallback, useLanguageRelease(release));
    useReleaseWhenNear(ref, release);
    return <div ref={ref}>{boundary}</div>;
  });
}

/**
 * A part whose code is already there but whose hydration waits, as whenVisible's does, until it comes near the
 * screen, each instance on its own: a long page the server rendered hydrates its first screen first and the rest as
 * the visitor scrolls to it. Drawn by the browser (after a navigation), it is drawn at once, with nothing to wait on.
 */
export function hydrateWhenVisible<P extends object>(Component: ComponentType<P>) {
  /** The part, suspended until `until` settles: the server's markup of its boundary stays as it is until then. */
  function HeldBack({ until, ...props }: P & Pick<Hold, 'until'>) {
    if (until) use(until);
    return <Component {...(props as P)} />;
  }
  // memo: a render of the page with the same props leaves a part still held back as it is (see useBoundary).
  const Held = memo(function Held(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const [{ until, release }] = useState(holdUntilReleased);
    useEffect(() => {
      waiting.add(release);
      return () => {
        waiting.delete(release);
      };
    }, [release]);
    useReleaseWhenNear(ref, release);
    const heldProps = useMemo(() => ({ ...props, until }), [props, until]);
    const boundary = useBoundary(HeldBack, heldProps, null, useLanguageRelease(release));
    return <div ref={ref}>{boundary}</div>;
  });
  return memo(function HydrateWhenVisible(props: P) {
    return useRenderedOnServer() ? <Held {...props} /> : <Component {...props} />;
  });
}

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 1500;

/** Calls `release` once the page has loaded and the browser has a moment to spare. */
function useReleaseAfterPageLoad(release: () => void) {
  useEffect(() => {
    let cancel = () => undefined as void;
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(release, { timeout: IDLE_TIMEOUT_MS });
        cancel = () => cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(release, 0);
        cancel = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, [release]);
}

/**
 * A part whose code loads when the visitor reaches for it (pointer, touch or keyboard focus), and when `useAlsoRelease`
 * says so. Wrapped in an element without a box of its own, so the layout is the part's.
 */
function reachable<P extends object>(
  load: Loader<P>,
  fallback: ReactNode,
  useAlsoRelease: (release: () => void) => void,
) {
  const { Lazy, release } = deferred(load);
  return memo(function Reachable(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useReleaseUnlessServerRendered(release);
    useReleaseOnUse(ref, release);
    useAlsoRelease(release);
    const boundary = useBoundary(Lazy, props, fallback, useLanguageRelease(release));
    return (
      <div ref={ref} style={{ display: 'contents' }}>
        {boundary}
      </div>
    );
  });
}

const noOtherRelease = () => undefined;

/** A control whose code loads when the visitor reaches for it (pointer, touch or keyboard focus). */
export function whenUsed<P extends object>(load: Loader<P>, fallback: ReactNode = null) {
  return reachable(load, fallback, noOtherRelease);
}

/**
 * A part of the first screen that moves on its own (the home page's slides): the server's markup is its first frame,
 * and its code loads once the page has loaded, or sooner if the visitor reaches for it.
 */
export function afterLoad<P extends object>(load: Loader<P>, fallback: ReactNode = null) {
  return reachable(load, fallback, useReleaseAfterPageLoad);
}
