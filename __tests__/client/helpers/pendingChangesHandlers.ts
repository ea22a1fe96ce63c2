import { http, type HttpHandler } from 'msw';
import { PENDING_COLLECTIONS, type PendingChanges } from '@/common/api/pending-changes';
import { apiUrl, fail, ok, okMessage } from './envelope';
import { bearerUser, unauthorized } from './mockRequests';

const kept = new Map<string, PendingChanges<unknown>>();
const keyOf = (collection: string, id: number | string) => `${collection}/${id}`;
/** Every request to an item's unpublished changes, `METHOD path`, in order, so tests can tell. */
const requests: string[] = [];

/**
 * The mock server's unpublished changes: none unless a test keeps some. It answers their reads and discards; a test
 * that saves or publishes them answers those itself (only it knows the item they make).
 */
export const pendingChangesDb = {
  reset(): void {
    kept.clear();
    requests.length = 0;
  },
  keep(collection: string, id: number, changes: PendingChanges<unknown>): void {
    kept.set(keyOf(collection, id), changes);
  },
  forget(collection: string, id: number): void {
    kept.delete(keyOf(collection, id));
  },
  requests: (): readonly string[] => requests,
};

export function pendingChangesHandlers(): HttpHandler[] {
  return PENDING_COLLECTIONS.flatMap((collection) => [
    http.get(apiUrl(`/admin/${collection}/:id/changes`), ({ request, params }) => {
      if (!bearerUser(request)) return unauthorized();
      return ok('Unpublished changes retrieved', kept.get(keyOf(collection, String(params.id))) ?? null);
    }),
    http.delete(apiUrl(`/admin/${collection}/:id/changes`), ({ request, params }) => {
      if (!bearerUser(request)) return unauthorized();
      const key = keyOf(collection, String(params.id));
      requests.push(`DELETE /admin/${key}/changes`);
      if (!kept.delete(key)) return fail(404, 'Unpublished changes not found', 'NOT_FOUND');
      return okMessage('Changes discarded');
    }),
  ]);
}
