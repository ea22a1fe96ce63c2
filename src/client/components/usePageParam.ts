import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromQuery } from '@/common/paging';

type PageParam = [page: number, setPage: (page: number) => void];

interface PageParamOptions {
  /** The query parameter that holds the page: `page` for a screen's list, another name for a second paged part. */
  name?: string;
  /** Turning the page replaces the history entry instead of adding one, so Back leaves the screen. */
  replace?: boolean;
}

/**
 * A 1-based page kept in the URL (`?page=2`), so it survives reload, back and QA snapshots; page 1 is left out
 * and anything that is not a whole number from 1 up reads as 1.
 */
export function usePageParam({ name = 'page', replace = false }: PageParamOptions = {}): PageParam {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params, name);
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete(name);
          else updated.set(name, String(next));
          return updated;
        },
        replace ? { replace } : undefined,
      ),
    [name, replace, setParams],
  );
  return [page, setPage];
}

/** Moves a list shown past its last page (an old link, or fewer items since) back to the last one. */
export function useKeepPageInRange(page: number, totalPage: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (totalPage !== undefined && totalPage >= 1 && page > totalPage) setPage(totalPage);
  }, [page, totalPage, setPage]);
}
