import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadsRepository } from '@/server/repositories/uploads-repository';
import { IMAGE_FILE_NAME, imageFileNames } from '.';

/**
 * An upload's files are written before the row that points at them commits, so a young unreferenced file may be
 * an upload still in progress; only files older than this are orphans (left by a killed process or a cut upload).
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Deletes the image files that no row and no kept revision references and that are older than ORPHAN_MIN_AGE_MS;
 * answers their names.
 */
export async function sweepOrphanUploads(
  uploads: UploadsRepository,
  uploadsDir: string,
  now = Date.now(),
): Promise<string[]> {
  let names: string[];
  try {
    names = (await fs.readdir(uploadsDir)).filter((name) => IMAGE_FILE_NAME.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const referenced = await uploads.filesOfRevisions();
  for (const name of (await uploads.referencedImages()).flatMap(imageFileNames)) referenced.add(name);
  const removed: string[] = [];
  for (const name of names.filter((candidate) => !referenced.has(candidate)).sort()) {
    const file = path.join(uploadsDir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile() || now - stat.mtimeMs < ORPHAN_MIN_AGE_MS) continue;
    await fs.rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}
