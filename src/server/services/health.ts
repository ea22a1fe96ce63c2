import type { FastifyInstance } from 'fastify';
import type { DependencyStatus, Health } from '@/common/api/health';
import { isDatabaseBusy } from '../db/busy';

/** How long the health check waits for the database: the whole check answers within a second, whatever holds it. */
export const HEALTH_DATABASE_WAIT_MS = 800;

const TIMED_OUT = Symbol('timed out');

function withinWait<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** `slow` when the database is connected but busy (a lock held, every connection taken), `down` when it fails. */
async function databaseStatus(app: FastifyInstance): Promise<DependencyStatus> {
  const read = app.repos.meta.get('health-check');
  read.catch(() => undefined);
  try {
    return (await withinWait(read, HEALTH_DATABASE_WAIT_MS)) === TIMED_OUT ? 'slow' : 'up';
  } catch (error) {
    if (isDatabaseBusy(error)) return 'slow';
    app.log.error({ err: error }, 'health check: the database does not answer');
    return 'down';
  }
}

/** Each dependency's state: the database by a read, Redis by a ping, each bounded so that health always answers. */
export async function checkHealth(app: FastifyInstance): Promise<Health> {
  const [database, redis] = await Promise.all([databaseStatus(app), app.redis?.check()]);
  const status = database === 'down' ? 'down' : database === 'up' && (redis ?? 'up') === 'up' ? 'ok' : 'degraded';
  return {
    status,
    database: { status: database, dialect: app.db.dialect },
    ...(redis && { redis: { status: redis } }),
  };
}
