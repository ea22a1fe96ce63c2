import { useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True when the component's first render is on the server or hydrates the server's markup, false when the browser
 * draws it afresh (a later navigation). Fixed at the first render, so hydration and what follows agree: a part
 * that would appear in steps or animate in can start complete where the server already showed it.
 */
export function useFirstDrawnByServer(): boolean {
  // During hydration React reads the server snapshot; afterwards the client's.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [onServer] = useState(hydrating);
  return onServer;
}
