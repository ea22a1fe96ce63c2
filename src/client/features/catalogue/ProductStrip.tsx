import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@/common/api/catalogue';
import { CATEGORY_STRIP_ARROWS_ABOVE } from '@/common/constants';
import { usePrefersReducedMotion } from '@/client/components/usePrefersReducedMotion';
import { ProductTile } from './ProductTile';
import { nextStripPosition, previousStripPosition } from './stripScroll';
import { useStripAutoScroll } from './useStripAutoScroll';

const TILE_WIDTH_PX = 168;

/**
 * A category's products in one scrolling row. It moves on its own unless the visitor prefers reduced
 * motion or is pointing at or inside it; arrows appear only for long rows (SPEC.md 9).
 */
export function ProductStrip({ products, categoryName }: { products: ProductSummary[]; categoryName: string }) {
  const { t } = useTranslation();
  const stripRef = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  useStripAutoScroll(stripRef, !reducedMotion && !hovered && !focused);
  const showArrows = products.length > CATEGORY_STRIP_ARROWS_ABOVE;

  const scrollWith = (position: (strip: HTMLElement) => number) => {
    const strip = stripRef.current;
    if (strip) strip.scrollLeft = position(strip);
  };
  const leaveFocus = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      role="region"
      aria-label={t('public:catalogue.productsOf', { category: categoryName })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
    >
      {showArrows && (
        <IconButton
          onClick={() => scrollWith(previousStripPosition)}
          aria-label={t('public:catalogue.strip.previous', { category: categoryName })}
        >
          <ChevronLeft />
        </IconButton>
      )}
      <Box
        component="ul"
        ref={stripRef}
        sx={{
          display: 'flex',
          gap: 2,
          m: 0,
          p: 0.5,
          listStyle: 'none',
          overflowX: 'auto',
          scrollBehavior: 'smooth',
          scrollSnapType: 'x proximity',
          // As much as the padding: the first tile then snaps at 0, so the strip does not scroll itself on arrival
          // (a smooth scroll that also ends the browser's search for the largest paint).
          scrollPaddingInline: (theme) => theme.spacing(0.5),
          flexGrow: 1,
          minWidth: 0,
          '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
        }}
      >
        {products.map((product) => (
          <Box component="li" key={product.id} sx={{ flex: `0 0 ${TILE_WIDTH_PX}px`, scrollSnapAlign: 'start' }}>
            <ProductTile product={product} sizes={`${TILE_WIDTH_PX}px`} />
          </Box>
        ))}
      </Box>
      {showArrows && (
        <IconButton
          onClick={() => scrollWith(nextStripPosition)}
          aria-label={t('public:catalogue.strip.next', { category: categoryName })}
        >
          <ChevronRight />
        </IconButton>
      )}
    </Box>
  );
}
