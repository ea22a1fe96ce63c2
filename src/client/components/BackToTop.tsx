import { lazy, Suspense, useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/common/constants';

// Fetched the first time the page is scrolled down, so a visit that never scrolls never downloads the button.
const BackToTopButton = lazy(() =>
  import(/* webpackChunkName: "public-back-to-top" */ './BackToTopButton').then((m) => ({
    default: m.BackToTopButton,
  })),
);

/** True once the page is scrolled more than BACK_TO_TOP_THRESHOLD_PX. */
function useScrolledPastThreshold(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    // Reading the scroll position lays the page out: in the next frame, where the browser lays it out anyway,
    // rather than in the task that mounts (or hydrates) the page.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);
  return past;
}

/** A round 'back to top' button in the corner, shown once the visitor has scrolled down a little. */
export function BackToTop() {
  const visible = useScrolledPastThreshold();
  return visible ? (
    <Suspense fallback={null}>
      <BackToTopButton />
    </Suspense>
  ) : null;
}
