import type { PageQuery } from '../../common/api/envelope';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** Runs a page query and its count together; the one way every list is paged. */
export async function fetchPage<T>(
  { page, limit }: PageQuery,
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const [pageRows, total] = await Promise.all([rows(limit, (page - 1) * limit), count()]);
  return { rows: pageRows, total };
}

export const nowIso = () => new Date().toISOString();
