import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import { keyframes } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/common/constants';
import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from './usePrefersReducedMotion';
import { MAIN_CONTENT_ID } from './SkipLink';

const appear = keyframes`
  from { opacity: 0; transform: scale(0.6); }
  to { opacity: 1; transform: none; }
`;

/** True once the page is scrolled more than BACK_TO_TOP_THRESHOLD_PX. */
function useScrolledPastThreshold(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return past;
}

/** A round 'back to top' button in the corner, shown once the visitor has scrolled down a little. */
export function BackToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPastThreshold();
  const reducedMotion = usePrefersReducedMotion();
  if (!visible) return null;

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
