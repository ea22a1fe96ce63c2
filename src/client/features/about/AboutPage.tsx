import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/common/routes';
import { PageBanner } from '@/client/components/PageBanner';
import { Reveal } from '@/client/components/Reveal';
import { CompanyContacts } from './CompanyContacts';
import { HistoryTimeline } from './HistoryTimeline';
import { VisionMission } from './VisionMission';

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

/** /tentang: who the company is, how it got here, what it aims for and where to find it. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageBanner title={t('public:about.banner')} crumbs={[{ label: t('public:about.banner') }]} />
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 8 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Reveal>
              <Box component="section" aria-labelledby="about-intro-title">
                <SectionTitle id="about-intro-title">{t('public:about.intro.title')}</SectionTitle>
                <Typography sx={{ fontSize: { md: '1.1rem' } }}>{t('public:about.intro.text')}</Typography>
                <Typography color="text.secondary" sx={{ mt: 2 }}>
                  {t('public:about.intro.more')}
                </Typography>
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
          <Grid size={{ xs: 12, md: 7 }}>
            <Reveal>
              <Box component="section" aria-labelledby="about-history-title">
                <SectionTitle id="about-history-title">{t('public:about.history.title')}</SectionTitle>
                <HistoryTimeline />
              </Box>
            </Reveal>
          </Grid>
        </Grid>
        <Box sx={{ mt: { xs: 6, md: 9 } }}>
          <Reveal>
            <VisionMission />
          </Reveal>
        </Box>
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
