import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const NO_RESETS: readonly string[] = [];

/**
 * A text kept in the URL query (`?q=…`), so reload, back and QA snapshots keep it. The default value is
 * left out of the URL; updates replace the history entry, so typing does not add one entry per key.
 * `resets` names parameters a change drops, such as the page of a list the text filters.
 */
export function useQueryParam(
  name: string,
  defaultValue = '',
  resets: readonly string[] = NO_RESETS,
): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? defaultValue;
  const setValue = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const reset of resets) updated.delete(reset);
          if (next === defaultValue) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        // Synchronous, so a controlled input bound to the URL never lags behind fast typing.
        { replace: true, flushSync: true },
      ),
    [name, defaultValue, resets, setParams],
  );
  return [value, setValue];
}
