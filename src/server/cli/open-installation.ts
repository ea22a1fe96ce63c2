import 'dotenv/config';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createRepositories, type Repositories } from '../repositories';

/** Config, an up-to-date database and its repositories, for the command-line tools. */
export async function openInstallation(): Promise<{ config: Config; db: Db; repos: Repositories }> {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db.kysely);
  return { config, db, repos: createRepositories(db.kysely) };
}

/** Runs a command's body, prints a failure plainly and sets the exit code. */
export function runCommand(body: () => Promise<void>): void {
  body().catch((error: unknown) => {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
