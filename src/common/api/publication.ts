import { Type, type Static } from '@sinclair/typebox';

/**
 * Where an item stands with visitors: a draft only the back office sees, scheduled (published by the server at its
 * publish time, within a minute), or published. A published item with an unpublish time goes back to draft then.
 */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];
export const PublicationStateSchema = Type.Union(PUBLICATION_STATES.map((state) => Type.Literal(state)));

const timestamp = Type.String({ format: 'date-time' });
/** A time, or '' for none (a form's empty field). */
const optionalTime = Type.Union([timestamp, Type.Literal('')]);

/**
 * What a form sends about the item's publication. Without `state`, a new item is published at once and an edited
 * one keeps its state; without a time, the item keeps its own.
 */
export const PublicationFields = {
  state: Type.Optional(PublicationStateSchema),
  publish_at: Type.Optional(optionalTime),
  unpublish_at: Type.Optional(optionalTime),
};
export const PublicationFieldsSchema = Type.Object(PublicationFields);
export type PublicationFields = Static<typeof PublicationFieldsSchema>;

/** An item's publication as the back office reads it. */
export const Publication = {
  state: PublicationStateSchema,
  publish_at: Type.Union([timestamp, Type.Null()]),
  unpublish_at: Type.Union([timestamp, Type.Null()]),
};
export const PublicationSchema = Type.Object(Publication);
export type Publication = Static<typeof PublicationSchema>;

/** The back office's lists filter by it. */
export const PublicationStateFilter = Type.Optional(PublicationStateSchema);
