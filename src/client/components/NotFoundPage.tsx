import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { paths } from '@/common/routes';
import { EmptyState } from './EmptyState';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common:notFound.title'));
  return (
    <Container sx={{ py: 10 }}>
      <EmptyState
        title={t('common:notFound.title')}
        description={t('common:notFound.description')}
        action={{ label: t('common:notFound.home'), to: paths.home }}
      />
    </Container>
  );
}
