import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { wrapLongWords } from '@/client/theme/textWrap';

/** Labelled values as a description list, label beside value (stacked on phones); empty values are left out. */
export function DetailList({ entries }: { entries: { label: string; value: ReactNode }[] }) {
  const shown = entries.filter(({ value }) => value !== null && value !== undefined && value !== '');
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, max-content) minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
      }}
    >
      {shown.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, ...wrapLongWords }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
