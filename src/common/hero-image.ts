import type { ImageSet } from './api/image';
import type { PageRecord } from './page-render';
import { matchRoute } from './routes';

/** How wide each page's main image is drawn; the page and the server's image preload use the same value. */
export const IMAGE_SIZES = {
  heroSlide: '100vw',
  productDetail: '(min-width: 900px) 50vw, 100vw',
  articleDetail: '(min-width: 900px) 852px, 100vw',
  // Below 600px a category card spans the container less its own and the container's padding (16px each side, twice).
  categoryCard: '(min-width: 900px) 240px, (min-width: 600px) 200px, calc(100vw - 64px)',
} as const;
export type ImageSizeName = keyof typeof IMAGE_SIZES;

/** The largest image above the fold, which the browser should start loading before any script runs. */
export interface HeroImage {
  image: ImageSet;
  sizes: string;
}

/** The largest image above the fold of the public page at `pathname`, found in the page's record. */
export function heroImageOf(pathname: string, record: PageRecord | null | undefined): HeroImage | undefined {
  const hero = matchRoute(pathname)?.route.data?.heroImage;
  const data = record?.data;
  if (!hero || !data || typeof data !== 'object') return undefined;
  const image = hero.from(data as Record<string, unknown>);
  return image ? { image, sizes: IMAGE_SIZES[hero.sizes] } : undefined;
}
