import { Readable } from 'node:stream';

/**
 * The smallest tar (POSIX ustar) that backups need: regular files only, written and read as streams so a large
 * database never has to fit in memory. Nothing else reads these archives but `readTar`, yet `tar -tzf` lists them.
 */

const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1;

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

function writeText(block: Buffer, offset: number, length: number, value: string): void {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new Error(`Tar field too long: "${value}"`);
  bytes.copy(block, offset);
}

function writeOctal(block: Buffer, offset: number, length: number, value: number): void {
  writeText(block, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum;
}

/** ustar keeps names up to 100 bytes, or 255 split at a `/` into a prefix and a name. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const base = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`Path too long for the archive: ${name}`);
}

function header(file: TarFile, mtime: number): Buffer {
  if (!Number.isSafeInteger(file.size) || file.size < 0 || file.size > MAX_SIZE) {
    throw new Error(`File too large for the archive: ${file.name}`);
  }
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(file.name);
  writeText(block, 0, 100, base);
  writeOctal(block, 100, 8, 0o644);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, file.size);
  writeOctal(block, 136, 12, mtime);
  block[156] = 0x30; // '0': regular file
  writeText(block, 257, 6, 'ustar\0');
  writeText(block, 263, 2, '00');
  writeText(block, 345, 155, prefix);
  writeText(block, 148, 8, `${checksum(block).toString(8).padStart(6, '0')}\0 `);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The tar stream of `files`, in order; each file must be exactly as long as it says. */
export function tarStream(files: TarFile[], mtime = new Date()): Readable {
  const seconds = Math.floor(mtime.getTime() / 1000);
  async function* blocks(): AsyncGenerator<Buffer> {
    for (const file of files) {
      yield header(file, seconds);
      let written = 0;
      for await (const chunk of file.open()) {
        written += chunk.length;
        if (written > file.size) break;
        yield chunk;
      }
      if (written !== file.size) throw new Error(`${file.name} changed size while it was archived`);
      yield padding(file.size);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  return Readable.from(blocks(), { objectMode: false });
}

function readText(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readText(block, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new Error('The archive is damaged (bad tar header).');
  return parseInt(text, 8);
}

function parseHeader(block: Buffer): TarEntry {
  if (readOctal(block, 148, 8) !== checksum(block)) throw new Error('The archive is damaged (tar header checksum).');
  const type = String.fromCharCode(block[156]!);
  const prefix = readText(block, 345, 155);
  const base = readText(block, 0, 100);
  const name = prefix ? `${prefix}/${base}` : base;
  if (type !== '0' && type !== '\0') throw new Error(`The archive holds an entry that is not a plain file: ${name}`);
  return { name, size: readOctal(block, 124, 12) };
}

/**
 * Reads a tar stream entry by entry, handing each entry's bytes to the sink `onEntry` answers. Throws when the
 * stream ends inside an entry or without the end-of-archive blocks.
 */
export async function readTar(input: AsyncIterable<Buffer>, onEntry: (entry: TarEntry) => TarEntrySink): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let current: { sink: TarEntrySink; remaining: number; skip: number } | undefined;
  let finished = false;

  for await (const chunk of input) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (!finished) {
      if (current) {
        if (current.remaining > 0) {
          if (pending.length === 0) break;
          const part = pending.subarray(0, Math.min(current.remaining, pending.length));
          await current.sink.write(part);
          current.remaining -= part.length;
          pending = pending.subarray(part.length);
          continue;
        }
        if (pending.length < current.skip) break;
        pending = pending.subarray(current.skip);
        await current.sink.end();
        current = undefined;
        continue;
      }
      if (pending.length < BLOCK) break;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        finished = true;
        break;
      }
      const entry = parseHeader(block);
      current = { sink: onEntry(entry), remaining: entry.size, skip: padding(entry.size).length };
    }
  }
  if (!finished) throw new Error('The archive is incomplete (it ends before its last entry).');
}
