import {
  ADMIN_SORTS,
  DEFAULT_SORT_ORDER,
  defaultSortOf,
  SORT_ORDERS,
  type AdminListName,
  type AdminSort,
} from '@/common/api/admin-list';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX_LENGTH, MAX_PAGE_SIZE } from '@/common/constants';
import { totalPages } from '@/common/paging';
import { fail, okList } from './envelope';

/** How the mock server searches and sorts one admin list. */
export interface AdminListRules<Row, L extends AdminListName> {
  /** The texts a search looks in. */
  texts: (row: Row) => (string | null)[];
  /** The value each sort orders by; texts are compared without regard to case, as the server's lower() does. */
  sortValues: Record<AdminSort<L>, (row: Row) => string | number>;
  /** What the answer carries of a row, when not the row itself (the inbox answers summaries). */
  shown?: (row: Row) => unknown;
}

const compare = (a: string | number, b: string | number) => {
  const [x, y] = typeof a === 'string' && typeof b === 'string' ? [a.toLowerCase(), b.toLowerCase()] : [a, b];
  return x < y ? -1 : x > y ? 1 : 0;
};

const whole = (text: string | null, min: number, max: number) => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
};

/**
 * An admin list answered as the real server answers GET /admin/<list>: the rows the search finds (case-insensitive
 * substring), sorted by the asked column with the id breaking ties the same way, one page of them; a sort, order,
 * page size or search the API refuses answers 400 VALIDATION naming it.
 */
export function answerAdminList<Row extends { id: number }, L extends AdminListName>(
  request: Request,
  list: L,
  rows: Row[],
  { texts, sortValues, shown = (row) => row }: AdminListRules<Row, L>,
): Response {
  const query = new URL(request.url).searchParams;
  const sort = query.get('sort') ?? defaultSortOf(list);
  const order = query.get('order') ?? DEFAULT_SORT_ORDER;
  const limit = query.has('limit') ? whole(query.get('limit'), 1, MAX_PAGE_SIZE) : ADMIN_PAGE_SIZE;
  const page = query.has('page') ? whole(query.get('page'), 1, 1_000_000) : 1;
  const search = query.get('search') ?? '';

  const fields: Record<string, string> = {};
  if (!(ADMIN_SORTS[list] as readonly string[]).includes(sort)) fields.sort = 'invalid';
  if (!(SORT_ORDERS as readonly string[]).includes(order)) fields.order = 'invalid';
  if (limit === undefined) fields.limit = 'out_of_range';
  if (page === undefined) fields.page = 'out_of_range';
  if (search.length > ADMIN_SEARCH_MAX_LENGTH) fields.search = 'too_long';
  if (Object.keys(fields).length > 0 || limit === undefined || page === undefined) {
    return fail(400, 'Invalid querystring', 'VALIDATION', fields);
  }

  const term = search.trim().toLowerCase();
  const sortValue = sortValues[sort as AdminSort<L>];
  const direction = order === 'asc' ? 1 : -1;
  const found = rows
    .filter((row) => !term || texts(row).some((text) => text?.toLowerCase().includes(term)))
    .sort((a, b) => direction * (compare(sortValue(a), sortValue(b)) || a.id - b.id));
  return okList(
    'Retrieved',
    found.slice((page - 1) * limit, page * limit).map(shown),
    found.length,
    totalPages(found.length, limit),
  );
}
