import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type OrderByExpression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { SortOrder } from '@/common/api/admin-list';
import type { PageQuery } from '@/common/api/envelope';
import type { Database } from '../db/schema';
import { searchTerm } from './text-search';

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

/** A list's request: a page of a search's rows, sorted by one of the list's columns. */
export interface ListRequest<Sort extends string> extends PageQuery {
  search?: string;
  sort: Sort;
  order: SortOrder;
}

/** How a list is searched and sorted. */
export interface ListShape<DB, TB extends keyof DB, O, Sort extends string> {
  /** Whether a row holds the (trimmed, non-blank) search text in one of its texts. */
  matches: (eb: ExpressionBuilder<DB, TB>, term: string) => Expression<SqlBool>;
  /** The allowlist: the column or expression each sort the list accepts orders by. */
  sortColumns: Record<Sort, OrderByExpression<DB, TB, O>>;
  /** The rows' id, the tie-breaker (in the same order) that keeps each row on one page only. */
  id: OrderByExpression<DB, TB, O>;
}

/**
 * One page of a list and the count of all the rows its search finds: `rows` (the list's select, joins and filters)
 * narrowed to the search, in the order of the sort's column. The one way the admin lists search, sort and page.
 */
export function fetchListPage<DB, TB extends keyof DB, O, Sort extends string>(
  rows: SelectQueryBuilder<DB, TB, O>,
  { search, sort, order, ...paging }: ListRequest<Sort>,
  { matches, sortColumns, id }: ListShape<DB, TB, O, Sort>,
) {
  const term = searchTerm(search);
  const found = term === undefined ? rows : rows.where((eb) => matches(eb, term));
  return fetchPage(
    paging,
    (limit, offset) => found.orderBy(sortColumns[sort], order).orderBy(id, order).limit(limit).offset(offset).execute(),
    async () => {
      const { n } = await found
        .clearSelect()
        .select((eb) => eb.fn.countAll().as('n'))
        // TypeScript cannot resolve a selection on a query generic in its tables; this one is the count alone.
        .$castTo<{ n: number | string | bigint }>()
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  );
}

/** The page with each row turned into what the list answers. */
export const mapPage = <T, U>({ rows, total }: Page<T>, toItem: (row: T) => U): Page<U> => ({
  rows: rows.map((row) => toItem(row)),
  total,
});

/** A column of codes in the order `codes` lists them (a status in its workflow's order, not the alphabet's). */
export function inListedOrder(column: Expression<string>, codes: readonly string[]): RawBuilder<number> {
  const positions = codes.map((code, position) => sql`when ${code} then ${sql.lit(position)}`);
  return sql<number>`case ${column} ${sql.join(positions, sql` `)} else ${sql.lit(codes.length)} end`;
}

export const nowIso = () => new Date().toISOString();
