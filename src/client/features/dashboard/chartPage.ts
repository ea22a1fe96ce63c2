import { DASHBOARD_CHART_PAGE_SIZE } from '@/common/constants';
import { totalPages } from '@/common/paging';

export interface ChartPage<T> {
  /** The page shown, within 1..count whatever was asked for. */
  page: number;
  count: number;
  rows: T[];
}

/** The categories one page of the chart shows (SPEC.md 9: five a page). */
export function chartPage<T>(entries: readonly T[], requested: number, size = DASHBOARD_CHART_PAGE_SIZE): ChartPage<T> {
  const count = totalPages(entries.length, size);
  const page = Math.min(Math.max(1, requested), count);
  return { page, count, rows: entries.slice((page - 1) * size, page * size) };
}
