import Typography from '@mui/material/Typography';

/** The quiet line a highlight list shows when it has nothing, or could not load. */
export function HighlightsEmpty({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {text}
    </Typography>
  );
}
