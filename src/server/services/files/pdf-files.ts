import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ORPHAN_MIN_AGE_MS } from '../images/upload-sweep';

/** The names a PDF store gives its files: random (16 bytes, base64url) and never derived from the upload. */
export const PDF_FILE_NAME = /^[A-Za-z0-9_-]{22}\.pdf$/;

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** Whether the bytes are a PDF, by their signature: a file's name and announced type prove nothing. */
export const isPdf = (bytes: Buffer): boolean => bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE);

const MAX_NAME_LENGTH = 200;

/**
 * The name a PDF is shown and downloaded under: the last segment of `given` (a name the browser sent, or one typed
 * in), without control characters, at most 200 characters, ending in .pdf; `fallbackStem` when nothing is left.
 */
export function cleanPdfName(given: string | undefined, fallbackStem: string): string {
  const base = (given ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = clean
    .replace(/\.pdf$/i, '')
    .slice(0, MAX_NAME_LENGTH - 4)
    .trim();
  return `${stem || fallbackStem}.pdf`;
}

export interface StoredPdf {
  name: string;
  modifiedMs: number;
}

/**
 * PDF files in a directory of their own outside the uploads (no static route serves it), readable by the server's
 * user only. Only names of PDF_FILE_NAME's shape are ever opened, so a stored name cannot reach elsewhere.
 */
export function createPdfFiles(dir: string) {
  const pathOf = (name: string) => {
    if (!PDF_FILE_NAME.test(name)) throw new Error(`Not a stored PDF file name: ${JSON.stringify(name)}`);
    return path.join(dir, name);
  };

  const remove = async (name: string): Promise<void> => {
    await fs.rm(pathOf(name), { force: true });
  };

  /** Every file of this store in the directory (anything else there is not the store's). */
  const list = async (): Promise<StoredPdf[]> => {
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const files: StoredPdf[] = [];
    for (const name of names.filter((candidate) => PDF_FILE_NAME.test(candidate)).sort()) {
      const stat = await fs.stat(pathOf(name)).catch(() => undefined);
      if (stat?.isFile()) files.push({ name, modifiedMs: stat.mtimeMs });
    }
    return files;
  };

  return {
    dir,

    /** Writes the bytes under a new random name (mode 0600) and answers the name. */
    async save(bytes: Buffer): Promise<string> {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${crypto.randomBytes(16).toString('base64url')}.pdf`;
      await fs.writeFile(pathOf(name), bytes, { mode: 0o600, flag: 'wx' });
      return name;
    },

    /** The file's bytes, or undefined when it is not there. */
    async read(name: string): Promise<Buffer | undefined> {
      try {
        return await fs.readFile(pathOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    remove,
    list,

    /**
     * Removes the files not named in `referenced` that are older than ORPHAN_MIN_AGE_MS (a file is written just before
     * the row that names it, so a younger one may belong to a write under way); answers their names.
     */
    async removeOrphans(referenced: Iterable<string>, now = Date.now()): Promise<string[]> {
      const kept = new Set(referenced);
      const orphans = (await list()).filter(
        (file) => !kept.has(file.name) && now - file.modifiedMs >= ORPHAN_MIN_AGE_MS,
      );
      for (const file of orphans) await remove(file.name);
      return orphans.map((file) => file.name);
    },
  };
}

export type PdfFiles = ReturnType<typeof createPdfFiles>;

/**
 * Saves a record together with its new PDF so that a failure leaves nothing behind: the file is written first, the
 * record is saved, and if saving fails (or `save` throws to refuse it) the file is removed again.
 */
export async function saveWithPdf<T>(
  files: Pick<PdfFiles, 'save' | 'remove'>,
  bytes: Buffer,
  save: (file: string) => Promise<T>,
): Promise<T> {
  const file = await files.save(bytes);
  try {
    return await save(file);
  } catch (error) {
    await files.remove(file).catch(() => undefined);
    throw error;
  }
}
