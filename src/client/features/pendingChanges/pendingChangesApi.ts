import { useTranslation } from 'react-i18next';
import type { PendingChanges, PendingCollection } from '@/common/api/pending-changes';
import { api } from '@/client/api/api';
import { dataOf } from '@/client/api/envelope';
import { errorMessage, type MutationResult } from '@/client/api/errors';
import { historyTag, itemWriteTags } from '@/client/api/historyTags';
import { pendingChangesTag, type PendingTarget } from '@/client/api/pendingChangesTarget';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import { editDialogKey } from '@/client/components/FormDialog';
import type { FormChanges } from '@/client/components/PublicationFields';

/**
 * An item's unpublished changes: read (under the item's own tag too, so that a save of the item reads them again),
 * published and discarded.
 */
export const pendingChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPendingChanges: build.query<PendingChanges<unknown> | null, PendingTarget>({
      query: ({ collection, id }) => `/admin/${collection}/${id}/changes`,
      transformResponse: dataOf<PendingChanges<unknown> | null>,
      providesTags: (_changes, _error, target) => [pendingChangesTag(target), historyTag(target)],
    }),
    /** Writes them over the item, as its update does: the item, its lists and its history are read again. */
    publishChanges: build.mutation<unknown, PendingTarget>({
      query: ({ collection, id }) => ({ url: `/admin/${collection}/${id}/changes/publish`, method: 'POST' }),
      transformResponse: dataOf<unknown>,
      invalidatesTags: (_item, _error, target) => [pendingChangesTag(target), ...itemWriteTags(target)],
    }),
    discardChanges: build.mutation<void, PendingTarget>({
      query: ({ collection, id }) => ({ url: `/admin/${collection}/${id}/changes`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, target) => [pendingChangesTag(target)],
    }),
  }),
});

export const { useGetPendingChangesQuery, usePublishChangesMutation, useDiscardChangesMutation } = pendingChangesApi;

/**
 * A published item's unpublished changes (`id` undefined: no item yet, nothing read): what its edit form opens with,
 * how the form's values go out, and the publishing and discarding of the changes with their toasts.
 */
export function usePendingChanges<Item>(collection: PendingCollection, id: number | undefined) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const target = { collection, id: id ?? 0 };
  const { data, isError, isLoading } = useGetPendingChangesQuery(target, { skip: id === undefined });
  const [publishChanges, publishState] = usePublishChangesMutation();
  const [discardChanges, discardState] = useDiscardChangesMutation();
  const changes = id === undefined ? undefined : ((data ?? undefined) as PendingChanges<Item> | undefined);

  /** Toasts how a publish or discard went; answers whether it did. */
  const finish = async (result: MutationResult, done: 'published' | 'discarded') => {
    if ('error' in result) {
      const failed = done === 'published' ? 'publishFailed' : 'discardFailed';
      const message = errorMessage(result.error, t);
      dispatch(showToast({ key: `admin:pendingChanges.${failed}`, params: { message } }, 'error', 'admin'));
      return false;
    }
    dispatch(showToast(`admin:pendingChanges.${done}`, 'success', 'admin'));
    return true;
  };
  const publish = async () => finish(await publishChanges(target), 'published');
  const discard = async () => finish(await discardChanges(target), 'discarded');

  return {
    changes,
    /** Whether the form can open: the changes, if any, have been read (a failed read opens the published version). */
    settled: id !== undefined && (!isLoading || isError),
    publishing: publishState.isLoading,
    discarding: discardState.isLoading,
    publish,
    discard,
    /** The item the edit form opens with: its unpublished changes when it has some. */
    editedItem: (live: Item): Item => changes?.item ?? live,
    /** The edit form's React key: it starts afresh when the item or its unpublished changes change under it. */
    dialogKey: (live: { id: number; updated_at: string }) => `${editDialogKey(live)}:${changes?.saved_at ?? ''}`,
    /** The form's account of the changes it opened with; discarding them closes the form (`onDiscarded`). */
    formChanges(onDiscarded: () => void): FormChanges | undefined {
      if (!changes) return undefined;
      return {
        savedAt: changes.saved_at,
        savedBy: changes.saved_by,
        discarding: discardState.isLoading,
        onDiscard: () => void discard().then((done) => done && onDiscarded()),
      };
    },
    /**
     * Sends an edit by `update` (the feature's update mutation, to the item or, `asChanges`, to its unpublished
     * changes). Kept apart when the form asks (`keepApart`); when there are unpublished changes, the form showed them,
     * so they are saved and then published; otherwise the item is updated at once.
     */
    async send(
      keepApart: boolean | undefined,
      update: (asChanges: boolean) => PromiseLike<MutationResult>,
    ): Promise<MutationResult> {
      if (!keepApart && !changes) return update(false);
      const saved = await update(true);
      if ('error' in saved || keepApart) return saved;
      return publishChanges(target);
    },
  };
}
