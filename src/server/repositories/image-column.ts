import type { ImageSet } from '@/common/api/image';

/** What the database keeps of an image: enough to rebuild its URLs and to delete its files. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
  widths: number[];
}

/** An image column's value (JSON text) as the image it describes, or null when the row has no image. */
export function parseStoredImage(column: string | null): StoredImage | null {
  return column ? (JSON.parse(column) as StoredImage) : null;
}

/** The value an image column keeps of an image. */
export function serializeStoredImage(image: StoredImage): string {
  return JSON.stringify(image);
}

/** Builds an image's public URLs. */
export type ToImageSet = (image: StoredImage) => ImageSet;

/** Where the repositories get image URLs from (the image service, `app.images`), given once to `createRepositories`. */
export interface ImageUrls {
  toImageSet: ToImageSet;
}

/** The API form of an image column: its URLs, or null when the row has no image. */
export function imageSetOf(column: string | null, toImageSet: ToImageSet): ImageSet | null {
  const image = parseStoredImage(column);
  return image && toImageSet(image);
}
