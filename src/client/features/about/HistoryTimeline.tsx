import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Milestone } from '@/common/api/about';

const DOT_PX = 16;

/** The history as a vertical line of dated milestones, in the order the admin gave them. */
export function HistoryTimeline({ milestones }: { milestones: Milestone[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative' }}>
      {milestones.map((milestone, index) => (
        <Box
          component="li"
          key={index}
          sx={{
            position: 'relative',
            pl: { xs: 4.5, sm: 5 },
            pb: index === milestones.length - 1 ? 0 : 4,
            // The line joins this milestone's dot to the next one's.
            '&::before':
              index === milestones.length - 1
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
          {milestone.date && (
            <Typography
              component="p"
              lang={milestone.fallback?.date}
              sx={{ fontWeight: 800, color: 'primary.main', letterSpacing: 0.5, lineHeight: 1.3 }}
            >
              {milestone.date}
            </Typography>
          )}
          <Typography
            variant="h6"
            component="h3"
            lang={milestone.fallback?.title}
            sx={{ fontWeight: 700, mt: 0.5, fontSize: '1.1rem' }}
          >
            {milestone.title}
          </Typography>
          {milestone.text && (
            <Typography color="text.secondary" lang={milestone.fallback?.text} sx={{ mt: 0.5 }}>
              {milestone.text}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
