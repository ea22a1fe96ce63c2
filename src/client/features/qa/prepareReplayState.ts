import { DEFAULT_STAFF_ROLE } from '@/common/staff-access';
import type { RootState } from '@/client/app/store';

interface CacheEntry {
  status: string;
  endpointName?: string;
  data?: unknown;
  fulfilledTimeStamp?: number;
}

/**
 * A file captured before staff roles holds a validate-token answer without the user's role. Every account was an
 * administrator then (the database migration made them so), so the session replays as one.
 */
function withStaffRole(entry: CacheEntry): CacheEntry {
  const { endpointName, data } = entry;
  if (endpointName !== 'validateToken' || typeof data !== 'object' || data === null || 'role' in data) return entry;
  return { ...entry, data: { ...data, role: DEFAULT_STAFF_ROLE } };
}

/**
 * RTK Query fetches on mount only what is missing or stale, so the captured answers are made fresh: each
 * answered entry is marked as answered `now`. An entry still pending at capture has no answer to show: it
 * is settled when it already had data, else dropped so the screen asks for it again. Subscriptions belong to
 * the components mounted at capture (the replayed screen subscribes afresh) and the cache configuration is
 * the running build's, not the file's. A session captured before staff roles is an administrator's.
 */
export function prepareReplayState(
  state: RootState,
  { now, config }: { now: number; config: RootState['api']['config'] },
): RootState {
  const queries = Object.entries(state.api.queries as Record<string, CacheEntry | undefined>).flatMap(
    ([key, entry]) => {
      if (!entry) return [];
      const answered = entry.fulfilledTimeStamp !== undefined;
      if (entry.status === 'pending' && !answered) return [];
      const status = entry.status === 'pending' ? 'fulfilled' : entry.status;
      return [[key, withStaffRole(answered ? { ...entry, status, fulfilledTimeStamp: now } : entry)]];
    },
  );
  return {
    ...state,
    api: { ...state.api, queries: Object.fromEntries(queries), subscriptions: {}, config },
  };
}
