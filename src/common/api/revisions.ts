import { Type, type Static } from '@sinclair/typebox';

/**
 * An item's revisions: the states its activity records kept (each save's, in every language, with its files). Any two
 * are compared field by field, and any one is put back by a restore, which is a new revision.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** POST /admin/<collection>/{id}/revisions/{revisionId}/restore */
export const RevisionParams = Type.Object({ id: Id, revisionId: Id });
export type RevisionParams = Static<typeof RevisionParams>;

/** GET /admin/<collection>/{id}/revisions/compare?from=&to=: two revisions (activity record ids) of the item. */
export const RevisionCompareQuery = Type.Object({ from: Id, to: Id }, { additionalProperties: false });
export type RevisionCompareQuery = Static<typeof RevisionCompareQuery>;

const Value = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

/**
 * One field of the item in both revisions: its path (`translations.id.description` for a text in Indonesian, a
 * picture by its file name, a list as its JSON text) and whether it differs.
 */
export const RevisionField = Type.Object({ field: Type.String(), from: Value, to: Value, changed: Type.Boolean() });
export type RevisionField = Static<typeof RevisionField>;

/** Which revision: its record's id, when and by whom. */
export const RevisionSide = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  username: Type.Union([Type.String(), Type.Null()]),
});
export type RevisionSide = Static<typeof RevisionSide>;

export const RevisionComparison = Type.Object({
  from: RevisionSide,
  to: RevisionSide,
  fields: Type.Array(RevisionField),
});
export type RevisionComparison = Static<typeof RevisionComparison>;

/**
 * What a restore did beyond the texts: `imageKept` when the revision's picture file is gone and the current stays;
 * `documentsMissing`, the names of a product's documents the revision had that could not come back (their files are
 * gone).
 */
export const RestoredRevision = Type.Object({
  imageKept: Type.Boolean(),
  documentsMissing: Type.Array(Type.String()),
});
export type RestoredRevision = Static<typeof RestoredRevision>;
