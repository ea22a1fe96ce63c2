import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { ImageSet } from './image';
import { Publication, PublicationFields } from './publication';
import { LinkOrEmpty } from './site';
import { FallbackSchema, TranslationsSchema } from './translations';

/** The makers the company represents: a logo, a name and a link, ordered by `position`. */

export const PARTNER_TEXT_FIELDS = ['name'] as const;
export const PartnerTexts = Type.Object({ name: Type.String({ maxLength: LIMITS.name }) });

/** A partner in one language. */
export const Partner = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  link: Type.String(),
  logo: ImageSet,
  fallback: FallbackSchema(PARTNER_TEXT_FIELDS),
});
export type Partner = Static<typeof Partner>;

/**
 * GET /admin/partners: every partner in order, English in its fields and every other language in `translations`,
 * with its publication (visitors see the published ones only).
 */
export const AdminPartner = Type.Object({
  ...Partner.properties,
  position: Type.Integer(),
  translations: TranslationsSchema(PartnerTexts),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  ...Publication,
});
export type AdminPartner = Static<typeof AdminPartner>;

/** Multipart text fields of partner create and update; the file field is `logo`, required on create. */
export const PartnerFields = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' }),
    link: Type.Optional(LinkOrEmpty),
    translations: Type.Optional(TranslationsSchema(PartnerTexts)),
    ...PublicationFields,
  },
  { additionalProperties: false },
);
export type PartnerFields = Static<typeof PartnerFields>;
export const PARTNER_IMAGE_FIELD = 'logo';
