import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { paths } from '@/common/routes';
import { errorMessage } from '@/client/api/errors';
import { EmptyState } from '@/client/components/EmptyState';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { PageBanner } from '@/client/components/PageBanner';
import { careersApi, useGetPublicCareersQuery } from './careersApi';
import { CareerCard } from './CareerCard';
import { useContentLanguage } from '@/client/app/hooks';
import type { PageQueries } from '@/client/app/pageData';

/** /karir: every open position. */
export const pageQueries: PageQueries = ({ language }) => [
  careersApi.endpoints.getPublicCareers.initiate({ language }),
];

export function CareerListPage() {
  const { t } = useTranslation();
  const { data: careers, isLoading, error, refetch } = useGetPublicCareersQuery({ language: useContentLanguage() });
  return (
    <>
      <PageBanner
        title={t('public:careers.banner')}
        documentTitle={t('public:careers.pageTitle')}
        crumbs={[{ label: t('public:careers.banner') }]}
      />
      <Container sx={{ py: 6 }}>
        {isLoading ? (
          <Loading />
        ) : error ? (
          <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />
        ) : !careers?.length ? (
          <EmptyState
            title={t('public:careers.empty')}
            action={{ label: t('public:actions.backHome'), to: paths.home }}
          />
        ) : (
          <Grid container spacing={3}>
            {careers.map((career) => (
              <Grid key={career.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <CareerCard career={career} />
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </>
  );
}
