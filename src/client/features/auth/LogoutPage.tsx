import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LOGOUT_FLAG_STORAGE_KEY, LOGOUT_REDIRECT_MS } from '@/common/constants';
import { paths } from '@/common/routes';
import { api } from '@/client/api/api';
import { useAppDispatch } from '@/client/app/hooks';
import type { AppDispatch, RootState } from '@/client/app/store';
import { Loading } from '@/client/components/Loading';
import { signedOut } from '@/client/app/authSlice';
import { authApi } from './authApi';

/**
 * Ends the session on the server when there is one, then forgets it here. The server's part is best effort: when it
 * fails or nothing answers (offline, or after the endpoint's timeout), the browser forgets the session all the same.
 */
const endSession = () => async (dispatch: AppDispatch, getState: () => RootState) => {
  if (getState().auth.token) await dispatch(authApi.endpoints.signOut.initiate());
  dispatch(signedOut());
  dispatch(api.util.resetApiState());
};

/**
 * SPEC.md 2.5: flag the logout, drop the session (ending it on the server first), then /login after 100 ms, replacing
 * history.
 */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Started once: StrictMode's second run of the effect waits for the same sign-out rather than sending another.
  const ending = useRef<Promise<void>>(null);
  useEffect(() => {
    window.localStorage.setItem(LOGOUT_FLAG_STORAGE_KEY, 'true');
    ending.current ??= dispatch(endSession());
    let mounted = true;
    let timer: number | undefined;
    void ending.current.then(() => {
      if (mounted) timer = window.setTimeout(() => navigate(paths.login, { replace: true }), LOGOUT_REDIRECT_MS);
    });
    return () => {
      mounted = false;
      window.clearTimeout(timer);
    };
  }, [dispatch, navigate]);
  return <Loading />;
}
