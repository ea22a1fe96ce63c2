import { http, type HttpHandler } from 'msw';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  HISTORY_COLLECTIONS,
  HISTORY_DOCUMENTS,
  type ActivityEntity,
  type ActivityRecord,
  type ActivityUser,
} from '@/common/api/activity';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import { dayIn } from '@/common/calendar-day';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '@/common/constants';
import { totalPages } from '@/common/paging';
import { adminApiRule, may, type AccessRule } from '@/common/staff-access';
import { companyTimeZone } from '@/common/time-zone';
import { siteSettings } from '../../fixtures/client/site';
import { apiUrl, fail, ok, okList } from './envelope';
import { bearerRole, bearerUser, forbidden, unauthorized } from './mockRequests';

let records: ActivityRecord[] = [];

/** The query of every log and history request, in order, so tests can tell what was asked for. */
const requests = { list: [] as URLSearchParams[], history: [] as string[] };

/** The mock server's activity log: empty unless a test seeds it. */
export const activityDb = {
  seed(rows: ActivityRecord[]): void {
    records = rows.map((row) => structuredClone(row));
    requests.list.length = 0;
    requests.history.length = 0;
  },
  add(row: ActivityRecord): void {
    records.push(structuredClone(row));
  },
  requests,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const invalid = (field: string, problem: string = FIELD_PROBLEMS.invalid) =>
  fail(400, 'Invalid input', 'VALIDATION', { [field]: problem });

/** A whole number from `min` to `max`, or undefined. */
function whole(text: string | null, min: number, max: number): number | undefined {
  const value = Number(text);
  return text !== null && /^\d+$/.test(text) && value >= min && value <= max ? value : undefined;
}

/** One page of `rows` (newest first), as the server pages them; a page or size it refuses answers 400. */
function answerPage(query: URLSearchParams, rows: ActivityRecord[]): Response {
  const limit = query.has('limit') ? whole(query.get('limit'), 1, MAX_PAGE_SIZE) : ADMIN_PAGE_SIZE;
  const page = query.has('page') ? whole(query.get('page'), 1, 1_000_000) : 1;
  if (limit === undefined) return invalid('limit');
  if (page === undefined) return invalid('page');
  const newestFirst = [...rows].sort((a, b) => b.id - a.id);
  return okList(
    'Activity retrieved',
    newestFirst.slice((page - 1) * limit, page * limit),
    rows.length,
    totalPages(rows.length, limit),
  );
}

/** The filters as the server applies them: exact user, entity (and its id) and action, days of the company's zone. */
function filtered(query: URLSearchParams): ActivityRecord[] | Response {
  const user = query.get('user');
  const entity = query.get('entity');
  const entityId = query.get('entityId');
  const action = query.get('action');
  const from = query.get('from');
  const to = query.get('to');
  if (user !== null && whole(user, 1, Number.MAX_SAFE_INTEGER) === undefined) return invalid('user');
  if (entity !== null && !ACTIVITY_ENTITIES.includes(entity as ActivityEntity)) return invalid('entity');
  if (entityId !== null && whole(entityId, 1, Number.MAX_SAFE_INTEGER) === undefined) return invalid('entityId');
  if (action !== null && !(ACTIVITY_ACTIONS as readonly string[]).includes(action)) return invalid('action');
  if (from !== null && !DAY.test(from)) return invalid('from');
  if (to !== null && !DAY.test(to)) return invalid('to');
  if (from && to && from > to) return invalid('to', FIELD_PROBLEMS.outOfRange);
  const zone = companyTimeZone(siteSettings.timeZone);
  return records
    .filter((row) => user === null || row.userId === Number(user))
    .filter((row) => entity === null || row.entity === entity)
    .filter((row) => entityId === null || row.entityId === Number(entityId))
    .filter((row) => action === null || row.action === action)
    .filter((row) => from === null || dayIn(zone, new Date(row.at)) >= from)
    .filter((row) => to === null || dayIn(zone, new Date(row.at)) <= to);
}

/** Everyone the log names, by name. */
function users(): ActivityUser[] {
  const named = new Map<number, string>();
  for (const row of records)
    if (row.userId !== null && !named.has(row.userId)) named.set(row.userId, row.username ?? '');
  return [...named].map(([id, username]) => ({ id, username })).sort((a, b) => a.username.localeCompare(b.username));
}

/** 401 without a readable token, 403 for a role the server's rule of `path` (below /admin) refuses. */
function refusal(request: Request, path: string): Response | undefined {
  if (!bearerUser(request)) return unauthorized();
  const rule: AccessRule | undefined = adminApiRule('GET', path);
  return rule !== undefined && may(bearerRole(request), rule) ? undefined : forbidden();
}

/**
 * The activity log (administrators) and each entity's history (whoever may open the entity), answering from
 * activityDb as the real server answers them.
 */
export function activityHandlers(): HttpHandler[] {
  return [
    http.get(
      apiUrl('/admin/activity/users'),
      ({ request }) => refusal(request, '/activity/users') ?? ok('Users retrieved', users()),
    ),
    http.get(apiUrl('/admin/activity'), ({ request }) => {
      const refused = refusal(request, '/activity');
      if (refused) return refused;
      const query = new URL(request.url).searchParams;
      requests.list.push(query);
      const rows = filtered(query);
      return rows instanceof Response ? rows : answerPage(query, rows);
    }),
    ...Object.entries(HISTORY_COLLECTIONS).map(([path, entity]) =>
      http.get(apiUrl(`/admin/${path}/:id/history`), ({ request, params }) => {
        const refused = refusal(request, `/${path}/:id/history`);
        if (refused) return refused;
        const id = whole(String(params.id), 1, Number.MAX_SAFE_INTEGER);
        if (id === undefined) return invalid('id');
        const url = new URL(request.url);
        requests.history.push(url.pathname + url.search);
        return answerPage(
          url.searchParams,
          records.filter((row) => row.entity === entity && row.entityId === id),
        );
      }),
    ),
    ...Object.entries(HISTORY_DOCUMENTS).map(([path, entity]) =>
      http.get(apiUrl(`/admin/${path}/history`), ({ request }) => {
        const refused = refusal(request, `/${path}/history`);
        if (refused) return refused;
        const url = new URL(request.url);
        requests.history.push(url.pathname + url.search);
        return answerPage(
          url.searchParams,
          records.filter((row) => row.entity === entity),
        );
      }),
    ),
  ];
}
