import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { MANIFEST_NAME, parseManifest, type BackupManifest, type ManifestFile } from './manifest';
import { readTar, tarStream, type TarEntry, type TarEntrySink } from './tar';

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/**
 * Writes `<manifest.json, then every file it lists>` as a gzipped tar. Each listed file is read from `sourceDir`
 * at its archive path. The archive appears under its name only once complete and flushed to disk.
 */
export async function writeArchive(archive: string, manifest: BackupManifest, sourceDir: string): Promise<number> {
  const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  const entries = [
    {
      name: MANIFEST_NAME,
      size: manifestBytes.length,
      open: () => [manifestBytes] as unknown as AsyncIterable<Buffer>,
    },
    ...manifest.files.map((file) => ({
      name: file.path,
      size: file.size,
      open: () => fs.createReadStream(path.join(sourceDir, file.path)),
    })),
  ];
  const partial = `${archive}.partial-${crypto.randomBytes(4).toString('hex')}`;
  try {
    await pipeline(
      tarStream(entries, new Date(manifest.createdAt)),
      zlib.createGzip(),
      fs.createWriteStream(partial, { flags: 'wx' }),
    );
    const handle = await fsp.open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsp.rename(partial, archive);
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  }
  return (await fsp.stat(archive)).size;
}

class HashingSink implements TarEntrySink {
  private readonly hash = crypto.createHash('sha256');
  private size = 0;

  constructor(
    private readonly expected: ManifestFile,
    private readonly file: fsp.FileHandle | undefined,
    private readonly onVerified: () => void,
  ) {}

  async write(chunk: Buffer): Promise<void> {
    this.hash.update(chunk);
    this.size += chunk.length;
    if (this.file) await this.file.write(chunk);
  }

  async end(): Promise<void> {
    if (this.file) {
      await this.file.sync();
      await this.file.close();
    }
    const sha256 = this.hash.digest('hex');
    if (this.size !== this.expected.size || sha256 !== this.expected.sha256) {
      throw new Error(`Checksum mismatch for ${this.expected.path}: the archive is damaged or was altered.`);
    }
    this.onVerified();
  }
}

class ManifestSink implements TarEntrySink {
  private readonly chunks: Buffer[] = [];

  constructor(private readonly onManifest: (manifest: BackupManifest) => void) {}

  write(chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  end(): void {
    this.onManifest(parseManifest(Buffer.concat(this.chunks).toString('utf8')));
  }
}

/** Where an extracted entry goes, or undefined to only verify it. */
export type ExtractTarget = (file: ManifestFile) => string | undefined;

/**
 * Reads an archive through, checking that it starts with a manifest, holds exactly the files the manifest lists
 * and that each one's size and sha256 match. With `extractTo`, each file is also written where it says (the
 * caller removes those files when this throws); without it nothing is written anywhere.
 */
export async function readArchive(archive: string, extractTo?: ExtractTarget): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  let expected = new Map<string, ManifestFile>();
  const verified = new Set<string>();
  const handles: fsp.FileHandle[] = [];

  const sinkFor = async (entry: TarEntry): Promise<TarEntrySink> => {
    if (!manifest) {
      if (entry.name !== MANIFEST_NAME)
        throw new Error('This file is not a backup made by this application (no manifest first).');
      if (entry.size > MAX_MANIFEST_BYTES) throw new Error('The backup manifest is too large.');
      return new ManifestSink((parsed) => {
        manifest = parsed;
        expected = new Map(parsed.files.map((file) => [file.path, file]));
      });
    }
    const file = expected.get(entry.name);
    if (!file) throw new Error(`The archive holds ${entry.name}, which its manifest does not list.`);
    if (verified.has(entry.name)) throw new Error(`The archive holds ${entry.name} twice.`);
    const destination = extractTo?.(file);
    const done = () => verified.add(entry.name);
    if (!destination) return new HashingSink(file, undefined, done);
    await fsp.mkdir(path.dirname(destination), { recursive: true });
    const handle = await fsp.open(destination, 'wx', 0o644);
    handles.push(handle);
    return new HashingSink(file, handle, done);
  };

  await fsp.access(archive, fs.constants.R_OK).catch(() => {
    throw new Error(`Cannot read the backup file ${archive}.`);
  });
  const gunzip = zlib.createGunzip();
  // Read errors reach readTar through gunzip, which the pipeline destroys with them.
  pipeline(fs.createReadStream(archive), gunzip).catch(() => undefined);
  try {
    await readTar(gunzip, sinkFor);
  } catch (error) {
    gunzip.destroy();
    await Promise.all(handles.map((handle) => handle.close().catch(() => undefined)));
    if (
      (error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR' ||
      (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR'
    ) {
      throw new Error('The archive is damaged (it is not a complete gzip file).');
    }
    throw error;
  }
  if (!manifest) throw new Error('This file is not a backup made by this application (no manifest).');
  const absent = manifest.files.filter((file) => !verified.has(file.path));
  if (absent.length > 0)
    throw new Error(`The archive lacks ${absent.length} file(s) its manifest lists, e.g. ${absent[0]!.path}.`);
  return manifest;
}
