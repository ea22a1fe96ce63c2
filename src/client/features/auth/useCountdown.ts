import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left of a wait begun with `start(seconds)`, counting down once a second; 0 when none runs. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState<number>();
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (endsAt === undefined) return undefined;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setEndsAt(undefined);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  return [left, start];
}
