import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { ImageSet } from './image';

const requiredText = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
const timestamp = Type.String({ format: 'date-time' });

export const GalleryPhoto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  gallery_image: ImageSet,
  created_at: timestamp,
  updated_at: timestamp,
});
export type GalleryPhoto = Static<typeof GalleryPhoto>;

/** GET /galleries answers `data.galleries[]` (SPEC.md 7). */
export const PublicGallery = Type.Object({ galleries: Type.Array(GalleryPhoto) });
export type PublicGallery = Static<typeof PublicGallery>;

/** Multipart text fields of photo create and update; the file field is `gallery_image`. */
export const GalleryFields = Type.Object({ name: requiredText }, { additionalProperties: false });
export type GalleryFields = Static<typeof GalleryFields>;
export const GALLERY_IMAGE_FIELD = 'gallery_image';
