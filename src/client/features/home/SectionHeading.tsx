import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The size of every home section title; ARTICLES gets it from the page. */
export const SECTION_TITLE_FONT_SIZE = { xs: '1.6rem', md: '2.125rem' } as const;

interface SectionHeadingProps {
  /** The id the section's `aria-labelledby` points at. */
  id: string;
  title: string;
  lead?: string;
  /** The lead's language when it is not the page's (a missing translation). */
  leadLang?: string;
  /** On a dark background. */
  inverted?: boolean;
}

/** A home section's centred title in capitals, with an accent rule and an optional lead sentence. */
export function SectionHeading({ id, title, lead, leadLang, inverted = false }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: 'center', mb: { xs: 4, md: 5 }, maxWidth: 760, mx: 'auto' }}>
      <Typography
        id={id}
        variant="h4"
        component="h2"
        sx={{ fontWeight: 800, fontSize: SECTION_TITLE_FONT_SIZE, textTransform: 'uppercase' }}
      >
        {title}
      </Typography>
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 4,
          borderRadius: 2,
          bgcolor: inverted ? 'secondary.light' : 'secondary.main',
          mx: 'auto',
          mt: 1.5,
        }}
      />
      {lead && (
        <Typography
          lang={leadLang}
          sx={{ mt: 2, color: inverted ? 'rgba(255,255,255,0.88)' : 'text.secondary', fontSize: { md: '1.1rem' } }}
        >
          {lead}
        </Typography>
      )}
    </Box>
  );
}
