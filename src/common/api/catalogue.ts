import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { ImageSet } from './image';

const requiredText = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
const description = Type.String({ maxLength: LIMITS.longText });
const timestamp = Type.String({ format: 'date-time' });

/** A product as lists show it. */
export const ProductSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  product_image: Type.Union([ImageSet, Type.Null()]),
  updated_at: timestamp,
});
export type ProductSummary = Static<typeof ProductSummary>;

export const Product = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  product_image: Type.Union([ImageSet, Type.Null()]),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Product = Static<typeof Product>;

export const Category = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  image_url: Type.Union([ImageSet, Type.Null()]),
  product_count: Type.Integer(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Category = Static<typeof Category>;

/** GET /categories/products: every category with its products (SPEC.md 7 names its keys). */
export const CategoryWithProducts = Type.Object({
  category_id: Type.Integer(),
  category_name: Type.String(),
  description: Type.String(),
  image_url: Type.Union([ImageSet, Type.Null()]),
  products: Type.Array(ProductSummary),
});
export type CategoryWithProducts = Static<typeof CategoryWithProducts>;

/** GET /products/category/{id}: the category's own fields plus its products. */
export const CategoryProducts = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  image_url: Type.Union([ImageSet, Type.Null()]),
  products: Type.Array(ProductSummary),
});
export type CategoryProducts = Static<typeof CategoryProducts>;

/** Multipart text fields of product create and update; the file field is `product_image`. */
export const ProductFields = Type.Object(
  {
    name: requiredText,
    category_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    description: Type.Optional(description),
  },
  { additionalProperties: false },
);
export type ProductFields = Static<typeof ProductFields>;
export const PRODUCT_IMAGE_FIELD = 'product_image';

/** Multipart text fields of category create and update; the file field is `image_url`. */
export const CategoryFields = Type.Object(
  { name: requiredText, description: Type.Optional(description) },
  { additionalProperties: false },
);
export type CategoryFields = Static<typeof CategoryFields>;
export const CATEGORY_IMAGE_FIELD = 'image_url';

/** Category list sorts (SPEC.md 5), an allowlist. */
export const CATEGORY_SORTS = ['most_products', 'least_products', 'alphabetical', 'alphabetical_reverse'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];
export const PRODUCT_SORTS = ['name_asc', 'name_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Longest search text the catalogue endpoints accept (`?search=`). */
export const CATALOGUE_SEARCH_MAX_LENGTH = 100;
