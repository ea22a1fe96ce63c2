import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from './usePrefersReducedMotion';
import { MAIN_CONTENT_ID } from './SkipLink';

const appear = keyframes`
  from { opacity: 0; transform: scale(0.6); }
  to { opacity: 1; transform: none; }
`;

/** A round 'back to top' button in the corner (see BackToTop, which shows it). */
export function BackToTopButton() {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();

  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    // The button disappears at the top; keep keyboard focus on the page rather than losing it.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };

  return (
    <Fab
      color="primary"
      size="medium"
      aria-label={t('public:home.backToTop')}
      title={t('public:home.backToTop')}
      onClick={backToTop}
      sx={{
        position: 'fixed',
        right: { xs: 16, md: 32 },
        bottom: { xs: 16, md: 32 },
        zIndex: (theme) => theme.zIndex.speedDial,
        animation: `${appear} 200ms ease-out`,
        [`@media ${REDUCED_MOTION_QUERY}`]: { animation: 'none' },
      }}
    >
      <KeyboardArrowUp />
    </Fab>
  );
}
