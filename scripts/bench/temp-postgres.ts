import crypto from 'node:crypto';
import pg from 'pg';

export interface TempDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server the benchmarks may use; the tests' default (trust auth on loopback). */
export const benchPgUrl = () =>
  process.env.BENCH_PG_URL || process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh, empty database on the server `adminUrl` names, or undefined when that server does not answer. */
export async function createTempDatabase(adminUrl: string = benchPgUrl()): Promise<TempDatabase | undefined> {
  const name = `bench_${crypto.randomBytes(6).toString('hex')}`;
  try {
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    console.warn(`PostgreSQL not used (${(error as Error).message})`);
    return undefined;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
