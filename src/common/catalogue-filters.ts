import type { CatalogueFilter, FacetsQuery } from './api/catalogue';
import { CERTIFICATION_KINDS, type CertificationKind } from './constants';
import { parseId } from './ids';

/**
 * The catalogue's filters as a page's URL keeps them (`?industry=3&application=5&certification=halal`) and as the
 * catalogue endpoints take them, under the same names. Shared so the server preloads what the page will request.
 */
export type CatalogueFilters = Pick<FacetsQuery, CatalogueFilter>;

const isCertificationKind = (value: string): value is CertificationKind =>
  CERTIFICATION_KINDS.includes(value as CertificationKind);

/** How each filter reads its URL value; one that cannot be read is left out, as if not chosen. */
const READERS: { [Filter in CatalogueFilter]: (raw: string) => CatalogueFilters[Filter] } = {
  industry: parseId,
  application: parseId,
  certification: (raw) => (isCertificationKind(raw) ? raw : undefined),
};

/** The filter names, in the order the panel shows them and the requests list them. */
export const CATALOGUE_FILTER_NAMES = Object.keys(READERS) as CatalogueFilter[];

/** The filters a URL's query chooses. */
export function catalogueFiltersOf(query: URLSearchParams): CatalogueFilters {
  return Object.fromEntries(
    CATALOGUE_FILTER_NAMES.flatMap((name) => {
      const raw = query.get(name);
      const value = raw === null ? undefined : READERS[name](raw);
      return value === undefined ? [] : [[name, value]];
    }),
  ) as CatalogueFilters;
}

/** The filters among other values (a list's view). */
export const pickCatalogueFilters = (view: CatalogueFilters): CatalogueFilters =>
  Object.fromEntries(CATALOGUE_FILTER_NAMES.flatMap((name) => (view[name] === undefined ? [] : [[name, view[name]]])));

/** The chosen filters as query parameters (none for a filter not chosen). */
export const catalogueFilterParams = (filters: CatalogueFilters): Record<string, string | number> =>
  pickCatalogueFilters(filters) as Record<string, string | number>;

export const countCatalogueFilters = (filters: CatalogueFilters): number =>
  CATALOGUE_FILTER_NAMES.filter((name) => filters[name] !== undefined).length;
