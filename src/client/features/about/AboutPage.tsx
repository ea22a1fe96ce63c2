import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AboutContent } from '@/common/api/about';
import { paths } from '@/common/routes';
import { errorMessage } from '@/client/api/errors';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { PageBanner } from '@/client/components/PageBanner';
import { Reveal } from '@/client/components/Reveal';
import { aboutApi, useGetAboutQuery } from './aboutApi';
import { CompanyContacts } from './CompanyContacts';
import { HistoryTimeline } from './HistoryTimeline';
import { VisionMission } from './VisionMission';
import { useContentLanguage } from '@/client/app/hooks';
import type { PageQueries } from '@/client/app/pageData';

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography
      id={id}
      variant="h4"
      component="h2"
      sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}
    >
      {children}
    </Typography>
  );
}

/** The introduction's paragraphs: the admin separates them with blank lines. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Who the company is, how it got here and what it aims for, as written in the back office. */
function AboutStory({ about }: { about: AboutContent }) {
  const { t } = useTranslation();
  const paragraphs = paragraphsOf(about.intro);
  return (
    <>
      <Grid container spacing={{ xs: 4, md: 8 }}>
        <Grid size={{ xs: 12, md: about.milestones.length > 0 ? 5 : 12 }}>
          <Reveal>
            <Box component="section" aria-labelledby="about-intro-title">
              <SectionTitle id="about-intro-title">{t('public:about.intro.title')}</SectionTitle>
              <Box lang={about.fallback?.intro}>
                {paragraphs.map((paragraph, index) => (
                  <Typography
                    key={index}
                    color={index === 0 ? 'text.primary' : 'text.secondary'}
                    sx={{
                      mt: index === 0 ? 0 : 2,
                      fontSize: index === 0 ? { md: '1.1rem' } : undefined,
                      whiteSpace: 'pre-line',
                    }}
                  >
                    {paragraph}
                  </Typography>
                ))}
              </Box>
              <Button
                component={RouterLink}
                to={paths.categories}
                variant="contained"
                endIcon={<ArrowForward />}
                sx={{ mt: 3 }}
              >
                {t('public:about.intro.cta')}
              </Button>
            </Box>
          </Reveal>
        </Grid>
        {about.milestones.length > 0 && (
          <Grid size={{ xs: 12, md: 7 }}>
            <Reveal>
              <Box component="section" aria-labelledby="about-history-title">
                <SectionTitle id="about-history-title">{t('public:about.history.title')}</SectionTitle>
                <HistoryTimeline milestones={about.milestones} />
              </Box>
            </Reveal>
          </Grid>
        )}
      </Grid>
      <Box sx={{ mt: { xs: 6, md: 9 } }}>
        <Reveal>
          <VisionMission about={about} />
        </Reveal>
      </Box>
    </>
  );
}

/** /tentang: who the company is, how it got here, what it aims for and where to find it. */
export const pageQueries: PageQueries = ({ language }) => [aboutApi.endpoints.getAbout.initiate({ language })];

export function AboutPage() {
  const { t } = useTranslation();
  const { data: about, isLoading, error, refetch } = useGetAboutQuery({ language: useContentLanguage() });
  return (
    <>
      <PageBanner
        title={t('public:about.banner')}
        documentTitle={t('public:about.pageTitle')}
        crumbs={[{ label: t('public:about.banner') }]}
      />
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        {isLoading ? (
          <Loading />
        ) : error || !about ? (
          <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />
        ) : (
          <AboutStory about={about} />
        )}
        <Box component="section" aria-labelledby="about-contacts-title" sx={{ mt: { xs: 6, md: 9 } }}>
          <Reveal>
            <SectionTitle id="about-contacts-title">{t('public:about.contacts.title')}</SectionTitle>
            <CompanyContacts />
          </Reveal>
        </Box>
      </Container>
    </>
  );
}
