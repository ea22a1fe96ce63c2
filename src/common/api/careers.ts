import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { AdminListQuery } from './admin-list';
import { Publication, PublicationFields, PublicationStateFilter } from './publication';
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

/** `status` is the SPEC's: visitors read open (published) careers only, so it is true for them. */
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

/**
 * A career as the back office edits it: English in its fields, every other language in `translations`, and its
 * publication; `status` says whether it is published.
 */
export const AdminCareer = Type.Object({
  ...Career.properties,
  translations: TranslationsSchema(CareerTexts),
  ...Publication,
});
export type AdminCareer = Static<typeof AdminCareer>;

/**
 * The SPEC's way of saying a career's publication: active (published, at once if it was not) or inactive (a draft).
 * A `state` in the same body wins over it.
 */
const status = Type.Optional(Type.Boolean());

export const CareerCreateBody = Type.Object(
  { name, position, description: Type.Optional(description), status, translations, ...PublicationFields },
  { additionalProperties: false },
);
export type CareerCreateBody = Static<typeof CareerCreateBody>;

export const CareerUpdateBody = Type.Object(
  { name, position, description, status, translations, ...PublicationFields },
  { additionalProperties: false },
);
export type CareerUpdateBody = Static<typeof CareerUpdateBody>;

/** The back office's career list: an admin list that also filters by publication state. */
export const AdminCareerListQuery = AdminListQuery('careers', { state: PublicationStateFilter });
export type AdminCareerListQuery = Static<typeof AdminCareerListQuery>;
