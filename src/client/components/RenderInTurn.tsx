import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import { useFirstDrawnByServer } from './useFirstDrawnByServer';

/**
 * Renders its children one after the other, each in a task of its own after the one before has been committed.
 * A long page then shows its first screen without waiting for everything below it, and no single commit keeps
 * the main thread (and the visitor's input) blocked for long. A page the server rendered has them all at once.
 */
export function RenderInTurn({ children }: { children: ReactNode }) {
  const items = Children.toArray(children);
  const onServer = useFirstDrawnByServer();
  const [shown, setShown] = useState(onServer ? items.length : 0);

  useEffect(() => {
    if (shown >= items.length) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, items.length]);

  return <>{items.slice(0, shown)}</>;
}
