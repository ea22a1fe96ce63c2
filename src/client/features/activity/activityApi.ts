import type { ActivityListQuery, ActivityRecord, ActivityUser, HistoryCollection } from '@/common/api/activity';
import type { ListEnvelope, PageQuery } from '@/common/api/envelope';
import { adminApiRule } from '@/common/staff-access';
import { api } from '@/client/api/api';
import { dataOf } from '@/client/api/envelope';
import { historyTag, type HistoryTarget } from '@/client/api/historyTags';
import type { EntityHistoryProps } from '@/client/components/EntityHistory';
import { useStaffAccess } from '@/client/features/auth/staffAccessApi';
import { useRevisions } from './useRevisions';

/** How many changes the history panel shows at first, and adds with each 'More'. */
export const HISTORY_PAGE_SIZE = 5;

export type { HistoryTarget } from '@/client/api/historyTags';

const historyPath = (target: HistoryTarget) =>
  'document' in target ? `/admin/${target.document}/history` : `/admin/${target.collection}/${target.id}/history`;

export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The activity log, newest first, with its filters (administrators). */
    getActivity: build.query<ListEnvelope<ActivityRecord>, ActivityListQuery>({
      query: (params) => ({ url: '/admin/activity', params }),
    }),
    /** Everyone the log names, for the screen's user filter. */
    getActivityUsers: build.query<ActivityUser[], void>({
      query: () => '/admin/activity/users',
      transformResponse: dataOf<ActivityUser[]>,
    }),
    /** One entity's changes, newest first, a page at a time ('More' reads the next). */
    getEntityHistory: build.infiniteQuery<ListEnvelope<ActivityRecord>, HistoryTarget, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          lastPageParam < lastPage.totalPage ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: historyPath(queryArg),
        params: { page: pageParam, limit: HISTORY_PAGE_SIZE } satisfies PageQuery,
      }),
      providesTags: (_history, _error, target) => [historyTag(target)],
    }),
  }),
});

export const { useGetActivityQuery, useGetActivityUsersQuery } = activityApi;

/**
 * What the history panel (components/EntityHistory) shows of `target`: its changes so far, how to read more, and
 * why they could not be read; of an item, what may be done with its revisions. `skip` waits, e.g. until the entity
 * itself has loaded.
 */
export function useEntityHistory(target: HistoryTarget, { skip = false }: { skip?: boolean } = {}): EntityHistoryProps {
  const { data, error, isLoading, isFetchingNextPage, hasNextPage, isFetchNextPageError, fetchNextPage, refetch } =
    activityApi.useGetEntityHistoryInfiniteQuery(target, { skip });
  const revisions = useRevisions(target);
  // A record may come twice when a change lands between two pages' reads.
  const seen = new Set<number>();
  const records = (data?.pages ?? [])
    .flatMap((page) => page.data)
    .filter((record) => !seen.has(record.id) && Boolean(seen.add(record.id)));
  return {
    records,
    loading: skip || isLoading,
    error,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    onMore: () => void fetchNextPage(),
    onRetry: () => void (isFetchNextPageError ? fetchNextPage() : refetch()),
    revisions,
  };
}

/**
 * The history of the item an edit dialog is open for (the dialog's form shows it, FormDialog's `history`): none
 * without an item (adding one) or for a role the history's route refuses (it follows the item's screen), and no
 * request then.
 */
export function useItemHistory(collection: HistoryCollection, id: number | undefined): EntityHistoryProps | undefined {
  const { may } = useStaffAccess();
  const rule = adminApiRule('GET', `/${collection}/:id/history`);
  const shown = id !== undefined && rule !== undefined && may(rule);
  const history = useEntityHistory({ collection, id: id ?? 0 }, { skip: !shown });
  return shown ? history : undefined;
}
