import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from '@/common/api/auth';

export interface AuthState {
  token: string | null;
  username: string | null;
}

export const initialAuthState: AuthState = { token: null, username: null };

/** The username the token itself carries (SPEC.md section 3: decoded in the browser). */
export function usernameFromToken(token: string): string | null {
  try {
    return jwtDecode<TokenClaims>(token).username ?? null;
  } catch {
    return null;
  }
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.username = usernameFromToken(action.payload);
    },
    signedOut: () => initialAuthState,
    sessionExpired: () => initialAuthState,
  },
});

export const { signedIn, signedOut, sessionExpired } = authSlice.actions;
export const authReducer = authSlice.reducer;
