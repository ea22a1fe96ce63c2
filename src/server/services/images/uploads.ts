import type { StoredImage } from '@/server/repositories/image-column';
import type { ImageService } from '.';

/**
 * Saves a record together with its new image so that a failure leaves nothing behind: the image is
 * processed first (bad files are refused before any write), the record is saved, and if saving fails the
 * new files are removed. After a successful save the image it replaced is removed.
 */
export async function saveWithImage<T>(
  images: ImageService,
  file: Buffer | undefined,
  save: (image: StoredImage | null) => Promise<{ result: T; replaced?: StoredImage | null }>,
): Promise<T> {
  const image = file ? await images.process(file) : null;
  let outcome: { result: T; replaced?: StoredImage | null };
  try {
    outcome = await save(image);
  } catch (error) {
    await images.remove(image);
    throw error;
  }
  if (outcome.replaced && outcome.replaced.key !== image?.key) await images.remove(outcome.replaced);
  return outcome.result;
}
