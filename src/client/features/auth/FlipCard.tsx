import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { REDUCED_MOTION_QUERY } from '@/client/components/usePrefersReducedMotion';

const FLIP_MS = 600;
const FADE_MS = 200;

function Face({ hidden, back, children }: { hidden: boolean; back?: boolean; children: ReactNode }) {
  return (
    <Box
      // The face turned away can be neither focused nor read out.
      inert={hidden}
      aria-hidden={hidden || undefined}
      sx={{
        gridArea: '1 / 1',
        backfaceVisibility: 'hidden',
        transform: back ? 'rotateY(180deg)' : 'none',
        [`@media ${REDUCED_MOTION_QUERY}`]: {
          transform: 'none',
          opacity: hidden ? 0 : 1,
          visibility: hidden ? 'hidden' : 'visible',
          transition: `opacity ${FADE_MS}ms ease, visibility ${FADE_MS}ms`,
        },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * Two faces in one place; `flipped` turns the card over in 3D, or crossfades when the system asks for reduced
 * motion. Both faces share the grid cell, so the card is as tall as the taller one and nothing jumps.
 */
export function FlipCard({ flipped, front, back }: { flipped: boolean; front: ReactNode; back: ReactNode }) {
  return (
    <Box sx={{ perspective: '1400px' }}>
      <Box
        sx={{
          display: 'grid',
          transformStyle: 'preserve-3d',
          transition: `transform ${FLIP_MS}ms ease`,
          transform: flipped ? 'rotateY(180deg)' : 'none',
          [`@media ${REDUCED_MOTION_QUERY}`]: { transform: 'none', transition: 'none' },
        }}
      >
        <Face hidden={flipped}>{front}</Face>
        <Face hidden={!flipped} back>
          {back}
        </Face>
      </Box>
    </Box>
  );
}
