import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromQuery } from '../../common/paging';

/** The list page kept in the URL (`?page=2`), so it survives reload, back and QA snapshots. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params);
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      }),
    [setParams],
  );
  return [page, setPage];
}

/** Moves a list shown past its last page (an old link, or fewer items since) back to the last one. */
export function useKeepPageInRange(page: number, totalPage: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (totalPage !== undefined && totalPage >= 1 && page > totalPage) setPage(totalPage);
  }, [page, totalPage, setPage]);
}
