import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useRevealOnce } from './useRevealOnce';

interface RevealProps {
  children: ReactNode;
  /** Seconds the fade and slide take (SPEC.md 9: 0.5 for sections). */
  duration?: number;
  /** Seconds to wait once visible before moving. */
  delay?: number;
}

const SLIDE_DISTANCE_PX = 24;

/** The part and its motion: its state changes only once React has hydrated it (it is inside Reveal's boundary). */
function Revealed({ children, duration = 0.5, delay = 0 }: RevealProps) {
  const { ref, revealed } = useRevealOnce<HTMLDivElement>();
  const reducedMotion = usePrefersReducedMotion();
  const shown = revealed || reducedMotion;
  return (
    <Box
      ref={ref}
      sx={{
        opacity: shown ? 1 : 0,
        transform: shown ? 'none' : `translateY(${SLIDE_DISTANCE_PX}px)`,
        transition: reducedMotion
          ? 'none'
          : `opacity ${duration}s ease-out ${delay}s, transform ${duration}s ease-out ${delay}s`,
        [`@media ${REDUCED_MOTION_QUERY}`]: { opacity: 1, transform: 'none', transition: 'none' },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * Fades and slides its content in the first time it scrolls into view. With reduced motion the content is
 * simply there: no transition, no waiting for the observer. Each is a Suspense boundary of its own, so on a page the
 * server rendered React hydrates it apart from the rest of the page, and first if the visitor taps in it.
 */
export function Reveal(props: RevealProps) {
  return (
    <Suspense fallback={null}>
      <Revealed {...props} />
    </Suspense>
  );
}
