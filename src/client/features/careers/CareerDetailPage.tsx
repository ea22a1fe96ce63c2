import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/common/routes';
import { errorMessage, isStatus } from '@/client/api/errors';
import { EmptyState } from '@/client/components/EmptyState';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { PageBanner } from '@/client/components/PageBanner';
import { useGetSiteQuery } from '@/client/features/siteContent/siteApi';
import { langOf } from '@/client/components/fallbackLang';
import { ApplyBox } from './ApplyBox';
import { careersApi, useGetPublicCareerQuery } from './careersApi';
import { parseId } from '@/common/ids';
import { wrapLongWords } from '@/client/theme/textWrap';
import { useContentLanguage } from '@/client/app/hooks';
import type { PageQueries } from '@/client/app/pageData';

/** /karir/detail_karir/{id}: the position in full and the apply box. */
/** The career in the path, when its id is one (any other shows as not found). */
export const pageQueries: PageQueries = ({ params, language }) => {
  const id = parseId(params.id);
  return id === undefined ? [] : [careersApi.endpoints.getPublicCareer.initiate({ id, language })];
};

export function CareerDetailPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const language = useContentLanguage();
  const {
    data: career,
    isLoading,
    error,
    refetch,
  } = useGetPublicCareerQuery({ id: id ?? 0, language }, { skip: id === undefined });
  const site = useGetSiteQuery({ language }).data;
  const notFound = id === undefined || isStatus(error, 404);

  return (
    <>
      <PageBanner
        title={t('public:careers.banner')}
        documentTitle={notFound ? t('common:notFound.title') : (career?.name ?? t('public:careers.pageTitle'))}
        crumbs={[{ label: t('public:careers.banner'), to: paths.careers }, { label: t('public:crumbs.detail') }]}
      />
      <Container sx={{ py: 6 }}>
        {notFound ? (
          <EmptyState
            title={t('public:careers.notFound')}
            action={{ label: t('public:careers.backToList'), to: paths.careers }}
          />
        ) : isLoading ? (
          <Loading />
        ) : error || !career ? (
          <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />
        ) : (
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Typography
                variant="h4"
                component="h2"
                lang={langOf(career, 'name')}
                sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.125rem' }, ...wrapLongWords }}
              >
                {career.name}
              </Typography>
              <Typography
                variant="h6"
                component="p"
                color="text.secondary"
                lang={langOf(career, 'position')}
                sx={{ mb: 3 }}
              >
                {career.position}
              </Typography>
              <Typography
                component="div"
                lang={langOf(career, 'description')}
                sx={{ whiteSpace: 'pre-line', lineHeight: 1.8 }}
              >
                {career.description}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              {site && <ApplyBox career={career} recruitingEmail={site.emails.recruiting} />}
            </Grid>
          </Grid>
        )}
      </Container>
    </>
  );
}
