import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CompanyFigures as Figures } from '@/common/api/home';
import { SectionHeading } from './SectionHeading';

/** The company in four numbers, on a dark band. */
export function CompanyFigures({ figures }: { figures: Figures }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const items = [
    // A year is not a quantity: no thousands separator.
    { key: 'since', value: String(figures.since) },
    { key: 'products', value: count.format(figures.products) },
    { key: 'categories', value: count.format(figures.categories) },
    { key: 'partners', value: count.format(figures.partners) },
  ];
  return (
    <Box
      component="section"
      aria-labelledby="figures-title"
      sx={{
        py: { xs: 6, md: 9 },
        color: 'common.white',
        background: 'linear-gradient(120deg, #06414b 0%, #0b5d6b 100%)',
      }}
    >
      <Container>
        <SectionHeading
          id="figures-title"
          title={t('public:home.figures.title')}
          lead={t('public:home.figures.lead')}
          inverted
        />
        <Grid container spacing={{ xs: 2, md: 3 }} component="dl" sx={{ m: 0 }}>
          {items.map(({ key, value }) => (
            <Grid
              key={key}
              size={{ xs: 6, md: 3 }}
              sx={{
                display: 'flex',
                flexDirection: 'column-reverse',
                textAlign: 'center',
                p: { xs: 2, md: 3 },
                borderRadius: 3,
                bgcolor: 'rgba(255,255,255,0.08)',
              }}
            >
              <Typography component="dt" sx={{ mt: 0.5, opacity: 0.9, fontSize: { xs: '0.9rem', md: '1rem' } }}>
                {t(`public:home.figures.items.${key}`)}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' }, lineHeight: 1.1 }}
              >
                {value}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
