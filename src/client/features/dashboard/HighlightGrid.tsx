import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A list of highlight cards (each child an `<li>`): one column on phones, up to three on wide screens. */
export function HighlightGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        gap: 3,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}
