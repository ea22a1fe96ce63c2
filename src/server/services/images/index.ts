import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ERROR_CODES, type ErrorCode } from '@/common/api/error-codes';
import type { ImageSet } from '@/common/api/image';
import { MAX_UPLOAD_MB } from '@/common/constants';
import { HttpError } from '@/server/errors';
import type { StoredImage } from '@/server/repositories/image-column';
import { createLimiter } from '../concurrency';
import { detectImageType } from './file-type';
import { createVariantCache } from './variant-cache';

export const MAX_IMAGE_PIXELS = 40_000_000;
/** Widths of the WebP variants; none is wider than the original. */
export const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;
const MAX_WIDTH = 1600;
const WEBP = { quality: 80, effort: 4 } as const;
/** Everything besides the input that decides the encoded files: a cached variant made otherwise is not reused. */
const ENCODING = JSON.stringify({ VARIANT_WIDTHS, MAX_WIDTH, WEBP, vips: sharp.versions.vips });

export const unsupportedType = () =>
  new HttpError(
    415,
    ERROR_CODES.unsupportedFileType,
    'Unsupported file type. Upload a JPEG, PNG, WebP, GIF, AVIF or SVG image.',
  );
export const fileTooLarge = (maxMb: number = MAX_UPLOAD_MB) =>
  new HttpError(413, ERROR_CODES.fileTooLarge, `The file is too large: at most ${maxMb} MB.`, undefined, { maxMb });
const unreadable = (why: string, code: ErrorCode = ERROR_CODES.unreadableImage, params?: Record<string, number>) =>
  new HttpError(422, code, why, undefined, params);

const fileName = (key: string, width: number) => `${key}-${width}.webp`;

/** The names of an image's files in the uploads directory, one per variant. */
export const imageFileNames = (image: StoredImage): string[] => image.widths.map((width) => fileName(image.key, width));

const IMAGE_URL = /^\/uploads\/([A-Za-z0-9_-]+)-(\d+)\.webp$/;

/**
 * The stored image an image set of this pipeline describes (toImageSet read backwards: its key and widths from its
 * URLs), or null for anything else.
 */
export function storedImageOf(set: unknown): StoredImage | null {
  if (typeof set !== 'object' || set === null) return null;
  const { srcset, width, height } = set as Partial<ImageSet>;
  if (typeof srcset !== 'string' || typeof width !== 'number' || typeof height !== 'number') return null;
  const files = srcset.split(', ').map((candidate) => IMAGE_URL.exec(candidate.split(' ')[0] ?? ''));
  const key = files[0]?.[1];
  if (!key || files.some((file) => file?.[1] !== key)) return null;
  return { key, width, height, widths: files.map((file) => Number(file![2])) };
}

/** The pictures of this pipeline a state (as the admin API answers it, in JSON text) names. */
export function imagesNamedIn(stateText: string): StoredImage[] {
  const found: StoredImage[] = [];
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    const image = storedImageOf(value);
    if (image) found.push(image);
    else for (const child of Object.values(value)) visit(child);
  };
  visit(JSON.parse(stateText));
  return found;
}

/** What a file the pipeline wrote is named like; anything else in the uploads directory is not its to manage. */
export const IMAGE_FILE_NAME = /^[A-Za-z0-9_-]+-\d+\.webp$/;

const newKey = () => crypto.randomBytes(12).toString('base64url');

/** The one image pipeline every upload and the seed go through (DESIGN.md section 6). */
export function createImageService(uploadsDir: string, maxConcurrent = 2) {
  const limit = createLimiter(maxConcurrent);
  const encodeInTurn = (bytes: Buffer) => limit(() => encode(bytes));

  async function removeFiles(image: StoredImage | null | undefined): Promise<void> {
    if (!image) return;
    await Promise.all(imageFileNames(image).map((name) => fs.rm(path.join(uploadsDir, name), { force: true })));
  }

  async function encode(bytes: Buffer): Promise<StoredImage> {
    const type = detectImageType(bytes);
    if (!type) throw unsupportedType();
    const input = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });

    let meta;
    try {
      // The header alone, without the pixel limit, so an oversized image is told apart from an unreadable one.
      meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
    } catch {
      throw unreadable('The image could not be read. It may be damaged or incomplete.');
    }
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw unreadable('The image has no readable size.');
    if (width * height > MAX_IMAGE_PIXELS) {
      throw unreadable(
        `The image is too large: ${width}x${height} pixels (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`,
        ERROR_CODES.imageTooLargePixels,
        { maxMegapixels: MAX_IMAGE_PIXELS / 1_000_000 },
      );
    }

    const largest = Math.min(width, MAX_WIDTH);
    const widths = [...new Set([...VARIANT_WIDTHS.filter((w) => w < largest), largest])];
    const stored: StoredImage = {
      key: newKey(),
      width: largest,
      height: Math.round((height * largest) / width),
      widths,
    };
    try {
      await fs.mkdir(uploadsDir, { recursive: true, mode: 0o700 });
      for (const variantWidth of widths) {
        await input()
          .rotate()
          .resize({ width: variantWidth, withoutEnlargement: true })
          .webp(WEBP)
          .toFile(path.join(uploadsDir, fileName(stored.key, variantWidth)));
      }
    } catch (error) {
      await removeFiles(stored);
      // File-system failures carry an errno code and are ours (500); anything else is libvips refusing the bytes.
      if ((error as NodeJS.ErrnoException).code) throw error;
      throw unreadable('The image could not be decoded. It may be damaged or incomplete.');
    }
    return stored;
  }

  return {
    /** Validates and re-encodes an upload into WebP variants under a random name. Writes nothing on failure. */
    process: encodeInTurn,

    /**
     * Like process, for pictures that recur from one installation to the next (the demo content's): their variants
     * are encoded once into `cacheDir` and copied from there afterwards (encoding a picture takes a core about a
     * tenth of a second, copying it a millisecond). The cache is a convenience: when it cannot be written, the
     * picture is still processed.
     */
    async processReusing(bytes: Buffer, cacheDir: string): Promise<StoredImage> {
      const cache = createVariantCache(cacheDir, uploadsDir, fileName, ENCODING);
      await fs.mkdir(uploadsDir, { recursive: true, mode: 0o700 });
      const reused = await cache.restore(bytes, newKey());
      if (reused) return reused;
      const stored = await encodeInTurn(bytes);
      await cache.keep(bytes, stored).catch(() => undefined);
      return stored;
    },

    /** Deletes an image's files; call it only after the database change that drops the image committed. */
    remove: removeFiles,

    /** Whether every file of the image is still in the uploads directory. */
    async hasFiles(image: StoredImage): Promise<boolean> {
      const found = await Promise.all(
        imageFileNames(image).map((name) =>
          fs.stat(path.join(uploadsDir, name)).then(
            (stat) => stat.isFile(),
            () => false,
          ),
        ),
      );
      return found.every(Boolean);
    },

    toImageSet(image: StoredImage): ImageSet {
      const url = (width: number) => `/uploads/${fileName(image.key, width)}`;
      return {
        src: url(image.width),
        srcset: image.widths.map((width) => `${url(width)} ${width}w`).join(', '),
        width: image.width,
        height: image.height,
      };
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
