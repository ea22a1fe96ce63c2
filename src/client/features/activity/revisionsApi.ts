import type { RestoredRevision, RevisionComparison } from '@/common/api/revisions';
import { api } from '@/client/api/api';
import { dataOf } from '@/client/api/envelope';
import { itemWriteTags, type HistoryItem } from '@/client/api/historyTags';

/** Two revisions of an item (ids of its history's records), the older first. */
export type RevisionPair = HistoryItem & { from: number; to: number };

/** One revision of an item. */
export type RevisionRef = HistoryItem & { revisionId: number };

/**
 * An item's revisions, as its history lists them: any two compared, any one restored. Kept apart from activityApi,
 * whose history hooks show the dialogs that read these.
 */
export const revisionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every field of the two revisions side by side; a revision never changes, so neither does its comparison. */
    compareRevisions: build.query<RevisionComparison, RevisionPair>({
      query: ({ collection, id, from, to }) => ({
        url: `/admin/${collection}/${id}/revisions/compare`,
        params: { from, to },
      }),
      transformResponse: dataOf<RevisionComparison>,
    }),
    /** Puts the revision back as a new one: the item, its lists and its history are read again, as after a save. */
    restoreRevision: build.mutation<RestoredRevision, RevisionRef>({
      query: ({ collection, id, revisionId }) => ({
        url: `/admin/${collection}/${id}/revisions/${revisionId}/restore`,
        method: 'POST',
      }),
      transformResponse: dataOf<RestoredRevision>,
      invalidatesTags: (_restored, _error, { collection, id }) => itemWriteTags({ collection, id }),
    }),
  }),
});

export const { useCompareRevisionsQuery, useRestoreRevisionMutation } = revisionsApi;
