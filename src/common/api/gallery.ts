import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { AdminListQuery } from './admin-list';
import { ImageSet } from './image';
import { Publication, PublicationFields, PublicationStateFilter } from './publication';
import { FallbackSchema, TranslationsSchema } from './translations';

const requiredText = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
const timestamp = Type.String({ format: 'date-time' });

/** The caption of a photo in each language (a translation may leave it empty). */
export const GALLERY_TEXT_FIELDS = ['name'] as const;
export const GalleryTexts = Type.Object({ name: Type.String({ maxLength: LIMITS.name }) });

export const GalleryPhoto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  gallery_image: ImageSet,
  created_at: timestamp,
  updated_at: timestamp,
  fallback: FallbackSchema(GALLERY_TEXT_FIELDS),
});
export type GalleryPhoto = Static<typeof GalleryPhoto>;

/**
 * A photo as the back office edits it: English caption in `name`, every other language in `translations`, and its
 * publication.
 */
export const AdminGalleryPhoto = Type.Object({
  ...GalleryPhoto.properties,
  translations: TranslationsSchema(GalleryTexts),
  ...Publication,
});
export type AdminGalleryPhoto = Static<typeof AdminGalleryPhoto>;

/** GET /galleries answers `data.galleries[]` (SPEC.md 7). */
export const PublicGallery = Type.Object({ galleries: Type.Array(GalleryPhoto) });
export type PublicGallery = Static<typeof PublicGallery>;

/** Multipart text fields of photo create and update; the file field is `gallery_image`. */
export const GalleryFields = Type.Object(
  { name: requiredText, translations: Type.Optional(TranslationsSchema(GalleryTexts)), ...PublicationFields },
  { additionalProperties: false },
);
export type GalleryFields = Static<typeof GalleryFields>;
export const GALLERY_IMAGE_FIELD = 'gallery_image';

/** The back office's photo list: an admin list that also filters by publication state. */
export const AdminGalleryListQuery = AdminListQuery('gallery', { state: PublicationStateFilter });
export type AdminGalleryListQuery = Static<typeof AdminGalleryListQuery>;
