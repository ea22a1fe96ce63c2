import type { HistoryCollection } from '@/common/api/activity';
import type { ListEnvelope } from '@/common/api/envelope';
import type { RestoredItem, TrashItem, TrashListQuery, TrashRestoreBody } from '@/common/api/trash';
import { api } from '@/client/api/api';
import { dataOf } from '@/client/api/envelope';
import { isStatus } from '@/client/api/errors';
import { itemWriteTags } from '@/client/api/historyTags';

/** An item in the trash, by its collection and its id there. */
export interface TrashRef {
  collection: HistoryCollection;
  id: number;
}

const TRASH = { type: 'Trash', id: 'LIST' } as const;
const trashPath = ({ collection, id }: TrashRef) => `/admin/trash/${collection}/${id}`;

export const trashApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What was deleted, newest deletion first, of the kinds the user may change; `collection` narrows it. */
    getTrash: build.query<ListEnvelope<TrashItem>, TrashListQuery>({
      query: (params) => ({ url: '/admin/trash', params }),
      providesTags: [TRASH],
    }),
    /**
     * Brings the item back as it was (under another name, or with its category, when `body` asks): it leaves the
     * trash, and the lists that show it read it again as after a save. When it is no longer in the trash (404), the
     * trash is read again too.
     */
    restoreFromTrash: build.mutation<RestoredItem, TrashRef & { body: TrashRestoreBody }>({
      query: ({ body, ...item }) => ({ url: `${trashPath(item)}/restore`, method: 'POST', body }),
      transformResponse: dataOf<RestoredItem>,
      invalidatesTags: (restored, error, item) =>
        restored ? [TRASH, ...itemWriteTags(item)] : isStatus(error, 404) ? [TRASH] : [],
    }),
    /** Removes the item for good, with its pictures and documents. */
    purgeFromTrash: build.mutation<void, TrashRef>({
      query: (item) => ({ url: trashPath(item), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (!error || isStatus(error, 404) ? [TRASH] : []),
    }),
  }),
});

export const { useGetTrashQuery, useRestoreFromTrashMutation, usePurgeFromTrashMutation } = trashApi;
