import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { FallbackSchema, TranslationsSchema } from './translations';

const name = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
const position = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
const description = Type.String({ maxLength: LIMITS.longText });

/** The texts of a career in each language (a translation may leave any of them empty). */
export const CAREER_TEXT_FIELDS = ['name', 'position', 'description'] as const;
export const CareerTexts = Type.Object({
  name: Type.String({ maxLength: LIMITS.name }),
  position: Type.String({ maxLength: LIMITS.name }),
  description: Type.String({ maxLength: LIMITS.longText }),
});
const translations = Type.Optional(TranslationsSchema(CareerTexts));

export const Career = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.String(),
  description: Type.String(),
  status: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  fallback: FallbackSchema(CAREER_TEXT_FIELDS),
});
export type Career = Static<typeof Career>;

/** A career as the back office edits it: English in its fields, every other language in `translations`. */
export const AdminCareer = Type.Object({ ...Career.properties, translations: TranslationsSchema(CareerTexts) });
export type AdminCareer = Static<typeof AdminCareer>;

export const CareerCreateBody = Type.Object(
  { name, position, description: Type.Optional(description), status: Type.Optional(Type.Boolean()), translations },
  { additionalProperties: false },
);
export type CareerCreateBody = Static<typeof CareerCreateBody>;

export const CareerUpdateBody = Type.Object(
  { name, position, description, status: Type.Boolean(), translations },
  { additionalProperties: false },
);
export type CareerUpdateBody = Static<typeof CareerUpdateBody>;
