import { useCallback } from 'react';
import { useQueryParam } from '../../components/useQueryParam';

/** The chart's page kept in the URL (`?chart=2`), so reload and QA snapshots keep it; page 1 is left out. */
export function useChartPageParam(): [number, (page: number) => void] {
  const [value, setValue] = useQueryParam('chart', '1');
  const parsed = Number(value);
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
  const setPage = useCallback((next: number) => setValue(String(next)), [setValue]);
  return [page, setPage];
}
