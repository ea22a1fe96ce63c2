import type { Kysely } from 'kysely';
import type { PageQuery } from '@/common/api/envelope';
import type { Database } from '../db/schema';

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

/** How many rows `table` holds: the total of a list that pages through all of it. */
export async function countAll(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export const nowIso = () => new Date().toISOString();
