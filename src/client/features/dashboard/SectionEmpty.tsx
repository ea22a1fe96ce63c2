import Typography from '@mui/material/Typography';

/** The quiet line a dashboard section shows when it has nothing to show (or, for highlights, could not load). */
export function SectionEmpty({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {text}
    </Typography>
  );
}
