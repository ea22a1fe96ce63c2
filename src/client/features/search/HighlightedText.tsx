import Box from '@mui/material/Box';
import { Fragment } from 'react';
import type { Highlighted } from '@/common/api/search';

/** A title or snippet with the words the search matched in `<mark>`; the texts are drawn as text, never as markup. */
export function HighlightedText({ segments }: { segments: Highlighted }) {
  return segments.map((segment, index) =>
    segment.match ? (
      <Box
        key={index}
        component="mark"
        sx={{ bgcolor: 'rgba(184, 92, 0, 0.16)', color: 'inherit', fontWeight: 700, borderRadius: 0.5, px: 0.25 }}
      >
        {segment.text}
      </Box>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
