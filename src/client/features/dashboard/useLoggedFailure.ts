import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type ApiError } from '@/client/api/errors';

/** Dashboard highlight failures are only logged (SPEC.md 8); the section shows its empty state instead. */
export function useLoggedFailure(error: ApiError, what: string) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error) console.error(`Dashboard: could not load ${what}: ${errorMessage(error, t)}`);
  }, [error, what, t]);
}
