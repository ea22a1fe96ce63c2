/** What a run does, from the environment: RELIABILITY_QUICK=1 is the short mode CI uses. */
export interface RunOptions {
  quick: boolean;
  loadSeconds: number;
  connections: number;
  crashRounds: number;
  uploads: number;
  pgUrl: string;
  redisUrl: string;
  /** RELIABILITY_ONLY: run only the scenarios whose title contains this (and the first start they build on). */
  only: string | undefined;
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export function readOptions(): RunOptions {
  const quick = ['1', 'true', 'yes'].includes((process.env.RELIABILITY_QUICK ?? '').toLowerCase());
  return {
    quick,
    loadSeconds: positiveInteger('RELIABILITY_LOAD_SECONDS', quick ? 5 : 60),
    connections: positiveInteger('RELIABILITY_CONNECTIONS', 100),
    crashRounds: positiveInteger('RELIABILITY_CRASH_ROUNDS', quick ? 5 : 20),
    uploads: positiveInteger('RELIABILITY_UPLOADS', 10),
    pgUrl: process.env.RELIABILITY_PG_URL || process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test',
    redisUrl: process.env.RELIABILITY_REDIS_URL || 'redis://127.0.0.1:6379',
    only: process.env.RELIABILITY_ONLY?.trim().toLowerCase() || undefined,
  };
}
