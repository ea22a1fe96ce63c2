import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HomeCard } from '@/common/api/home';
import { SectionHeading } from './SectionHeading';

/** The reasons' icons, in turn. */
const ICONS = [VerifiedOutlined, Inventory2Outlined, SupportAgentOutlined, WorkspacePremiumOutlined];

/** 'WHY CHOOSE US?': the reasons the admin wrote, each with an icon. */
export function WhyChooseUs({ reasons, lead, leadLang }: { reasons: HomeCard[]; lead: string; leadLang?: string }) {
  const { t } = useTranslation();
  if (!reasons.length) return null;
  return (
    <Box component="section" aria-labelledby="why-title" sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.paper' }}>
      <Container>
        <SectionHeading id="why-title" title={t('public:home.why.title')} lead={lead} leadLang={leadLang} />
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {reasons.map((reason, index) => {
            const Icon = ICONS[index % ICONS.length]!;
            return (
              <Grid key={index} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
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
                    <Typography
                      variant="h6"
                      component="h3"
                      lang={reason.fallback?.title}
                      sx={{ fontWeight: 800, lineHeight: 1.3 }}
                    >
                      {reason.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" lang={reason.fallback?.text} sx={{ mt: 1 }}>
                      {reason.text}
                    </Typography>
                  </Box>
                </Box>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}
