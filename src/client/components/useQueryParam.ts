import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A text kept in the URL query (`?q=…`), so reload, back and QA snapshots keep it. The default value is
 * left out of the URL; updates replace the history entry, so typing does not add one entry per key.
 */
export function useQueryParam(name: string, defaultValue = ''): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? defaultValue;
  const setValue = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === defaultValue) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        // Synchronous, so a controlled input bound to the URL never lags behind fast typing.
        { replace: true, flushSync: true },
      ),
    [name, defaultValue, setParams],
  );
  return [value, setValue];
}
