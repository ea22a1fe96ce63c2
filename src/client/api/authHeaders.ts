import type { RootState } from '../app/store';

/** The bearer token of the signed-in user, when there is one. */
export function authHeaders(state: RootState): Headers {
  const headers = new Headers();
  if (state.auth.token) headers.set('authorization', `Bearer ${state.auth.token}`);
  return headers;
}
