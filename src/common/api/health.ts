import { Type, type Static } from '@sinclair/typebox';

/** `slow`: connected, but did not answer within the health check's wait (a held lock, every connection busy). */
export const DependencyStatus = Type.Union([Type.Literal('up'), Type.Literal('slow'), Type.Literal('down')]);
export type DependencyStatus = Static<typeof DependencyStatus>;

/**
 * What `/v1/health` reports. `status`: `ok` when every dependency answers, `degraded` when the process can serve
 * without one or with one slow (Redis down or slow: rate limits are counted per process; the database slow: cached
 * answers are served, others may answer 503 DATABASE_BUSY), `down` when it cannot (the database down).
 */
export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('down')]),
  database: Type.Object({
    status: DependencyStatus,
    dialect: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  }),
  /** Present when REDIS_URL is set. */
  redis: Type.Optional(Type.Object({ status: DependencyStatus })),
});
export type Health = Static<typeof Health>;

/** The answer when the process cannot serve (503): the same report, in the error envelope. */
export const HealthDown = Type.Object({
  error: Type.Literal(true),
  message: Type.String(),
  code: Type.String(),
  data: Health,
});
