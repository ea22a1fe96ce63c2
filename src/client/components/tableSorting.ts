import type { SortOrder } from '@/common/api/admin-list';

/** The column a list is sorted by, and which way. */
export interface Sorting<Sort extends string = string> {
  sort: Sort;
  order: SortOrder;
}

/** A table's sorting: as it is, the list's own (newest first), and how to change it. */
export interface TableSorting<Sort extends string = string> extends Sorting<Sort> {
  defaultSorting: Sorting<Sort>;
  onSortingChange: (sorting: Sorting<Sort>) => void;
}

/**
 * The sorting after a click on `column`'s header: another column sorts ascending, the sorted column turns
 * descending, and a third click goes back to the list's own order. The column of the list's own order just turns
 * each time, as going back would change nothing.
 */
export function nextSorting<Sort extends string>(
  current: Sorting<Sort>,
  column: Sort,
  defaultSorting: Sorting<Sort>,
): Sorting<Sort> {
  if (column !== current.sort) return { sort: column, order: 'asc' };
  if (current.order === 'asc') return { sort: column, order: 'desc' };
  return column === defaultSorting.sort ? { sort: column, order: 'asc' } : defaultSorting;
}

export const sameSorting = (a: Sorting, b: Sorting): boolean => a.sort === b.sort && a.order === b.order;
