import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useId, type ReactNode } from 'react';

/**
 * The level of the sections' headings: 3 on the product page, under the product's h2 name; 2 in the back office,
 * where the name is the page's h1.
 */
export const SectionHeadingLevel = createContext<2 | 3>(3);

interface ProductSectionProps {
  title: string;
  /** The section's content, given the heading's id to name a table or a list by. */
  children: (headingId: string) => ReactNode;
}

/** One part of a product's page below its description (specifications, documents, ...), named by its heading. */
export function ProductSection({ title, children }: ProductSectionProps) {
  const headingId = useId();
  const level = useContext(SectionHeadingLevel);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component={`h${level}`} sx={{ fontWeight: 800, mb: 1.5 }}>
        {title}
      </Typography>
      {children(headingId)}
    </Box>
  );
}
