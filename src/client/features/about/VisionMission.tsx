import FlagOutlined from '@mui/icons-material/FlagOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AboutContent } from '@/common/api/about';

const STATEMENTS = [
  { key: 'vision', Icon: VisibilityOutlined },
  { key: 'mission', Icon: FlagOutlined },
] as const;

/** The company's vision and mission, side by side from tablet width. */
export function VisionMission({ about }: { about: AboutContent }) {
  const { t } = useTranslation();
  const statements = STATEMENTS.filter(({ key }) => about[key].trim() !== '');
  if (!statements.length) return null;
  return (
    <Grid container spacing={3}>
      {statements.map(({ key, Icon }) => (
        <Grid key={key} size={{ xs: 12, sm: statements.length > 1 ? 6 : 12 }}>
          <Paper
            component="section"
            aria-labelledby={`about-${key}-title`}
            variant="outlined"
            sx={{
              height: '100%',
              p: { xs: 3, md: 4 },
              borderRadius: 3,
              borderTop: '4px solid',
              borderTopColor: 'primary.main',
            }}
          >
            <Icon aria-hidden color="primary" sx={{ fontSize: 40 }} />
            <Typography id={`about-${key}-title`} variant="h5" component="h2" sx={{ fontWeight: 800, mt: 1 }}>
              {t(`public:about.${key}.title`)}
            </Typography>
            <Typography
              lang={about.fallback?.[key]}
              sx={{ mt: 1.5, fontSize: { md: '1.15rem' }, whiteSpace: 'pre-line' }}
            >
              {about[key]}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
