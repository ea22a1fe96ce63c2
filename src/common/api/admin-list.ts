import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX_LENGTH, MAX_PAGE_SIZE } from '../constants';
import { PageQuery } from './envelope';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The columns each admin list sorts by; the first is the default, newest first. */
export const ADMIN_SORTS = {
  products: ['created_at', 'name', 'category', 'updated_at'],
  articles: ['created_at', 'title', 'author', 'updated_at'],
  careers: ['created_at', 'name', 'position', 'status'],
  gallery: ['created_at', 'name'],
  enquiries: ['created_at', 'name', 'type', 'status'],
} as const;
export type AdminListName = keyof typeof ADMIN_SORTS;
export type AdminSort<L extends AdminListName> = (typeof ADMIN_SORTS)[L][number];

/** Every admin list is newest first until asked otherwise. */
export const DEFAULT_SORT_ORDER: SortOrder = 'desc';
export const defaultSortOf = <L extends AdminListName>(list: L): AdminSort<L> => ADMIN_SORTS[list][0];

/** The search text of an admin list, and of the inbox's export, which finds what the inbox lists. */
export const AdminSearchQuery = Type.Optional(
  Type.String({
    maxLength: ADMIN_SEARCH_MAX_LENGTH,
    description: 'Case-insensitive text to look for in the names and texts, in any language.',
  }),
);

/**
 * The query of an admin list: its page and page size, a search text, the column to sort by and the order. A list
 * with filters of its own (the inbox) adds them in `extra`.
 */
export const AdminListQuery = <L extends AdminListName, P extends TProperties = Record<never, never>>(
  list: L,
  extra?: P,
) =>
  Type.Object(
    {
      page: PageQuery.properties.page,
      limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: ADMIN_PAGE_SIZE }),
      search: AdminSearchQuery,
      sort: Type.Unsafe<AdminSort<L>>({ type: 'string', enum: [...ADMIN_SORTS[list]], default: defaultSortOf(list) }),
      order: Type.Unsafe<SortOrder>({ type: 'string', enum: [...SORT_ORDERS], default: DEFAULT_SORT_ORDER }),
      ...(extra ?? ({} as P)),
    },
    { additionalProperties: false },
  );

export interface AdminListParams<L extends AdminListName> {
  page: number;
  limit: number;
  search?: string;
  sort: AdminSort<L>;
  order: SortOrder;
}
/** What a client asks for: the list's own order (newest first) goes without saying. */
export type AdminListRequest<L extends AdminListName> = Omit<AdminListParams<L>, 'sort' | 'order'> &
  Partial<Pick<AdminListParams<L>, 'sort' | 'order'>>;
export type AdminListQueryOf<L extends AdminListName> = Static<ReturnType<typeof AdminListQuery<L>>>;
