import LocalDrinkOutlined from '@mui/icons-material/LocalDrinkOutlined';
import PetsOutlined from '@mui/icons-material/PetsOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';

const INDUSTRIES: Array<{ key: string; Icon: typeof SpaOutlined; accent: string }> = [
  { key: 'food', Icon: LocalDrinkOutlined, accent: '#b85c00' },
  { key: 'cosmetics', Icon: SpaOutlined, accent: '#0b5d6b' },
  { key: 'veterinary', Icon: PetsOutlined, accent: '#2e6b3a' },
];

/** The three industries the company supplies. */
export function IndustriesServed() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="industries-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container>
        <SectionHeading
          id="industries-title"
          title={t('public:home.industries.title')}
          lead={t('public:home.industries.lead')}
        />
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {INDUSTRIES.map(({ key, Icon, accent }) => (
            <Grid key={key} component="li" size={{ xs: 12, md: 4 }}>
              <Box
                sx={{
                  height: '100%',
                  p: { xs: 3, md: 4 },
                  borderRadius: 3,
                  border: '1px solid #e1e7ea',
                  borderTop: `4px solid ${accent}`,
                  bgcolor: 'background.paper',
                }}
              >
                <Icon aria-hidden sx={{ fontSize: 44, color: accent }} />
                <Typography variant="h6" component="h3" sx={{ fontWeight: 800, mt: 1.5 }}>
                  {t(`public:home.industries.items.${key}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {t(`public:home.industries.items.${key}.text`)}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
