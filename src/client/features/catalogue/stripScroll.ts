import { CATEGORY_STRIP_STEP_PX } from '@/common/constants';

/** Room left to scroll; 0 when everything fits. */
const maxScroll = (strip: HTMLElement) => Math.max(0, strip.scrollWidth - strip.clientWidth);

/** One step forward, back to the start once the end is reached (SPEC.md 2.3: the strip loops). */
export function nextStripPosition(strip: HTMLElement, step: number = CATEGORY_STRIP_STEP_PX): number {
  const max = maxScroll(strip);
  // 1 px of slack: browsers report fractional positions at the end.
  if (max === 0 || strip.scrollLeft >= max - 1) return 0;
  return Math.min(strip.scrollLeft + step, max);
}

/** One step back, to the end when already at the start. */
export function previousStripPosition(strip: HTMLElement, step: number = CATEGORY_STRIP_STEP_PX): number {
  const max = maxScroll(strip);
  if (strip.scrollLeft <= 1) return max;
  return Math.max(strip.scrollLeft - step, 0);
}
