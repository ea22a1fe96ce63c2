import fs from 'node:fs/promises';
import path from 'node:path';

/** Regular files under `dir`, as `/`-separated paths relative to it; none when `dir` does not exist. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

export async function hasAnyFile(dir: string): Promise<boolean> {
  return (await listFiles(dir)).length > 0;
}

/**
 * Keeps the upload files of a running installation for the backup. Upload names are random and never reused and
 * a file is written completely before the row that points at it commits, so a hard link keeps the file as it will
 * be even if the server deletes it a moment later (an image replaced after the database snapshot).
 */
export class UploadPins {
  private readonly pinned = new Set<string>();

  constructor(
    private readonly uploadsDir: string,
    private readonly stagingDir: string,
  ) {}

  /** Hard-links every file not pinned yet; answers false when the file system cannot link (then call `copyRest`). */
  async linkNew(): Promise<boolean> {
    for (const file of await listFiles(this.uploadsDir)) {
      if (this.pinned.has(file)) continue;
      const target = await this.prepare(file);
      try {
        await fs.link(path.join(this.uploadsDir, file), target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue; // deleted since listed: no row points at it any more
        if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP' || code === 'EMLINK') return false;
        throw error;
      }
      this.pinned.add(file);
    }
    return true;
  }

  /** Copies every file not pinned yet; safe after the database snapshot, when referenced files are complete. */
  async copyRest(): Promise<void> {
    for (const file of await listFiles(this.uploadsDir)) {
      if (this.pinned.has(file)) continue;
      try {
        await fs.copyFile(path.join(this.uploadsDir, file), await this.prepare(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      this.pinned.add(file);
    }
  }

  /** Pinned files, sorted, relative to the staging directory. */
  files(): string[] {
    return [...this.pinned].sort();
  }

  private async prepare(file: string): Promise<string> {
    const target = path.join(this.stagingDir, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    return target;
  }
}
