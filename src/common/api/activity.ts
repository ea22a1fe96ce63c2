import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './envelope';

/**
 * The activity log: one record of every write through the API (who, when, from where, what, which fields changed)
 * with the entity's whole state after it, so that later views (history, revisions, a trash) read the same table.
 * Passwords, codes and tokens are never recorded: a record holds what the admin API answers of an entity, never a
 * request body.
 */

export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'reorder',
  'status',
  'resend',
  'export',
  'invite',
  'sign_in',
  'sign_in_failed',
  'password_change',
  'two_step_enable',
  'two_step_disable',
  'two_step_reset',
  'recovery_codes',
  'sign_out',
  /** An earlier revision put back: a new revision, its changes those from the state before. */
  'restore',
  /** An item removed from the trash for good, with its pictures and documents. */
  'purge',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The kinds of thing the back office changes, as the activity log names them. */
export const ACTIVITY_ENTITIES = [
  'career',
  'product',
  'category',
  'industry',
  'application',
  'document',
  'article',
  'photo',
  'slide',
  'partner',
  'enquiry',
  'site_settings',
  'about_page',
  'home_page',
  'user',
  'two_step_policy',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

const Value = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

/** One changed field: its path (`translations.id.description`, `image`), before and after (null when absent). */
export const FieldChange = Type.Object({ field: Type.String(), before: Value, after: Value });
export type FieldChange = Static<typeof FieldChange>;

export const ActivityRecord = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  /** Who: null for a failed sign-in with an unknown username. */
  userId: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  action: Type.Union(ACTIVITY_ACTIONS.map((action) => Type.Literal(action))),
  entity: Type.Union([...ACTIVITY_ENTITIES.map((entity) => Type.Literal(entity)), Type.Null()]),
  entityId: Type.Union([Type.Integer(), Type.Null()]),
  /** The entity's name at the time. */
  entityName: Type.Union([Type.String(), Type.Null()]),
  changes: Type.Array(FieldChange),
  /** The record keeps the item's whole state as a revision: it can be compared with another and restored. */
  revision: Type.Boolean(),
});
export type ActivityRecord = Static<typeof ActivityRecord>;

const DateOnly = Type.String({ format: 'date' });

/** GET /admin/activity: newest first, filtered by user, entity (and its id), action and days (inclusive). */
export const ActivityListQuery = Type.Object(
  {
    ...PageQuery.properties,
    user: Type.Optional(Type.Integer({ minimum: 1 })),
    entity: Type.Optional(Type.Union(ACTIVITY_ENTITIES.map((entity) => Type.Literal(entity)))),
    entityId: Type.Optional(Type.Integer({ minimum: 1 })),
    action: Type.Optional(Type.Union(ACTIVITY_ACTIONS.map((action) => Type.Literal(action)))),
    from: Type.Optional(DateOnly),
    to: Type.Optional(DateOnly),
  },
  { additionalProperties: false },
);
export type ActivityListQuery = Static<typeof ActivityListQuery>;

/** GET /admin/activity/users: who appears in the log, for the screen's user filter. */
export const ActivityUser = Type.Object({ id: Type.Integer(), username: Type.String() });
export type ActivityUser = Static<typeof ActivityUser>;

/** The collections whose items have a history (GET /admin/<collection>/{id}/history), by their path under /admin. */
export const HISTORY_COLLECTIONS = {
  careers: 'career',
  products: 'product',
  categories: 'category',
  industries: 'industry',
  applications: 'application',
  articles: 'article',
  galleries: 'photo',
  slides: 'slide',
  partners: 'partner',
} as const satisfies Record<string, ActivityEntity>;
export type HistoryCollection = keyof typeof HISTORY_COLLECTIONS;

/** The site's own documents, each with one history (GET /admin/<document>/history). */
export const HISTORY_DOCUMENTS = {
  'site-settings': 'site_settings',
  about: 'about_page',
  'home-page': 'home_page',
} as const satisfies Record<string, ActivityEntity>;
export type HistoryDocument = keyof typeof HISTORY_DOCUMENTS;
