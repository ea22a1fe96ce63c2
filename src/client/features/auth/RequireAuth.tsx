import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/common/routes';
import { errorMessage } from '@/client/api/errors';
import { useAppSelector } from '@/client/app/hooks';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { useValidateTokenQuery } from './authApi';

/** The route guard: 'Loading...' while the server checks the token, the page when valid, else /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useAppSelector((state) => state.auth.token);
  const location = useLocation();
  const { isLoading, isFetching, isSuccess, error, refetch } = useValidateTokenQuery(token ?? '', { skip: !token });

  if (!token) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (isLoading || (isFetching && !isSuccess)) return <Loading />;
  if (error) return <ErrorState message={errorMessage(error, t)} onRetry={refetch} />;
  return <>{children}</>;
}
