import { useCallback, useEffect, useRef, useState } from 'react';
import { HINT_CLEAR_MS } from '@/common/constants';

export interface Hint {
  key: string;
  tone: 'error' | 'success';
}

/** A field's message. A success message clears itself after HINT_CLEAR_MS (SPEC.md 5); a problem stays. */
export function useTimedHint(): [Hint | null, (hint: Hint | null) => void] {
  const [hint, setHint] = useState<Hint | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback((next: Hint | null) => {
    window.clearTimeout(timer.current);
    setHint(next);
    if (next?.tone === 'success') timer.current = window.setTimeout(() => setHint(null), HINT_CLEAR_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [hint, show];
}
