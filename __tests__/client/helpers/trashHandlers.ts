import { http, type HttpHandler } from 'msw';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '@/common/constants';
import { totalPages } from '@/common/paging';
import { TRASH_COLLECTIONS, type TrashItem, type TrashRestoreBody } from '@/common/api/trash';
import { adminApiRule, may, type StaffRole } from '@/common/staff-access';
import { apiUrl, fail, ok, okList, okMessage } from './envelope';
import { bearerRole, bearerUser, forbidden, unauthorized } from './mockRequests';

let items: TrashItem[] = [];
/** Why the server refuses to restore an item (a 409's `fields`), given what was asked; by `collection/id`. */
let refusals = new Map<string, (body: TrashRestoreBody) => Record<string, string> | undefined>();
/** The items whose picture's file is gone: each comes back without it. */
let lostImages = new Set<string>();

const keyOf = (collection: string, id: number) => `${collection}/${id}`;

/** What the app asked of the trash, in order, so tests can tell. */
const requests = {
  list: [] as URLSearchParams[],
  restore: [] as { path: string; body: TrashRestoreBody }[],
  purge: [] as string[],
};

const mayChange = (role: StaffRole, collection: string) =>
  may(role, adminApiRule('POST', `/trash/${collection}/:id/restore`) ?? []);

/** The mock server's trash: empty unless a test seeds it. */
export const trashDb = {
  seed(rows: TrashItem[]): void {
    items = rows.map((row) => ({ ...row }));
    refusals = new Map();
    lostImages = new Set();
    requests.list.length = 0;
    requests.restore.length = 0;
    requests.purge.length = 0;
  },
  all: (): TrashItem[] => items,
  /** The server answers 409 RESTORE_CONFLICT with the fields `check` names, until it names none. */
  refuseRestore(collection: string, id: number, check: (body: TrashRestoreBody) => Record<string, string> | undefined) {
    refusals.set(keyOf(collection, id), check);
  },
  /** The item's picture file is gone: it is restored without it. */
  loseImage(collection: string, id: number): void {
    lostImages.add(keyOf(collection, id));
  },
  requests,
};

/** The request's path below the API's base, as the client names it (`/admin/trash/products/4/restore`). */
const apiPath = (request: Request) => new URL(request.url).pathname.replace(new URL(apiUrl('')).pathname, '');

const whole = (text: string | null, min: number, max: number) => {
  const value = Number(text);
  return text !== null && /^\d+$/.test(text) && value >= min && value <= max ? value : undefined;
};

/** The item `collection`/`id` in the trash, or the server's 404. */
function found(collection: string, id: string): TrashItem | Response {
  const item = items.find((row) => row.collection === collection && row.id === Number(id));
  return item ?? fail(404, 'Item not found in the trash', 'NOT_FOUND');
}

/** 401 without a readable token, 403 for a role the server's rule of `method path` refuses. */
function refusal(request: Request, method: string, path: string): Response | undefined {
  if (!bearerUser(request)) return unauthorized();
  const rule = adminApiRule(method, path);
  return rule !== undefined && may(bearerRole(request), rule) ? undefined : forbidden();
}

/**
 * The trash as the real server answers it: the kinds the user's role may change, newest deletion first, a page at a
 * time; a restore or a removal takes the item out of it (a test stands in for the item coming back where it was).
 */
export function trashHandlers(): HttpHandler[] {
  return [
    http.get(apiUrl('/admin/trash'), ({ request }) => {
      const refused = refusal(request, 'GET', '/trash');
      if (refused) return refused;
      const query = new URL(request.url).searchParams;
      requests.list.push(query);
      const collection = query.get('collection');
      const limit = query.has('limit') ? whole(query.get('limit'), 1, MAX_PAGE_SIZE) : ADMIN_PAGE_SIZE;
      const page = query.has('page') ? whole(query.get('page'), 1, 1_000_000) : 1;
      if (collection !== null && !(TRASH_COLLECTIONS as string[]).includes(collection)) {
        return fail(400, 'Invalid querystring', 'VALIDATION', { collection: 'invalid' });
      }
      if (limit === undefined || page === undefined) {
        return fail(400, 'Invalid querystring', 'VALIDATION', { [limit === undefined ? 'limit' : 'page']: 'invalid' });
      }
      const role = bearerRole(request);
      const shown = items
        .filter((item) => mayChange(role, item.collection) && (collection === null || item.collection === collection))
        .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
      return okList(
        'Trash retrieved',
        shown.slice((page - 1) * limit, page * limit),
        shown.length,
        totalPages(shown.length, limit),
      );
    }),
    ...TRASH_COLLECTIONS.flatMap((collection) => [
      http.post(apiUrl(`/admin/trash/${collection}/:id/restore`), async ({ request, params }) => {
        const refused = refusal(request, 'POST', `/trash/${collection}/:id/restore`);
        if (refused) return refused;
        const item = found(collection, String(params.id));
        if (item instanceof Response) return item;
        const body = (await request.json()) as TrashRestoreBody;
        requests.restore.push({ path: apiPath(request), body });
        const problems = refusals.get(keyOf(collection, item.id))?.(body);
        if (problems) return fail(409, 'The item cannot be restored as it was', 'RESTORE_CONFLICT', problems);
        items = items.filter((row) => row !== item);
        return ok('Item restored', {
          collection,
          id: item.id,
          imageMissing: lostImages.has(keyOf(collection, item.id)),
        });
      }),
      http.delete(apiUrl(`/admin/trash/${collection}/:id`), ({ request, params }) => {
        const refused = refusal(request, 'DELETE', `/trash/${collection}/:id`);
        if (refused) return refused;
        const item = found(collection, String(params.id));
        if (item instanceof Response) return item;
        requests.purge.push(apiPath(request));
        items = items.filter((row) => row !== item);
        return okMessage('Item deleted for good');
      }),
    ]),
  ];
}
