import type { PageQuery } from '@/common/api/envelope';
import { totalPages } from '@/common/paging';
import type { Page } from '../repositories/pagination';

export const ok = <T>(message: string, data: T) => ({ error: false as const, message, data });

export const okList = <T>(message: string, page: Page<T>, { limit }: PageQuery) => ({
  error: false as const,
  message,
  data: page.rows,
  totalData: page.total,
  totalPage: totalPages(page.total, limit),
});

export const okMessage = (message: string) => ({ error: false as const, message });
