import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueFilter } from '@/common/api/catalogue';
import { CATALOGUE_FILTER_NAMES, catalogueFiltersOf, type CatalogueFilters } from '@/common/catalogue-filters';

const NO_RESETS: readonly string[] = [];

/**
 * The catalogue filters kept in the URL (`?industry=3&application=5&certification=halal`), so a reload or a shared
 * link lists the same products. Each change is a step Back undoes; `resets` names parameters it drops (the page).
 */
export function useCatalogueFilterParams(resets: readonly string[] = NO_RESETS) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => catalogueFiltersOf(params), [params]);

  const update = useCallback(
    (change: (query: URLSearchParams) => void) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const reset of resets) updated.delete(reset);
        change(updated);
        return updated;
      }),
    [resets, setParams],
  );
  const setFilter = useCallback(
    <Filter extends CatalogueFilter>(name: Filter, value: CatalogueFilters[Filter]) =>
      update((query) => (value === undefined ? query.delete(name) : query.set(name, String(value)))),
    [update],
  );
  const clearFilters = useCallback(
    () => update((query) => CATALOGUE_FILTER_NAMES.forEach((name) => query.delete(name))),
    [update],
  );

  return { filters, setFilter, clearFilters };
}
