import type { UIMatch } from 'react-router';
import { ROUTES, type RouteKey } from '@/common/routes';
import type { AdminScreen } from '@/common/staff-access';

/** What the router leaves on each back-office page's route, so that the admin frame knows which screen is open. */
export interface AdminScreenHandle {
  adminScreen: AdminScreen;
}

const ADMIN_KEY_PREFIX = 'admin.';

const isAdminScreen = (name: string): name is AdminScreen => Object.hasOwn(ROUTES.admin, name);

/** The handle of the page `key` names when it is a back-office screen ('admin.inbox'), else undefined. */
export function adminScreenHandle(key: RouteKey): AdminScreenHandle | undefined {
  if (!key.startsWith(ADMIN_KEY_PREFIX)) return undefined;
  const name = key.slice(ADMIN_KEY_PREFIX.length);
  return isAdminScreen(name) ? { adminScreen: name } : undefined;
}

const isAdminScreenHandle = (handle: unknown): handle is AdminScreenHandle =>
  typeof handle === 'object' && handle !== null && 'adminScreen' in handle;

/** The back-office screen among the matched routes; undefined on a path no screen has (the not-found page). */
export const openAdminScreen = (matches: readonly UIMatch[]): AdminScreen | undefined =>
  matches.map((match) => match.handle).find(isAdminScreenHandle)?.adminScreen;
