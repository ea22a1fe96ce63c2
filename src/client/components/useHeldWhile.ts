import { useState } from 'react';

const same = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

/** `value`, except while `holding`: then the value it had when holding began (compared by content). */
export function useHeldWhile<T>(value: T, holding: boolean): T {
  const [held, setHeld] = useState(value);
  if (!holding && !same(held, value)) {
    // Adjusting state while rendering (not in an effect) spares a render with the stale value.
    setHeld(value);
  }
  return holding ? held : value;
}
