import type { MutationResult } from '@/client/api/errors';
import { useAdminModal } from '@/client/components/useAdminModal';
import { moveItem } from './ListItemControls';

/** Moves a row of a whole ordered list up or down: the API gets every id in the new order. */
export function useReorder(
  rows: readonly { id: number }[],
  order: (ids: number[]) => PromiseLike<MutationResult>,
  toasts: { succeeded: string; failed: string },
) {
  const { toast } = useAdminModal();
  return async (id: number, offset: -1 | 1) => {
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return;
    const result = await order(moveItem(rows, index, offset).map((row) => row.id));
    toast('data' in result ? toasts.succeeded : toasts.failed, 'data' in result ? 'success' : 'error');
  };
}
