import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { paths } from '@/common/routes';
import { errorMessage } from '@/client/api/errors';
import { EmptyState } from '@/client/components/EmptyState';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { PageBanner } from '@/client/components/PageBanner';
import { useQueryParam } from '@/client/components/useQueryParam';
import { useGetWhatsNewQuery, whatsNewApi } from './whatsNewApi';
import { WhatsNewCard } from './WhatsNewCard';
import { useContentLanguage } from '@/client/app/hooks';
import type { PageQueries } from '@/client/app/pageData';

/** /terbaru: the newest products, careers and articles. */
export const pageQueries: PageQueries = ({ language }) => [whatsNewApi.endpoints.getWhatsNew.initiate({ language })];

export function WhatsNewPage() {
  const { t } = useTranslation();
  const { data: items, isLoading, error, refetch } = useGetWhatsNewQuery({ language: useContentLanguage() });
  // The expanded cards are kept in the URL (`?open=PD-4,AR-2`), so reload and QA snapshots keep them.
  const [openParam, setOpenParam] = useQueryParam('open');
  const open = openParam ? openParam.split(',') : [];
  const toggle = (id: string) =>
    setOpenParam((open.includes(id) ? open.filter((openId) => openId !== id) : [...open, id]).join(','));
  return (
    <>
      <PageBanner
        title={t('public:whatsNew.banner')}
        documentTitle={t('public:whatsNew.pageTitle')}
        crumbs={[{ label: t('public:whatsNew.banner') }]}
      />
      <Container sx={{ py: 6 }}>
        {isLoading ? (
          <Loading />
        ) : error ? (
          <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />
        ) : !items?.length ? (
          <EmptyState
            title={t('public:whatsNew.empty')}
            action={{ label: t('public:actions.backHome'), to: paths.home }}
          />
        ) : (
          <Grid container spacing={3}>
            {items.map((item) => (
              <Grid key={item.cpga_id} size={{ xs: 12, sm: 6, md: 4 }}>
                <WhatsNewCard
                  item={item}
                  expanded={open.includes(item.cpga_id)}
                  onToggle={() => toggle(item.cpga_id)}
                />
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </>
  );
}
