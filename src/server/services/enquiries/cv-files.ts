import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The names this store gives CVs: random (16 bytes, base64url) and never derived from the upload. */
export const CV_FILE_NAME = /^[A-Za-z0-9_-]{22}\.pdf$/;

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** Whether the bytes are a PDF, by their signature: a file's name and announced type prove nothing. */
export const isPdf = (bytes: Buffer): boolean => bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE);

const MAX_NAME_LENGTH = 200;

/**
 * The name an uploaded CV is shown and downloaded under: the last segment of what the browser sent, without
 * control characters, at most 200 characters, ending in .pdf.
 */
export function cleanUploadName(uploaded: string | undefined): string {
  const base = (uploaded ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = clean
    .replace(/\.pdf$/i, '')
    .slice(0, MAX_NAME_LENGTH - 4)
    .trim();
  return `${stem || 'cv'}.pdf`;
}

export interface CvFile {
  name: string;
  modifiedMs: number;
}

/**
 * Applicants' CVs, in a directory of their own outside the uploads (no static route serves it), readable by the
 * server's user only. Only names of CV_FILE_NAME's shape are ever opened, so a stored name cannot reach elsewhere.
 */
export function createCvFiles(cvDir: string) {
  const pathOf = (name: string) => {
    if (!CV_FILE_NAME.test(name)) throw new Error(`Not a CV file name: ${JSON.stringify(name)}`);
    return path.join(cvDir, name);
  };

  return {
    dir: cvDir,

    /** Writes the bytes under a new random name (mode 0600) and answers the name. */
    async save(bytes: Buffer): Promise<string> {
      await fs.mkdir(cvDir, { recursive: true, mode: 0o700 });
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

    async remove(name: string): Promise<void> {
      await fs.rm(pathOf(name), { force: true });
    },

    /** Every CV file in the directory (anything else there is not this store's). */
    async list(): Promise<CvFile[]> {
      let names: string[];
      try {
        names = await fs.readdir(cvDir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const files: CvFile[] = [];
      for (const name of names.filter((candidate) => CV_FILE_NAME.test(candidate)).sort()) {
        const stat = await fs.stat(pathOf(name)).catch(() => undefined);
        if (stat?.isFile()) files.push({ name, modifiedMs: stat.mtimeMs });
      }
      return files;
    },
  };
}

export type CvFiles = ReturnType<typeof createCvFiles>;
