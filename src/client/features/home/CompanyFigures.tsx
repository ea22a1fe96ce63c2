import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HomeFigure } from '@/common/api/home';
import { SectionHeading } from './SectionHeading';

interface CompanyFiguresProps {
  figures: HomeFigure[];
  lead: string;
  leadLang?: string;
}

/** The company in numbers, on a dark band: each value as the server gives it ('2000', '300+'), with its label. */
export function CompanyFigures({ figures, lead, leadLang }: CompanyFiguresProps) {
  const { t } = useTranslation();
  if (!figures.length) return null;
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
          lead={lead}
          leadLang={leadLang}
          inverted
        />
        <Grid container spacing={{ xs: 2, md: 3 }} component="dl" sx={{ m: 0 }}>
          {figures.map((figure, index) => (
            <Grid
              key={index}
              size={{ xs: 6, md: figures.length % 3 === 0 && figures.length < 4 ? 4 : 3 }}
              sx={{
                display: 'flex',
                flexDirection: 'column-reverse',
                textAlign: 'center',
                p: { xs: 2, md: 3 },
                borderRadius: 3,
                bgcolor: 'rgba(255,255,255,0.08)',
              }}
            >
              <Typography
                component="dt"
                lang={figure.fallback?.label}
                sx={{ mt: 0.5, opacity: 0.9, fontSize: { xs: '0.9rem', md: '1rem' } }}
              >
                {figure.label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' }, lineHeight: 1.1 }}
              >
                {figure.value}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
