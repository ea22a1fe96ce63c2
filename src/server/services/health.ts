import type { FastifyInstance } from 'fastify';
import type { Health } from '@/common/api/health';

/** Each dependency's state: the database by a read, Redis by its connection state (it reconnects by itself). */
export async function checkHealth(app: FastifyInstance): Promise<Health> {
  const database = await app.repos.meta.get('health-check').then(
    () => 'up' as const,
    (error: unknown) => {
      app.log.error({ err: error }, 'health check: the database does not answer');
      return 'down' as const;
    },
  );
  const redis = app.redis && (app.redis.isUp() ? ('up' as const) : ('down' as const));
  const status = database === 'down' ? 'down' : redis === 'down' ? 'degraded' : 'ok';
  return {
    status,
    database: { status: database, dialect: app.db.dialect },
    ...(redis && { redis: { status: redis } }),
  };
}
