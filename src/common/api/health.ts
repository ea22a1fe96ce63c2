import { Type, type Static } from '@sinclair/typebox';

export const DependencyStatus = Type.Union([Type.Literal('up'), Type.Literal('down')]);

/**
 * What `/v1/health` reports. `status`: `ok` when every dependency answers, `degraded` when the process can serve
 * without one (Redis down: rate limits are counted per process), `down` when it cannot (the database).
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
