import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isPostgresUrl } from '@/server/config';
import { openDatabase, type Db, type Dialect } from '@/server/db/database';
import type { TableRows } from '@/server/repositories/backup-repository';
import { readArchive, writeArchive } from './archive';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  sha256OfFile,
  type BackupManifest,
  type FileEntry,
  type ManifestFile,
} from './manifest';
import { countPostgresTables, exportPostgres, postgresTablesWithRows, restorePostgres } from './postgres';
import { inspectSqliteFile, snapshotSqlite, sqliteFiles, type DatabaseFacts } from './sqlite';
import { BACKUP_TABLES } from './tables';
import { hasAnyFile, listFiles, UploadPins } from './uploads';

export type { BackupManifest } from './manifest';

/** The database of an installation: a SQLite file path or a `postgres://` URL (with a schema, as tests use). */
export interface DatabaseLocation {
  url: string;
  pgSchema?: string;
}

export interface Installation {
  database: DatabaseLocation;
  uploadsDir: string;
  /** Applicants' CVs, kept apart from the uploads (never served). */
  cvDir: string;
  /** Products' documents (PDFs served by the API only). */
  documentsDir: string;
}

export interface BackupResult {
  archive: string;
  bytes: number;
  manifest: BackupManifest;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows per table as read back from the restored database. */
  tables: Record<string, number>;
  uploads: number;
  cvFiles: number;
  documents: number;
}

const SQLITE_ENTRY = 'database/app.db';

/** A directory of files the backup carries, under its own top folder of the archive. */
interface FileDirectory {
  entry: FileEntry;
  dir: string;
  /** Readable by the server's user only, like the CVs. */
  private: boolean;
}

const fileDirectories = (installation: Installation): FileDirectory[] => [
  { entry: 'uploads', dir: installation.uploadsDir, private: false },
  { entry: 'cv', dir: installation.cvDir, private: true },
  { entry: 'documents', dir: installation.documentsDir, private: true },
];

const countEntries = (manifest: BackupManifest, entry: FileEntry) =>
  manifest.files.filter((file) => file.path.startsWith(`${entry}/`)).length;

const tableEntry = (table: string) => `database/${table}.json`;
const dialectOf = (database: DatabaseLocation): Dialect => (isPostgresUrl(database.url) ? 'postgres' : 'sqlite');
const openPostgres = (database: DatabaseLocation): Db =>
  openDatabase(database.url, { pgSchema: database.pgSchema, poolSize: 2 });
const random = () => crypto.randomBytes(6).toString('hex');

async function withPostgres<T>(database: DatabaseLocation, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openPostgres(database);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** A scratch directory on the uploads' file system when possible, so upload files can be hard-linked into it. */
async function makeStagingDir(uploadsDir: string): Promise<string> {
  const dataDir = path.dirname(path.resolve(uploadsDir));
  try {
    return await fsp.mkdtemp(path.join(dataDir, '.backup-'));
  } catch {
    return fsp.mkdtemp(path.join(os.tmpdir(), 'additives-backup-'));
  }
}

async function snapshotDatabase(database: DatabaseLocation, stagingDir: string): Promise<DatabaseFacts> {
  await fsp.mkdir(path.join(stagingDir, 'database'));
  if (dialectOf(database) === 'sqlite')
    return snapshotSqlite(path.resolve(database.url), path.join(stagingDir, SQLITE_ENTRY));
  return withPostgres(database, async (db) => {
    const { rows, ...facts } = await exportPostgres(db);
    for (const [table, tableRows] of rows) {
      await fsp.writeFile(path.join(stagingDir, tableEntry(table)), JSON.stringify(tableRows));
    }
    return facts;
  });
}

/** Hard-links the new files of every directory; false when the file system cannot link (then copy the rest). */
async function linkEvery(pins: (readonly [FileEntry, UploadPins])[]): Promise<boolean> {
  for (const [, pin] of pins) if (!(await pin.linkNew())) return false;
  return true;
}

async function describeFiles(stagingDir: string, names: string[]): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for (const name of names) {
    const file = path.join(stagingDir, name);
    files.push({ path: name, size: (await fsp.stat(file)).size, sha256: await sha256OfFile(file) });
  }
  return files;
}

/**
 * An online, consistent backup of a running installation into one .tar.gz: the database (SQLite's backup API,
 * or every PostgreSQL table read in one REPEATABLE READ transaction), the upload files, the CVs and the products'
 * documents, and a manifest
 * with the row counts and the sha256 of every file.
 */
export async function createBackup(
  installation: Installation,
  archivePath: string,
  now = new Date(),
): Promise<BackupResult> {
  const archive = path.resolve(archivePath);
  if (fs.existsSync(archive)) throw new Error(`${archive} already exists; choose a new file name.`);
  await fsp.mkdir(path.dirname(archive), { recursive: true });
  const stagingDir = await makeStagingDir(installation.uploadsDir);
  try {
    const pins = fileDirectories(installation).map(
      ({ entry, dir }) => [entry, new UploadPins(dir, path.join(stagingDir, entry))] as const,
    );
    // Files that exist before the snapshot are kept even if the server deletes them while it is taken.
    const linked = await linkEvery(pins);
    const facts = await snapshotDatabase(installation.database, stagingDir);
    if (!linked || !(await linkEvery(pins))) for (const [, pin] of pins) await pin.copyRest();

    const databaseEntries = await listFiles(stagingDir, 'database');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      dialect: dialectOf(installation.database),
      migrations: facts.migrations,
      tables: facts.tables,
      files: await describeFiles(stagingDir, [
        ...databaseEntries,
        ...pins.flatMap(([entry, pin]) => pin.files().map((file) => `${entry}/${file}`)),
      ]),
    };
    const bytes = await writeArchive(archive, manifest, stagingDir);
    return { archive, bytes, manifest };
  } finally {
    await fsp.rm(stagingDir, { recursive: true, force: true });
  }
}

async function refuseFilledTarget(target: Installation, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    const present = sqliteFiles(path.resolve(target.database.url)).filter((file) => fs.existsSync(file));
    if (present.length > 0) {
      throw new Error(
        `Refusing to restore: a database already exists at ${present[0]}. Restore into an empty data directory.`,
      );
    }
  } else {
    const filled = await withPostgres(target.database, postgresTablesWithRows);
    if (filled.length > 0) {
      throw new Error(
        `Refusing to restore: the PostgreSQL database in DATABASE_URL already has rows (in ${filled.join(', ')}). ` +
          'Restore into an empty database.',
      );
    }
  }
  for (const { dir } of fileDirectories(target)) {
    if (await hasAnyFile(dir)) {
      throw new Error(`Refusing to restore: ${dir} already holds files. Restore into an empty data directory.`);
    }
  }
}

/** Moves a directory's restored files into place; private ones become readable by the server's user only. */
async function putInPlace({ dir, private: isPrivate }: FileDirectory, staged: string): Promise<void> {
  const target = path.resolve(dir);
  await fsp.mkdir(staged, { recursive: true });
  if (isPrivate) {
    for (const file of await listFiles(staged)) await fsp.chmod(path.join(staged, file), 0o600);
    await fsp.chmod(staged, 0o700);
  }
  if (await hasAnyFile(target)) throw new Error(`${target} received files while the backup was restored.`);
  await fsp.rm(target, { recursive: true, force: true });
  await fsp.rename(staged, target);
}

function checkCounts(expected: Record<string, number>, actual: Record<string, number>): void {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  if (![...names].every((name) => expected[name] === actual[name])) {
    throw new Error(
      `The restored row counts ${JSON.stringify(actual)} differ from the backup's ${JSON.stringify(expected)}.`,
    );
  }
}

function checkDatabaseEntries(manifest: BackupManifest): void {
  const entries = manifest.files.filter((file) => file.path.startsWith('database/')).map((file) => file.path);
  const wanted = manifest.dialect === 'sqlite' ? [SQLITE_ENTRY] : BACKUP_TABLES.map(tableEntry);
  if (entries.sort().join() !== [...wanted].sort().join()) {
    throw new Error(
      `The backup's database files (${entries.join(', ')}) are not those of a ${manifest.dialect} backup.`,
    );
  }
}

/** Writes the staged database into place; answers the row counts read back from it. */
async function restoreDatabase(
  manifest: BackupManifest,
  target: Installation,
  staged: string,
): Promise<Record<string, number>> {
  if (manifest.dialect === 'sqlite') {
    const { tables } = inspectSqliteFile(staged, 'The restored database');
    checkCounts(manifest.tables, tables);
    await fsp.rename(staged, path.resolve(target.database.url));
    return tables;
  }
  const rows = new Map<string, TableRows>();
  for (const table of BACKUP_TABLES) {
    rows.set(table, JSON.parse(await fsp.readFile(path.join(staged, `${table}.json`), 'utf8')) as TableRows);
  }
  const tables = await withPostgres(target.database, async (db) => {
    await restorePostgres(db, manifest.migrations, (table) => rows.get(table) ?? []);
    return countPostgresTables(db);
  });
  checkCounts(manifest.tables, tables);
  return tables;
}

/**
 * Restores a backup into an empty installation: refuses a target that already has a database or files, verifies
 * every file of the archive against its manifest before writing anything, then writes the database, the uploads, the
 * CVs and the documents and checks the restored row counts against the manifest.
 */
export async function restoreBackup(archivePath: string, target: Installation): Promise<RestoreResult> {
  const archive = path.resolve(archivePath);
  const dialect = dialectOf(target.database);
  await refuseFilledTarget(target, dialect);
  const manifest = await readArchive(archive);
  if (manifest.dialect !== dialect) {
    const wanted =
      manifest.dialect === 'sqlite' ? 'a SQLite file (leave DATABASE_URL unset)' : 'a postgres:// DATABASE_URL';
    throw new Error(`This is a backup of a ${manifest.dialect} installation; restore it into ${wanted}.`);
  }

  checkDatabaseEntries(manifest);

  const suffix = `.restoring-${random()}`;
  const directories = fileDirectories(target).map((directory) => ({
    ...directory,
    staged: `${path.resolve(directory.dir)}${suffix}`,
  }));
  // A CV directory's parent (DATA_DIR/private) may not exist yet: made private, and removed again on failure.
  const newParents = [...new Set(directories.map(({ staged }) => path.dirname(staged)))].filter(
    (parent) => !fs.existsSync(parent),
  );
  const stagedDatabase =
    dialect === 'sqlite'
      ? `${path.resolve(target.database.url)}${suffix}`
      : await fsp.mkdtemp(path.join(os.tmpdir(), 'additives-restore-'));
  let restored = false;
  try {
    for (const parent of newParents) await fsp.mkdir(parent, { recursive: true, mode: 0o700 });
    await readArchive(archive, (file) => {
      const [entry] = file.path.split('/');
      const directory = directories.find((candidate) => candidate.entry === entry);
      if (directory) return path.join(directory.staged, file.path.slice(entry!.length + 1));
      return dialect === 'sqlite' ? stagedDatabase : path.join(stagedDatabase, path.basename(file.path));
    });
    const tables = await restoreDatabase(manifest, target, stagedDatabase);
    for (const directory of directories) await putInPlace(directory, directory.staged);
    restored = true;
    return {
      manifest,
      tables,
      uploads: countEntries(manifest, 'uploads'),
      cvFiles: countEntries(manifest, 'cv'),
      documents: countEntries(manifest, 'documents'),
    };
  } finally {
    for (const { staged } of directories) await fsp.rm(staged, { recursive: true, force: true });
    await fsp.rm(stagedDatabase, { recursive: true, force: true });
    if (!restored) for (const parent of newParents.reverse()) await fsp.rmdir(parent).catch(() => undefined);
  }
}
