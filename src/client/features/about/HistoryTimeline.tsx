import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The company's milestones (SPEC.md 2.3), oldest first; `dateTime` is machine-readable, the text is translated. */
const MILESTONES = [
  { key: 'founded', dateTime: '2000-05' },
  { key: 'soleAgent', dateTime: '2000' },
  { key: 'renamed', dateTime: '2008-06' },
  { key: 'expanded', dateTime: '2013' },
] as const;

const DOT_PX = 16;

/** The history as a vertical line of dated milestones. */
export function HistoryTimeline() {
  const { t } = useTranslation();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative' }}>
      {MILESTONES.map(({ key, dateTime }, index) => (
        <Box
          component="li"
          key={key}
          sx={{
            position: 'relative',
            pl: { xs: 4.5, sm: 5 },
            pb: index === MILESTONES.length - 1 ? 0 : 4,
            // The line joins this milestone's dot to the next one's.
            '&::before':
              index === MILESTONES.length - 1
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    left: DOT_PX / 2 - 1,
                    top: DOT_PX,
                    bottom: 0,
                    width: 2,
                    bgcolor: 'primary.light',
                  },
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: 0,
              top: 2,
              width: DOT_PX,
              height: DOT_PX,
              borderRadius: '50%',
              bgcolor: 'secondary.main',
              boxShadow: (theme) => `0 0 0 4px ${theme.palette.background.paper}`,
            }}
          />
          <Typography
            component="time"
            dateTime={dateTime}
            sx={{ display: 'block', fontWeight: 800, color: 'primary.main', letterSpacing: 0.5, lineHeight: 1.3 }}
          >
            {t(`public:about.history.milestones.${key}.date`)}
          </Typography>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mt: 0.5, fontSize: '1.1rem' }}>
            {t(`public:about.history.milestones.${key}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t(`public:about.history.milestones.${key}.text`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
