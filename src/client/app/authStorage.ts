import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { TOKEN_STORAGE_KEY, USERNAME_STORAGE_KEY } from '@/common/constants';
import { initialAuthState, sessionExpired, signedIn, signedOut, usernameFromToken, type AuthState } from './authSlice';

/** Reads the signed-in session kept in localStorage (SPEC.md section 6). Call from the entry, not at import. */
export function loadStoredAuth(storage: Storage): AuthState {
  const token = storage.getItem(TOKEN_STORAGE_KEY);
  return token
    ? { token, username: storage.getItem(USERNAME_STORAGE_KEY) ?? usernameFromToken(token) }
    : initialAuthState;
}

/** Mirrors the auth slice into localStorage, keeping the reducers pure. */
export function authStorageMiddleware(storage: Storage) {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(signedIn, signedOut, sessionExpired),
    effect: (_action, { getState }) => {
      const { auth } = getState() as { auth: AuthState };
      if (auth.token) {
        storage.setItem(TOKEN_STORAGE_KEY, auth.token);
        storage.setItem(USERNAME_STORAGE_KEY, auth.username ?? '');
      } else {
        storage.removeItem(TOKEN_STORAGE_KEY);
        storage.removeItem(USERNAME_STORAGE_KEY);
      }
    },
  });
  return listener.middleware;
}
