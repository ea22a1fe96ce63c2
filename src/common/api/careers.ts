import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';

const name = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
const position = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
const description = Type.String({ maxLength: LIMITS.longText });

export const Career = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.String(),
  description: Type.String(),
  status: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Career = Static<typeof Career>;

export const CareerCreateBody = Type.Object(
  { name, position, description: Type.Optional(description), status: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type CareerCreateBody = Static<typeof CareerCreateBody>;

export const CareerUpdateBody = Type.Object(
  { name, position, description, status: Type.Boolean() },
  { additionalProperties: false },
);
export type CareerUpdateBody = Static<typeof CareerUpdateBody>;
