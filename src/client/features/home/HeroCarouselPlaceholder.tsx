import Box from '@mui/material/Box';

/** The demo slides' shape, used until the first slide tells its own (slides carry text, so they are never cropped). */
export const DEFAULT_RATIO = '5 / 2';

// From md up the carousel's controls sit over the slides; below that they sit in a bar under them, this tall.
export const PHONE_CONTROL_BAR_PX = 52;

// A still skeleton's shade (MUI's Skeleton brings code the first screen does not otherwise need).
const SHADE = 'rgba(27, 42, 48, 0.11)';

/** Where the carousel will be, at its size and with the phones' control bar, while the slides or its code load. */
export function HeroCarouselPlaceholder() {
  return (
    <Box sx={{ bgcolor: 'primary.dark' }}>
      <Box sx={{ bgcolor: SHADE, aspectRatio: DEFAULT_RATIO }} />
      <Box sx={{ display: { xs: 'block', md: 'none' }, height: PHONE_CONTROL_BAR_PX }} />
    </Box>
  );
}
