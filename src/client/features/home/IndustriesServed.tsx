import LocalDrinkOutlined from '@mui/icons-material/LocalDrinkOutlined';
import PetsOutlined from '@mui/icons-material/PetsOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HomeCard } from '@/common/api/home';
import { SectionHeading } from './SectionHeading';

/** The industries' icons and colours, in turn. */
const LOOKS: Array<{ Icon: typeof SpaOutlined; accent: string }> = [
  { Icon: LocalDrinkOutlined, accent: '#b85c00' },
  { Icon: SpaOutlined, accent: '#0b5d6b' },
  { Icon: PetsOutlined, accent: '#2e6b3a' },
];

/** The industries the company supplies, as the admin wrote them. */
export function IndustriesServed({
  industries,
  lead,
  leadLang,
}: {
  industries: HomeCard[];
  lead: string;
  leadLang?: string;
}) {
  const { t } = useTranslation();
  if (!industries.length) return null;
  return (
    <Box component="section" aria-labelledby="industries-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container>
        <SectionHeading
          id="industries-title"
          title={t('public:home.industries.title')}
          lead={lead}
          leadLang={leadLang}
        />
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {industries.map((industry, index) => {
            const { Icon, accent } = LOOKS[index % LOOKS.length]!;
            return (
              <Grid key={index} component="li" size={{ xs: 12, md: 4 }}>
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
                  <Typography
                    variant="h6"
                    component="h3"
                    lang={industry.fallback?.title}
                    sx={{ fontWeight: 800, mt: 1.5 }}
                  >
                    {industry.title}
                  </Typography>
                  <Typography color="text.secondary" lang={industry.fallback?.text} sx={{ mt: 1 }}>
                    {industry.text}
                  </Typography>
                </Box>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}
