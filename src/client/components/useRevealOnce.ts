import { useEffect, useRef, useState } from 'react';

/** Share of an element that must be on screen before it is revealed (SPEC.md 9). */
export const REVEAL_THRESHOLD = 0.1;

/**
 * Turns `revealed` on the first time the element is at least `threshold` visible, and never off again.
 * Without IntersectionObserver (old browsers, jsdom) the element counts as visible at once.
 */
export function useRevealOnce<T extends Element>(threshold = REVEAL_THRESHOLD) {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    if (revealed) return undefined;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setRevealed(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [revealed, threshold]);

  return { ref, revealed };
}
