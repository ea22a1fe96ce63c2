import { TOKEN_STORAGE_KEY, USERNAME_STORAGE_KEY } from '@/common/constants';
import { DEFAULT_STAFF_ROLE, type StaffRole } from '@/common/staff-access';
import type { RootState } from '@/client/app/store';

const base64Url = (value: object): string =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * An unsigned-looking JWT (`header.payload.sig`) that jwt-decode can read; only the mock server "checks" it. The
 * mock reads the user's role from it (mockRequests.ts `bearerRole`), standing in for the real server's users table.
 */
export function makeToken(username = 'admin', role: StaffRole = DEFAULT_STAFF_ROLE): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({ username, role, sub: '1', iat: now, exp: now + 3600 });
  return `${header}.${payload}.test-signature`;
}

export const signedInState = (username = 'admin', role: StaffRole = DEFAULT_STAFF_ROLE): Partial<RootState> => ({
  auth: { token: makeToken(username, role), username },
});

/** Leaves a session in storage as a previous sign-in would have; `renderRoute` then starts from it. */
export function storeSession(
  username = 'admin',
  storage: Storage = window.localStorage,
  role: StaffRole = DEFAULT_STAFF_ROLE,
): string {
  const token = makeToken(username, role);
  storage.setItem(TOKEN_STORAGE_KEY, token);
  storage.setItem(USERNAME_STORAGE_KEY, username);
  return token;
}

/** Leaves the session of a staff member with `role` (named after it, e.g. 'sales') for `renderRoute` to start from. */
export const storeSessionAs = (role: StaffRole): string => storeSession(role, window.localStorage, role);
