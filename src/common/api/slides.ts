import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { ImageSet } from './image';
import { Publication, PublicationFields } from './publication';
import { FallbackSchema, TranslationsSchema } from './translations';

/** The home page's carousel: an image with its texts drawn over it as real text, ordered by `position`. */

export const SLIDE_TEXT_FIELDS = ['title', 'subtitle', 'button_label', 'alt_text'] as const;
export const SlideTexts = Type.Object({
  title: Type.String({ maxLength: LIMITS.name }),
  subtitle: Type.String({ maxLength: LIMITS.shortText }),
  button_label: Type.String({ maxLength: LIMITS.name }),
  alt_text: Type.String({ maxLength: LIMITS.shortText }),
});

/** A link inside the site ('/about') or an absolute http(s) one, or empty for no button. */
export const SLIDE_LINK_PATTERN = '^(|/[^\\s]*|https?://[^\\s]+)$';

/** A slide in one language. */
export const Slide = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  button_label: Type.String(),
  button_link: Type.String(),
  alt_text: Type.String(),
  image: ImageSet,
  fallback: FallbackSchema(SLIDE_TEXT_FIELDS),
});
export type Slide = Static<typeof Slide>;

/**
 * GET /admin/slides: every slide in order, English in its fields and every other language in `translations`, with
 * its publication (visitors see the published ones only).
 */
export const AdminSlide = Type.Object({
  ...Slide.properties,
  position: Type.Integer(),
  translations: TranslationsSchema(SlideTexts),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  ...Publication,
});
export type AdminSlide = Static<typeof AdminSlide>;

/** Multipart text fields of slide create and update; the file field is `image`, required on create. */
export const SlideFields = Type.Object(
  {
    title: Type.Optional(SlideTexts.properties.title),
    subtitle: Type.Optional(SlideTexts.properties.subtitle),
    button_label: Type.Optional(SlideTexts.properties.button_label),
    button_link: Type.Optional(Type.String({ maxLength: LIMITS.shortText, pattern: SLIDE_LINK_PATTERN })),
    alt_text: Type.String({ minLength: 1, maxLength: LIMITS.shortText, pattern: '\\S' }),
    translations: Type.Optional(TranslationsSchema(SlideTexts)),
    ...PublicationFields,
  },
  { additionalProperties: false },
);
export type SlideFields = Static<typeof SlideFields>;
export const SLIDE_IMAGE_FIELD = 'image';

/** PUT /admin/slides/order and /admin/partners/order: every id, in the new order. */
export const OrderBody = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false },
);
export type OrderBody = Static<typeof OrderBody>;
