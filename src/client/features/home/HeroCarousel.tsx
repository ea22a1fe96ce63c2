import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Slide } from '@/common/api/slides';
import { CAROUSEL_INTERVAL_MS } from '@/common/constants';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { useHydrated } from '@/client/components/useHydrated';
import { usePrefersReducedMotion } from '@/client/components/usePrefersReducedMotion';
import { DEFAULT_RATIO, PHONE_CONTROL_BAR_PX } from './HeroCarouselPlaceholder';
import { CAROUSEL_EMBLA_DURATION } from './motion';

const controlSx = {
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.45)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.65)' },
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
  // Hidden, its place kept, until the code that moves the slides runs.
  '&[hidden]': { visibility: 'hidden' },
};

const overSlideMiddle = { position: { md: 'absolute' }, top: { md: '50%' }, transform: { md: 'translateY(-50%)' } };
const overSlideCorner = { position: { md: 'absolute' }, right: { md: 16 }, bottom: { md: 16 } };

/** The slide's link as a button: a page of the site through the router, any other address as a plain link. */
function SlideButton({ slide }: { slide: Slide }) {
  const link = slide.button_link;
  if (!link || !slide.button_label) return null;
  const inside = link.startsWith('/');
  return (
    <Button
      {...(inside ? { component: RouterLink, to: link } : { href: link })}
      variant="contained"
      color="secondary"
      size="large"
      lang={slide.fallback?.button_label}
      sx={{ mt: { xs: 1.5, md: 3 }, alignSelf: 'flex-start' }}
    >
      {slide.button_label}
    </Button>
  );
}

/** The slide's texts over its image, on a shade that keeps them readable whatever the picture. */
function SlideTexts({ slide }: { slide: Slide }) {
  if (!slide.title && !slide.subtitle && !(slide.button_label && slide.button_link)) return null;
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        background: 'linear-gradient(90deg, rgba(0,0,0,0.62) 0%, rgba(0,0,0,0.35) 55%, rgba(0,0,0,0) 100%)',
        color: 'common.white',
      }}
    >
      <Box
        sx={{
          px: { xs: 2, sm: 4, md: 10 },
          maxWidth: { xs: '100%', md: '60%' },
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {slide.title && (
          <Typography
            component="p"
            lang={slide.fallback?.title}
            sx={{ fontWeight: 800, fontSize: { xs: '1.15rem', sm: '1.75rem', md: '2.75rem' }, lineHeight: 1.15 }}
          >
            {slide.title}
          </Typography>
        )}
        {slide.subtitle && (
          <Typography
            lang={slide.fallback?.subtitle}
            sx={{
              mt: { xs: 0.5, md: 1.5 },
              fontSize: { xs: '0.85rem', sm: '1rem', md: '1.25rem' },
              display: { xs: '-webkit-box', md: 'block' },
              WebkitLineClamp: { xs: 2, md: 'unset' },
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {slide.subtitle}
          </Typography>
        )}
        <SlideButton slide={slide} />
      </Box>
    </Box>
  );
}

/** Embla needs IntersectionObserver and ResizeObserver; without them (jsdom) the first slide simply stays. */
function useCarouselSupported(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    setSupported(typeof IntersectionObserver === 'function' && typeof ResizeObserver === 'function');
  }, []);
  return supported;
}

/**
 * The full-width slides at the top of the home page: they advance every CAROUSEL_INTERVAL_MS and loop, pause
 * while pointed at or swiped, and stay still for visitors who prefer reduced motion or press pause.
 */
export function HeroCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const supported = useCarouselSupported();
  const controlsWork = useHydrated();
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
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

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
              key={slide.id}
              role="group"
              aria-roledescription={t('public:home.carousel.slide')}
              aria-label={t('public:home.carousel.position', { current: index + 1, total: slides.length })}
              // Only the slide in view can be reached from the keyboard; the others' buttons wait their turn.
              inert={supported && index !== selected ? true : undefined}
              sx={{ flex: '0 0 100%', minWidth: 0, aspectRatio: ratio, position: 'relative' }}
            >
              <Box lang={slide.fallback?.alt_text} sx={{ width: '100%', height: '100%' }}>
                <ResponsiveImage
                  image={slide.image}
                  alt={slide.alt_text}
                  sizes="100vw"
                  priority={index === 0}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </Box>
              <SlideTexts slide={slide} />
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
            hidden={!controlsWork}
            sx={{ ...controlSx, ...overSlideMiddle, left: { md: 16 } }}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            onClick={() => setPausedByVisitor(!paused)}
            aria-label={t(paused ? 'public:home.carousel.play' : 'public:home.carousel.pause')}
            hidden={!controlsWork}
            sx={{ ...controlSx, ...overSlideCorner }}
          >
            {paused ? <PlayArrow /> : <Pause />}
          </IconButton>
          <IconButton
            onClick={() => embla?.scrollNext()}
            aria-label={t('public:home.carousel.next')}
            hidden={!controlsWork}
            sx={{ ...controlSx, ...overSlideMiddle, right: { md: 16 } }}
          >
            <ChevronRight />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
