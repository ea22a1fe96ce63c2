import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StoredImage } from '@/server/repositories/image-column';

/** What a cache entry records besides its files: the image's size and the widths of its variants. */
type Entry = Omit<StoredImage, 'key'>;

const isEntry = (value: unknown): value is Entry => {
  const entry = value as Partial<Entry> | null;
  return (
    typeof entry?.width === 'number' &&
    typeof entry.height === 'number' &&
    Array.isArray(entry.widths) &&
    entry.widths.every((width) => Number.isInteger(width) && width > 0)
  );
};

/**
 * Encoded variants kept in `cacheDir` by the hash of the input and of the pipeline's settings (`signature`), for
 * pictures that recur from one installation to the next. An entry is its variants, then a manifest written last, each
 * by renaming a finished file into place, so a reader never meets half an entry, and processes filling one cache
 * at once at worst encode the same picture twice.
 */
export function createVariantCache(
  cacheDir: string,
  uploadsDir: string,
  variantFile: (key: string, width: number) => string,
  signature: string,
) {
  const entryKey = (bytes: Buffer) =>
    crypto.createHash('sha256').update(signature).update(bytes).digest('base64url').slice(0, 32);
  const manifestOf = (entry: string) => path.join(cacheDir, `${entry}.json`);

  async function placeAtomically(target: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const temporary = `${target}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.tmp`;
    try {
      await write(temporary);
      await fs.rename(temporary, target);
    } finally {
      await fs.rm(temporary, { force: true });
    }
  }

  return {
    /** The input's variants copied from the cache into the uploads directory under `key`; none on a miss. */
    async restore(bytes: Buffer, key: string): Promise<StoredImage | undefined> {
      const entry = entryKey(bytes);
      let recorded: unknown;
      try {
        recorded = JSON.parse(await fs.readFile(manifestOf(entry), 'utf8'));
      } catch {
        return undefined;
      }
      if (!isEntry(recorded)) return undefined;
      const stored: StoredImage = { key, width: recorded.width, height: recorded.height, widths: recorded.widths };
      const copies = stored.widths.map((width) =>
        fs.copyFile(path.join(cacheDir, variantFile(entry, width)), path.join(uploadsDir, variantFile(key, width))),
      );
      const copied = await Promise.allSettled(copies);
      if (copied.every((result) => result.status === 'fulfilled')) return stored;
      await Promise.all(
        stored.widths.map((width) => fs.rm(path.join(uploadsDir, variantFile(key, width)), { force: true })),
      );
      return undefined;
    },

    /** Keeps the variants `stored` names (in the uploads directory) as the input's entry. */
    async keep(bytes: Buffer, stored: StoredImage): Promise<void> {
      const entry = entryKey(bytes);
      await fs.mkdir(cacheDir, { recursive: true });
      for (const width of stored.widths) {
        await placeAtomically(path.join(cacheDir, variantFile(entry, width)), (temporary) =>
          fs.copyFile(path.join(uploadsDir, variantFile(stored.key, width)), temporary),
        );
      }
      const recorded: Entry = { width: stored.width, height: stored.height, widths: stored.widths };
      await placeAtomically(manifestOf(entry), (temporary) => fs.writeFile(temporary, JSON.stringify(recorded)));
    },
  };
}
