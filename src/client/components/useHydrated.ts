import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True once the page's code runs in the browser. False on the server and while hydrating its markup, so the two
 * agree, then true in the render React does right after hydration: a control that needs the code can stay hidden
 * in the server's page and appear when it works.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
