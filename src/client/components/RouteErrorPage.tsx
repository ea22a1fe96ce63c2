import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '@/common/routes';
import { EmptyState } from './EmptyState';
import { NotFoundPage } from './NotFoundPage';

/** Replaces the router's bare 'Unexpected Application Error!' with a page in the reader's language. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : String(error);
  return (
    <Container sx={{ py: 10 }}>
      <EmptyState
        title={t('common:error.title')}
        description={t('common:error.description', { detail })}
        action={{ label: t('common:notFound.home'), to: paths.home }}
      />
    </Container>
  );
}
