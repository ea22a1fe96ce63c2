import { useEffect, type RefObject } from 'react';
import { CATEGORY_STRIP_INTERVAL_MS } from '@/common/constants';
import { nextStripPosition } from './stripScroll';

/** Moves the strip one step every CATEGORY_STRIP_INTERVAL_MS while `enabled`, looping back to the start. */
export function useStripAutoScroll(stripRef: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = window.setInterval(() => {
      const strip = stripRef.current;
      if (!strip) return;
      const next = nextStripPosition(strip);
      if (next !== strip.scrollLeft) strip.scrollLeft = next;
    }, CATEGORY_STRIP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [stripRef, enabled]);
}
