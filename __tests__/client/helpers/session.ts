import { TOKEN_STORAGE_KEY, USERNAME_STORAGE_KEY } from '@/common/constants';
import type { RootState } from '@/client/app/store';

const base64Url = (value: object): string =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned-looking JWT (`header.payload.sig`) that jwt-decode can read; only the mock server "checks" it. */
export function makeToken(username = 'admin'): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({ username, sub: '1', iat: now, exp: now + 3600 });
  return `${header}.${payload}.test-signature`;
}

export const signedInState = (username = 'admin'): Partial<RootState> => ({
  auth: { token: makeToken(username), username },
});

/** Leaves a session in storage as a previous sign-in would have; `renderRoute` then starts from it. */
export function storeSession(username = 'admin', storage: Storage = window.localStorage): string {
  const token = makeToken(username);
  storage.setItem(TOKEN_STORAGE_KEY, token);
  storage.setItem(USERNAME_STORAGE_KEY, username);
  return token;
}
