import 'dotenv/config';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createRepositories, type Repositories } from '../repositories';
import { createImageService, type ImageService } from '../services/images';

/** Config, an up-to-date database, its repositories and the image pipeline, for the command-line tools. */
export interface OpenedInstallation {
  config: Config;
  db: Db;
  repos: Repositories;
  images: ImageService;
}

export async function openInstallation(): Promise<OpenedInstallation> {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db.kysely);
  const images = createImageService(config.uploadsDir);
  return { config, db, repos: createRepositories(db.kysely, images), images };
}

/** Runs a command's body, prints a failure plainly and sets the exit code. */
export function runCommand(body: () => Promise<void>): void {
  body().catch((error: unknown) => {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
