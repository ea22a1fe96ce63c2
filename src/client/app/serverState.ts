import { SERVER_STATE_ID } from '@/common/page-render';
import { initialAuthState } from './authSlice';
import { initialEnquiryBasketState } from './enquiryBasket';
import type { RootState } from './store';

type Queries = RootState['api']['queries'];

/**
 * When the server's answers count as read: before anything the browser asks. Not 0, which RTK Query takes for
 * "never answered" (and would fetch again on hydrating).
 */
const READ_ON_SERVER = 1;

type Provided = RootState['api']['provided'];

/** The entries of `record` by key, so that the order in which answers arrived does not show in the page. */
const byKey = <T>(record: Record<string, T>): [string, T][] =>
  Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The answers without the render's own request ids and clock, in the order of their keys rather than of their
 * arrival: the same content then always makes the same page, byte for byte, so its ETag still matches after the
 * cached page is drawn again, however the database's answers raced.
 */
function settledQueries(queries: Queries): Queries {
  return Object.fromEntries(
    byKey(queries).map(([key, entry]) => [
      key,
      entry && {
        ...entry,
        requestId: key,
        startedTimeStamp: READ_ON_SERVER,
        ...(entry.fulfilledTimeStamp !== undefined && { fulfilledTimeStamp: READ_ON_SERVER }),
      },
    ]),
  ) as Queries;
}

/** Which query provided which tag, each list in key order (RTK Query appends a query as its answer arrives). */
function settledTags(provided: Provided): Provided {
  const tags = Object.fromEntries(
    byKey(provided.tags).map(([type, ids]) => [
      type,
      Object.fromEntries(byKey(ids ?? {}).map(([id, keys]) => [id, [...keys].sort()])),
    ]),
  );
  return { ...provided, tags, keys: Object.fromEntries(byKey(provided.keys)) } as Provided;
}

/**
 * What the browser's store starts from on a server-rendered page: the content the server read, in its language,
 * and nothing of any visitor (no sign-in, an empty basket); the renders' subscriptions are the server's own.
 */
export function serverStateOf(state: RootState): RootState {
  return {
    ...state,
    auth: initialAuthState,
    enquiry: initialEnquiryBasketState,
    api: {
      ...state.api,
      queries: settledQueries(state.api.queries),
      provided: settledTags(state.api.provided),
      subscriptions: {},
    },
  };
}

/** The server's state in the page (`<script id="server-state" type="application/json">`), or undefined. */
export function readServerState(document: Document): RootState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as RootState) : undefined;
  } catch {
    return undefined;
  }
}
