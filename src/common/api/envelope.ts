import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { MAX_ID } from '../ids';

/** Every successful answer: `{ error: false, message, data }` (DESIGN.md section 4). */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ error: Type.Literal(false), message: Type.String(), data });

/** A paged list adds the counts the tables and pagers read. */
export const ListEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({
    error: Type.Literal(false),
    message: Type.String(),
    data: Type.Array(item),
    totalData: Type.Integer(),
    totalPage: Type.Integer(),
  });

/**
 * Every failed answer. `code` is stable and is what the client translates; `message` is English, for logs and API
 * users. `fields` names each invalid input field with a stable problem code; `params` carries the values the
 * translated text needs (seconds to wait, a size limit).
 */
export const ErrorEnvelope = Type.Object({
  error: Type.Literal(true),
  message: Type.String(),
  code: Type.String(),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
export type ErrorBody = Static<typeof ErrorEnvelope>;

export const MessageEnvelope = Type.Object({ error: Type.Literal(false), message: Type.String() });

export const IdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: MAX_ID }) },
  {
    additionalProperties: false,
  },
);
export type IdParams = Static<typeof IdParams>;

export const PageQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: ADMIN_PAGE_SIZE }),
  },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;

export interface Envelope<T> {
  error: false;
  message: string;
  data: T;
}
export interface ListEnvelope<T> extends Envelope<T[]> {
  totalData: number;
  totalPage: number;
}
