import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_CONTRACT_FILE_VARIABLE } from './api-contract';

const DEFAULT_TEST_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(connectionString: string): Promise<boolean> {
  let client: pg.Client | undefined;
  try {
    client = new pg.Client({ connectionString, connectionTimeoutMillis: 1500 });
    // A dropped connection can also surface as an 'error' event; it must never crash the run.
    client.on('error', () => undefined);
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client?.end().catch(() => undefined);
  }
}

/**
 * Tells every test worker (they inherit the environment) whether the PostgreSQL cases can run, and where the API
 * contract of this run goes (the first client test to need it writes it there: api-contract.ts).
 */
export default async function globalSetup(): Promise<void> {
  const contractFile = path.join(os.tmpdir(), `api-contract-${process.pid}.json`);
  process.env[API_CONTRACT_FILE_VARIABLE] = contractFile;
  process.once('exit', () => fs.rmSync(contractFile, { force: true }));
  const available = await postgresAnswers(process.env.TEST_PG_URL || DEFAULT_TEST_PG_URL);
  process.env.TEST_PG_AVAILABLE = available ? '1' : '0';
  process.stdout.write(
    available
      ? '\nPostgreSQL answers: the server tests run on SQLite and on PostgreSQL.\n'
      : '\nPostgreSQL does not answer (set TEST_PG_URL): the server tests run on SQLite only.\n',
  );
}
