import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';

/** The four highlights of SPEC.md 1, in its order. */
const HIGHLIGHTS: Array<{ key: string; Icon: typeof VerifiedOutlined }> = [
  { key: 'certified', Icon: VerifiedOutlined },
  { key: 'quality', Icon: Inventory2Outlined },
  { key: 'service', Icon: SupportAgentOutlined },
  { key: 'soleAgent', Icon: WorkspacePremiumOutlined },
];

/** 'WHY CHOOSE US?': four reasons, each with an icon. */
export function WhyChooseUs() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="why-title" sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.paper' }}>
      <Container>
        <SectionHeading id="why-title" title={t('public:home.why.title')} lead={t('public:home.why.lead')} />
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {HIGHLIGHTS.map(({ key, Icon }) => (
            <Grid key={key} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
              {/* Icon beside the text on phones, above it from tablet width. */}
              <Box
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: { xs: 'row', sm: 'column' },
                  gap: 2,
                  p: { xs: 2.5, sm: 3 },
                  borderRadius: 3,
                  border: '1px solid #e1e7ea',
                  bgcolor: 'background.default',
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    width: { xs: 48, sm: 56 },
                    height: { xs: 48, sm: 56 },
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'common.white',
                  }}
                >
                  <Icon />
                </Box>
                <Box>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 800, lineHeight: 1.3 }}>
                    {t(`public:home.why.items.${key}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t(`public:home.why.items.${key}.text`)}
                  </Typography>
                </Box>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
