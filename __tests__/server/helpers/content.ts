import fs from 'node:fs';
import path from 'node:path';
import type { ImageSet } from '@/common/api/image';
import { serializeStoredImage } from '@/server/repositories/image-column';
import { expectNoOrphans, solidImage } from './catalogue';
import type { TestApp } from './test-app';

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Runs a small image through the app's own pipeline and answers the column value a row stores. */
export async function storedImageColumn(t: TestApp, colour = { r: 30, g: 120, b: 200 }): Promise<string> {
  return serializeStoredImage(await t.app.images.process(await solidImage('png', 48, 32, colour)));
}

interface ArticleSeed {
  title: string;
  content?: string;
  author?: string;
  daysAgo?: number;
  withImage?: boolean;
}

/** Inserts an article straight through the repository, answering its id. */
export async function seedArticle(t: TestApp, seed: ArticleSeed): Promise<number> {
  return t.app.repos.articles.create(
    {
      title: seed.title,
      content: seed.content ?? `About ${seed.title}`,
      author: seed.author ?? 'Editor',
      image: seed.withImage === false ? null : await storedImageColumn(t),
    },
    daysAgo(seed.daysAgo ?? 0),
  );
}

/** Inserts a gallery photo straight through the repository, answering its id. */
export async function seedPhoto(t: TestApp, name: string, age = 0): Promise<number> {
  return t.app.repos.gallery.create({ name, image: await storedImageColumn(t) }, daysAgo(age));
}

/** The file names under the uploads directory that an answered image set points at. */
export function imageFileNames(image: ImageSet): string[] {
  return image.srcset.split(', ').map((entry) => path.basename(entry.split(' ')[0]!));
}

/** Which of an image set's files exist in the uploads directory. */
export function filesPresent(t: TestApp, image: ImageSet): string[] {
  return imageFileNames(image).filter((name) => fs.existsSync(path.join(t.config.uploadsDir, name)));
}

/** An ImageSet of URLs under /uploads, as every answer gives it. */
export const anImageSet = {
  src: expect.stringMatching(/^\/uploads\/[\w-]+\.webp$/),
  srcset: expect.stringMatching(/^\/uploads\/[\w-]+\.webp \d+w/),
  width: expect.any(Number),
  height: expect.any(Number),
};

/** Every file of the image is in the uploads directory. */
export function expectImageFiles(t: TestApp, image: ImageSet): void {
  expect(filesPresent(t, image)).toEqual(imageFileNames(image));
}

/** Every file of the image is in the uploads directory, and the image is served as WebP. */
export async function expectImageServed(t: TestApp, image: ImageSet): Promise<void> {
  expectImageFiles(t, image);
  const served = await t.app.inject({ method: 'GET', url: image.src });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
}

/**
 * `after` replaced `before`: another image whose files are there, while those of `before` stay exactly as long as a
 * kept revision names them (no orphan either way).
 */
export async function expectImageReplaced(t: TestApp, before: ImageSet, after: ImageSet): Promise<void> {
  expect(after.src).not.toBe(before.src);
  expectImageFiles(t, after);
  await expectNoOrphans(t);
}
