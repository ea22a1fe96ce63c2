import { isLanguage } from '@/common/language';
import { matchRoute } from '@/common/routes';

/** Named on every page: it chooses the language, and whether the page's links name it. */
const LANGUAGE_PARAMETER = 'lang';

/**
 * The URL a page is rendered and cached under: its path as requested and, sorted, the first value of each query
 * parameter its route declares (see RouteData.query) and a `?lang=` naming a language. Other parameters
 * (`?utm_source=…`, `?cb=…`) cannot change the page, so they share the entry of the URL without them.
 */
export function pageCacheUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (queryStart === -1) return pathname;
  const declared = matchRoute(pathname)?.route.data?.query ?? [];
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const kept = new URLSearchParams();
  for (const name of [...new Set(query.keys())].sort()) {
    const value = query.get(name)!;
    if (declared.includes(name) || (name === LANGUAGE_PARAMETER && isLanguage(value))) kept.append(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}
