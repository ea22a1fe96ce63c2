import { useEffect, useRef, useState } from 'react';
import { useFirstDrawnByServer } from './useFirstDrawnByServer';

/** Share of an element that must be on screen before it is revealed (SPEC.md 9). */
export const REVEAL_THRESHOLD = 0.1;

/**
 * Turns `revealed` on the first time the element is at least `threshold` visible, and never off again.
 * Without IntersectionObserver (old browsers, jsdom) the element counts as visible at once.
 */
export function useRevealOnce<T extends Element>(threshold = REVEAL_THRESHOLD) {
  const ref = useRef<T>(null);
  // Server-rendered content is shown as it came (readable without scripts); once hydrated, what is still below
  // the screen hides, to be revealed as it scrolls into view.
  const [revealed, setRevealed] = useState(useFirstDrawnByServer());
  const watching = useRef(false);

  useEffect(() => {
    if (watching.current) return undefined;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setRevealed(true);
      return undefined;
    }
    watching.current = true;
    let shown = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          shown = true;
          setRevealed(true);
          observer.disconnect();
        } else if (!shown) {
          setRevealed(false);
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      watching.current = false;
      observer.disconnect();
    };
  }, [threshold]);

  return { ref, revealed };
}
