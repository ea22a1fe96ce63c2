import type { ImageSet } from '../../common/api/image';
import { parseStoredImage, type StoredImage } from '../services/images';

/** Builds an image's public URLs; repositories get it from the caller (`app.images.toImageSet`). */
export type ToImageSet = (image: StoredImage) => ImageSet;

/** The API form of an image column: its URLs, or null when the row has no image. */
export function imageSetOf(column: string | null, toImageSet: ToImageSet): ImageSet | null {
  const image = parseStoredImage(column);
  return image && toImageSet(image);
}
