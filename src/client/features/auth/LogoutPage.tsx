import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LOGOUT_FLAG_STORAGE_KEY, LOGOUT_REDIRECT_MS } from '@/common/constants';
import { paths } from '@/common/routes';
import { api } from '@/client/api/api';
import { useAppDispatch } from '@/client/app/hooks';
import { Loading } from '@/client/components/Loading';
import { signedOut } from '@/client/app/authSlice';

/** SPEC.md 2.5: flag the logout, drop the session, then /login after 100 ms, replacing history. */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    window.localStorage.setItem(LOGOUT_FLAG_STORAGE_KEY, 'true');
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    const timer = window.setTimeout(() => navigate(paths.login, { replace: true }), LOGOUT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, navigate]);
  return <Loading />;
}
