import { useCallback } from 'react';
import { useLocation } from 'react-router';

/**
 * The link to another page of the list on screen: the current URL with its `?page=` (or the parameter named) set,
 * page 1 left out, so a pager works as plain links without JavaScript too.
 */
export function usePageLink(name = 'page'): (page: number) => string {
  const { pathname, search } = useLocation();
  return useCallback(
    (page: number) => {
      const query = new URLSearchParams(search);
      if (page <= 1) query.delete(name);
      else query.set(name, String(page));
      const rest = query.toString();
      return rest ? `${pathname}?${rest}` : pathname;
    },
    [name, pathname, search],
  );
}
