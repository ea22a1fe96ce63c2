import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  /** A sentence under the heading: what the section is for. */
  intro?: string;
  /** Beside the heading: the section's status or main action. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled part of the profile screen, named by its heading for screen readers. */
export function ProfileSection({ title, intro, action, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>
    </Paper>
  );
}
