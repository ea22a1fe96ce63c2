import type { StoredImage } from '@/server/repositories/image-column';
import type { UploadsRepository } from '@/server/repositories/uploads-repository';
import type { ImageService } from '.';

/** What saving an image needs: the pipeline, and the record of what still names a picture. */
export interface ImageStore {
  images: ImageService;
  repos: { uploads: UploadsRepository };
}

/**
 * Removes a picture's files once nothing names it: no row, and no kept revision (whose restore brings it back). The
 * files of a picture a revision names go when the revision is forgotten (see the upload sweep).
 */
export async function releaseImage({ images, repos }: ImageStore, image: StoredImage | null): Promise<void> {
  if (image && !(await repos.uploads.namesImage(image.key))) await images.remove(image);
}

/**
 * Saves a record together with its new image so that a failure leaves nothing behind: the image is
 * processed first (bad files are refused before any write), the record is saved, and if saving fails the
 * new files are removed. After a successful save the image it replaced is released (removed unless a revision names
 * it).
 */
export async function saveWithImage<T>(
  store: ImageStore,
  file: Buffer | undefined,
  save: (image: StoredImage | null) => Promise<{ result: T; replaced?: StoredImage | null }>,
): Promise<T> {
  const { images } = store;
  const image = file ? await images.process(file) : null;
  let outcome: { result: T; replaced?: StoredImage | null };
  try {
    outcome = await save(image);
  } catch (error) {
    await images.remove(image);
    throw error;
  }
  if (outcome.replaced && outcome.replaced.key !== image?.key) await releaseImage(store, outcome.replaced);
  return outcome.result;
}
