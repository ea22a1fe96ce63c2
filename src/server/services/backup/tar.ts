import { Readable } from 'node:stream';
import { extract, pack, type Pack } from 'tar-stream';

/**
 * Backups as tar (POSIX ustar) streams of regular files, written and read as streams so a large database never
 * has to fit in memory. `tar -tzf` lists them.
 */

export interface TarFile {
  /** Path inside the archive, `/`-separated. */
  name: string;
  size: number;
  open(): AsyncIterable<Buffer> | Readable;
}

export interface TarEntry {
  name: string;
  size: number;
}

/** Receives one entry's bytes in order; `end` is called once all of them were written. */
export interface TarEntrySink {
  write(chunk: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
}

type PackEntry = ReturnType<Pack['entry']>;

/** Resolves once `entry` can take more bytes; throws when it was closed instead. */
function drained(entry: PackEntry): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      entry.removeListener('drain', settle);
      entry.removeListener('close', settle);
      if (entry.destroyed) reject(new Error('The archive stopped while a file was written into it.'));
      else resolve();
    };
    if (entry.destroyed) return settle();
    entry.on('drain', settle);
    entry.on('close', settle);
  });
}

/** Adds one file; its bytes must be exactly as many as it says. */
function addFile(archive: Pack, file: TarFile, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = archive.entry({ name: file.name, size: file.size, mode: 0o644, mtime }, (error) =>
      error ? reject(error) : resolve(),
    );
    // A failure reaches the callback above (and the archive), so it is not reported a second time.
    entry.on('error', () => undefined);
    (async () => {
      let written = 0;
      for await (const chunk of file.open()) {
        written += chunk.length;
        if (written > file.size) break;
        if (!entry.write(chunk)) await drained(entry);
      }
      if (written !== file.size) throw new Error(`${file.name} changed size while it was archived`);
      entry.end(null);
    })().catch((error: unknown) => {
      entry.destroy(error as Error);
      reject(error);
    });
  });
}

/** The tar stream of `files`, in order; each file must be exactly as long as it says. */
export function tarStream(files: TarFile[], mtime = new Date()): Readable {
  const archive = pack();
  (async () => {
    for (const file of files) await addFile(archive, file, mtime);
  })().then(
    () => archive.finalize(),
    (error: unknown) => archive.destroy(error as Error),
  );
  return Readable.from(archive);
}

/** The archive's own words for what the tar reader found wrong. */
function described(error: unknown): unknown {
  const message = error instanceof Error ? error.message : '';
  if (message.startsWith('Invalid tar header')) return new Error('The archive is damaged (bad tar header).');
  if (message === 'Unexpected end of data') {
    return new Error('The archive is incomplete (it ends before its last entry).');
  }
  return error;
}

/**
 * Reads a tar stream entry by entry, handing each entry's bytes to the sink `onEntry` answers. Throws when an
 * entry is not a plain file or the stream ends inside an entry.
 */
export async function readTar(
  input: Readable,
  onEntry: (entry: TarEntry) => TarEntrySink | Promise<TarEntrySink>,
): Promise<void> {
  const entries = extract();
  input.on('error', (error) => entries.destroy(error));
  input.pipe(entries);
  try {
    for await (const entry of entries) {
      const { name, size = 0, type } = entry.header;
      if (type !== 'file') throw new Error(`The archive holds an entry that is not a plain file: ${name}`);
      const sink = await onEntry({ name, size });
      for await (const chunk of entry) await sink.write(chunk as Buffer);
      await sink.end();
    }
  } catch (error) {
    throw described(error);
  }
}
