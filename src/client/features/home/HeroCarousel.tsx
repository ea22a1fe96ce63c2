import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeSlide } from '@/common/api/home';
import { CAROUSEL_INTERVAL_MS } from '@/common/constants';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { usePrefersReducedMotion } from '@/client/components/usePrefersReducedMotion';
import { CAROUSEL_EMBLA_DURATION } from './motion';

/** The demo slides' shape, used until the first slide tells its own (slides carry text, so they are never cropped). */
const DEFAULT_RATIO = '5 / 2';

const controlSx = {
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.45)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.65)' },
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
};

// From md up the controls sit over the slides; below that they sit in a bar under them, this tall.
const PHONE_CONTROL_BAR_PX = 52;
const overSlideMiddle = { position: { md: 'absolute' }, top: { md: '50%' }, transform: { md: 'translateY(-50%)' } };
const overSlideCorner = { position: { md: 'absolute' }, right: { md: 16 }, bottom: { md: 16 } };

/** Embla needs IntersectionObserver and ResizeObserver; without them (jsdom) the first slide simply stays. */
function useCarouselSupported(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    setSupported(typeof IntersectionObserver === 'function' && typeof ResizeObserver === 'function');
  }, []);
  return supported;
}

/** Where the carousel will be, at its size and with the phones' control bar, while the slides load. */
export function HeroCarouselPlaceholder() {
  return (
    <Box sx={{ bgcolor: 'primary.dark' }}>
      <Skeleton
        variant="rectangular"
        animation={false}
        sx={{ width: '100%', height: 'auto', aspectRatio: DEFAULT_RATIO }}
      />
      <Box sx={{ display: { xs: 'block', md: 'none' }, height: PHONE_CONTROL_BAR_PX }} />
    </Box>
  );
}

/**
 * The full-width slides at the top of the home page: they advance every CAROUSEL_INTERVAL_MS and loop, pause
 * while pointed at or swiped, and stay still for visitors who prefer reduced motion or press pause.
 */
export function HeroCarousel({ slides }: { slides: HomeSlide[] }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const supported = useCarouselSupported();
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const first = slides[0]?.image;
  const ratio = first ? `${first.width} / ${first.height}` : DEFAULT_RATIO;

  const plugins = useMemo(
    () => (paused ? [] : [Autoplay({ delay: CAROUSEL_INTERVAL_MS, stopOnMouseEnter: true, stopOnInteraction: false })]),
    [paused],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, duration: reducedMotion ? 0 : CAROUSEL_EMBLA_DURATION, active: supported },
    plugins,
  );

  return (
    <Box
      component="section"
      aria-roledescription={t('public:home.carousel.roleDescription')}
      aria-label={t('public:home.carousel.label')}
      sx={{ position: 'relative', bgcolor: 'primary.dark' }}
    >
      <Box ref={viewportRef} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {slides.map((slide, index) => (
            <Box
              key={slide.image.src}
              role="group"
              aria-roledescription={t('public:home.carousel.slide')}
              aria-label={t('public:home.carousel.position', { current: index + 1, total: slides.length })}
              sx={{ flex: '0 0 100%', minWidth: 0, aspectRatio: ratio }}
            >
              <ResponsiveImage
                image={slide.image}
                alt={slide.title}
                sizes="100vw"
                priority={index === 0}
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </Box>
          ))}
        </Box>
      </Box>
      {slides.length > 1 && (
        // Under the slides on phones, where buttons over the picture would hide its text; over them from md up.
        <Box
          sx={{
            display: { xs: 'flex', md: 'contents' },
            justifyContent: 'center',
            alignItems: 'center',
            gap: 2,
            height: { xs: PHONE_CONTROL_BAR_PX, md: 'auto' },
          }}
        >
          <IconButton
            onClick={() => embla?.scrollPrev()}
            aria-label={t('public:home.carousel.previous')}
            sx={{ ...controlSx, ...overSlideMiddle, left: { md: 16 } }}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            onClick={() => setPausedByVisitor(!paused)}
            aria-label={t(paused ? 'public:home.carousel.play' : 'public:home.carousel.pause')}
            sx={{ ...controlSx, ...overSlideCorner }}
          >
            {paused ? <PlayArrow /> : <Pause />}
          </IconButton>
          <IconButton
            onClick={() => embla?.scrollNext()}
            aria-label={t('public:home.carousel.next')}
            sx={{ ...controlSx, ...overSlideMiddle, right: { md: 16 } }}
          >
            <ChevronRight />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
