import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Dialect } from '@/server/db/database';

export const MANIFEST_NAME = 'manifest.json';
export const BACKUP_FORMAT = 'sinar-aditif-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The archive's top folders of files: the uploads, the applicants' CVs and the products' documents (the last two
 * absent from older backups). */
export const FILE_ENTRIES = ['uploads', 'cv', 'documents'] as const;
export type FileEntry = (typeof FILE_ENTRIES)[number];

export interface ManifestFile {
  /** Path inside the archive: `database/…`, `uploads/…`, `cv/…` or `documents/…`. */
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  dialect: Dialect;
  /** Schema migrations applied to the database that was backed up, in order. */
  migrations: string[];
  /** Rows per table at the moment of the snapshot. */
  tables: Record<string, number>;
  files: ManifestFile[];
}

/** An archive path under `database/` or a file folder that cannot escape the directory it is extracted into. */
export function isSafeArchivePath(name: string): boolean {
  const [top = '', ...rest] = name.split('/');
  return (
    (top === 'database' || (FILE_ENTRIES as readonly string[]).includes(top)) &&
    rest.length > 0 &&
    rest.every((part) => part !== '' && part !== '.' && part !== '..' && !/[\\\0]/.test(part))
  );
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseFile(value: unknown): ManifestFile {
  if (
    !isRecord(value) ||
    typeof value.path !== 'string' ||
    !isSafeArchivePath(value.path) ||
    !Number.isSafeInteger(value.size) ||
    typeof value.sha256 !== 'string' ||
    !/^[0-9a-f]{64}$/.test(value.sha256)
  ) {
    throw new Error(`The backup manifest lists an invalid file: ${JSON.stringify(value)}`);
  }
  return { path: value.path, size: value.size as number, sha256: value.sha256 };
}

/** Parses and checks a manifest read from an archive; throws a readable reason when it is not one we can restore. */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('The backup manifest is not valid JSON.');
  }
  if (!isRecord(value) || value.format !== BACKUP_FORMAT)
    throw new Error('This file is not a backup made by this application.');
  if (value.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new Error(
      `Backup format version ${String(value.formatVersion)} is not supported (this version reads ${BACKUP_FORMAT_VERSION}).`,
    );
  }
  if (value.dialect !== 'sqlite' && value.dialect !== 'postgres')
    throw new Error('The backup manifest names no known database.');
  if (!Array.isArray(value.migrations) || !value.migrations.every((name) => typeof name === 'string')) {
    throw new Error('The backup manifest lists no migrations.');
  }
  const tables = value.tables;
  if (
    !isRecord(tables) ||
    !Object.values(tables).every((count) => Number.isSafeInteger(count) && (count as number) >= 0)
  ) {
    throw new Error('The backup manifest has no valid row counts.');
  }
  if (!Array.isArray(value.files)) throw new Error('The backup manifest lists no files.');
  const files = value.files.map(parseFile);
  if (new Set(files.map((file) => file.path)).size !== files.length)
    throw new Error('The backup manifest lists a file twice.');
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: String(value.createdAt),
    dialect: value.dialect,
    migrations: value.migrations as string[],
    tables: tables as Record<string, number>,
    files,
  };
}
