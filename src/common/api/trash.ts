import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { HISTORY_COLLECTIONS, type HistoryCollection } from './activity';
import { PageQuery } from './envelope';

/**
 * The trash: the items deleted from the back office's collections, kept (with their pictures and documents) for
 * TRASH_RETENTION_DAYS, then removed for good by the sweep. A view of the activity log: an item is in the trash while
 * its deletion is the last record of it.
 */

export const TRASH_COLLECTIONS = Object.keys(HISTORY_COLLECTIONS) as HistoryCollection[];

const Collection = Type.Union(TRASH_COLLECTIONS.map((collection) => Type.Literal(collection)));

/** GET /admin/trash: newest deletion first, of the collections the user may change; `collection` narrows it. */
export const TrashListQuery = Type.Object(
  { ...PageQuery.properties, collection: Type.Optional(Collection) },
  { additionalProperties: false },
);
export type TrashListQuery = Static<typeof TrashListQuery>;

export const TrashItem = Type.Object({
  collection: Collection,
  id: Type.Integer(),
  name: Type.Union([Type.String(), Type.Null()]),
  deletedAt: Type.String({ format: 'date-time' }),
  deletedBy: Type.Union([Type.String(), Type.Null()]),
  /** When the sweep removes it for good. */
  removedAt: Type.String({ format: 'date-time' }),
});
export type TrashItem = Static<typeof TrashItem>;

/**
 * POST /admin/trash/<collection>/{id}/restore: optionally under another `name` (when its own was taken meanwhile),
 * and, for a product whose category is in the trash too, `with_category` restores the category first.
 */
export const TrashRestoreBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' })),
    with_category: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type TrashRestoreBody = Static<typeof TrashRestoreBody>;

/** What a restore brought back: the item (its id as before) and whether its picture was gone. */
export const RestoredItem = Type.Object({
  collection: Collection,
  id: Type.Integer(),
  imageMissing: Type.Boolean(),
});
export type RestoredItem = Static<typeof RestoredItem>;

/** The problems a 409 RESTORE_CONFLICT names in `fields`: the name is taken, or the category is in the trash. */
export const RESTORE_CONFLICTS = { nameTaken: 'duplicate', categoryInTrash: 'in_trash' } as const;
