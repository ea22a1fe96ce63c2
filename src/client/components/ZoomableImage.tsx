import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import Zoom from 'react-medium-image-zoom';
import type { ImageSet } from '@/common/api/image';
import { ZOOM_CLOSE_SWIPE_PX } from '@/common/constants';

/**
 * react-medium-image-zoom ships its look as dist/styles.css, and webpack here has no CSS loader; these are
 * the rules of its version 5.4 that the zoom needs to position and animate itself.
 */
const zoomStyles = `
[data-rmiz-ghost] { position: absolute; pointer-events: none; }
[data-rmiz-btn-zoom], [data-rmiz-btn-unzoom] {
  background-color: rgba(0, 0, 0, 0.7); border-radius: 50%; border: none; box-shadow: 0 0 1px rgba(255, 255, 255, 0.5);
  color: #fff; height: 40px; margin: 0; outline-offset: 2px; padding: 9px; touch-action: manipulation; width: 40px;
  -webkit-appearance: none; -moz-appearance: none; appearance: none;
}
[data-rmiz-btn-zoom]:not(:focus):not(:active) {
  position: absolute; clip: rect(0 0 0 0); clip-path: inset(50%); height: 1px; overflow: hidden; pointer-events: none;
  white-space: nowrap; width: 1px;
}
[data-rmiz-btn-zoom] { position: absolute; inset: 10px 10px auto auto; cursor: zoom-in; }
[data-rmiz-btn-unzoom] { position: absolute; inset: 20px 20px auto auto; cursor: zoom-out; z-index: 1; }
[data-rmiz-content="found"] img, [data-rmiz-content="found"] svg, [data-rmiz-content="found"] [role="img"],
[data-rmiz-content="found"] [data-zoom] { cursor: zoom-in; }
[data-rmiz-modal]::backdrop { display: none; }
[data-rmiz-modal][open] {
  position: fixed; width: 100vw; width: 100dvw; height: 100vh; height: 100dvh; max-width: none; max-height: none;
  margin: 0; padding: 0; border: 0; background: transparent; overflow: hidden; overscroll-behavior: none;
  pointer-events: all;
}
[data-rmiz-modal-overlay] { position: absolute; inset: 0; transition: background-color 0.3s; }
[data-rmiz-modal-overlay="hidden"] { background-color: rgba(255, 255, 255, 0); }
[data-rmiz-modal-overlay="visible"] { background-color: rgba(255, 255, 255, 1); }
[data-rmiz-modal-content] { position: relative; width: 100%; height: 100%; }
[data-rmiz-modal-img] {
  position: absolute; cursor: zoom-out; image-rendering: high-quality; transform-origin: top left;
  transition: transform 0.3s;
}
@media (prefers-reduced-motion: reduce) {
  [data-rmiz-modal-overlay], [data-rmiz-modal-img] { transition-duration: 0.01ms !important; }
}
`;

interface ZoomableImageProps {
  /** Names of the buttons that open and close the zoom, for screen readers and keyboard users. */
  zoomLabel: string;
  unzoomLabel: string;
  /** The image set the zoom draws at full-screen size; without it the zoom enlarges the shown file. */
  image?: ImageSet;
  /** The image (an `<img>`) to zoom. */
  children: ReactNode;
}

/**
 * An image that opens full screen on click; Escape, a click outside, the wheel or a vertical swipe of more
 * than ZOOM_CLOSE_SWIPE_PX close it again (SPEC.md 4).
 */
export function ZoomableImage({ zoomLabel, unzoomLabel, image, children }: ZoomableImageProps) {
  return (
    <>
      <GlobalStyles styles={zoomStyles} />
      <Zoom
        a11yNameButtonZoom={zoomLabel}
        a11yNameButtonUnzoom={unzoomLabel}
        swipeToUnzoomThreshold={ZOOM_CLOSE_SWIPE_PX}
        zoomImg={image && { src: image.src, srcSet: image.srcset, sizes: '100vw' }}
      >
        {children}
      </Zoom>
    </>
  );
}
