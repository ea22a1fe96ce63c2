import { Type, type Static } from '@sinclair/typebox';
import {
  CATEGORY_PAGE_SIZE,
  CATEGORY_SORTS,
  CATEGORY_STRIP_PRODUCTS,
  LIMITS,
  MAX_PAGE_SIZE,
  PRODUCT_SORTS,
} from '../constants';
import { PageQuery } from './envelope';
import { ImageSet } from './image';
import { FallbackSchema, LANG_PARAMETER, TranslationsSchema } from './translations';

const requiredText = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
const description = Type.String({ maxLength: LIMITS.longText });
const timestamp = Type.String({ format: 'date-time' });

/** The texts of a product and of a category, in each language (a translation may leave any of them empty). */
export const PRODUCT_TEXT_FIELDS = ['name', 'description'] as const;
export const ProductTexts = Type.Object({
  name: Type.String({ maxLength: LIMITS.name }),
  description: Type.String({ maxLength: LIMITS.longText }),
});
export const CATEGORY_TEXT_FIELDS = PRODUCT_TEXT_FIELDS;
export const CategoryTexts = ProductTexts;

/** A product as lists show it. */
export const ProductSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  product_image: Type.Union([ImageSet, Type.Null()]),
  updated_at: timestamp,
  fallback: FallbackSchema(['name']),
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
  fallback: FallbackSchema(['name', 'description', 'category_name']),
});
export type Product = Static<typeof Product>;

/** A product as the back office edits it: English in its fields, every other language in `translations`. */
export const AdminProduct = Type.Object({ ...Product.properties, translations: TranslationsSchema(ProductTexts) });
export type AdminProduct = Static<typeof AdminProduct>;

export const Category = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  image_url: Type.Union([ImageSet, Type.Null()]),
  product_count: Type.Integer(),
  created_at: timestamp,
  updated_at: timestamp,
  fallback: FallbackSchema(['name', 'description']),
});
export type Category = Static<typeof Category>;

/** A category as the back office edits it. */
export const AdminCategory = Type.Object({ ...Category.properties, translations: TranslationsSchema(CategoryTexts) });
export type AdminCategory = Static<typeof AdminCategory>;

/**
 * GET /categories/products: a page of categories, each with the first products of its strip (SPEC.md 7 names
 * the keys). `product_count` counts all the products the category lists for the query, shown or not.
 */
export const CategoryWithProducts = Type.Object({
  category_id: Type.Integer(),
  category_name: Type.String(),
  description: Type.String(),
  image_url: Type.Union([ImageSet, Type.Null()]),
  product_count: Type.Integer(),
  products: Type.Array(ProductSummary, { maxItems: CATEGORY_STRIP_PRODUCTS }),
  fallback: FallbackSchema(['category_name', 'description']),
});
export type CategoryWithProducts = Static<typeof CategoryWithProducts>;

/** GET /products/category/{id}: the category's own fields plus its products. */
export const CategoryProducts = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  image_url: Type.Union([ImageSet, Type.Null()]),
  products: Type.Array(ProductSummary),
  fallback: FallbackSchema(['name', 'description']),
});
export type CategoryProducts = Static<typeof CategoryProducts>;

/** Multipart text fields of product create and update; the file field is `product_image`. */
export const ProductFields = Type.Object(
  {
    name: requiredText,
    category_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    description: Type.Optional(description),
    translations: Type.Optional(TranslationsSchema(ProductTexts)),
  },
  { additionalProperties: false },
);
export type ProductFields = Static<typeof ProductFields>;
export const PRODUCT_IMAGE_FIELD = 'product_image';

/** Multipart text fields of category create and update; the file field is `image_url`. */
export const CategoryFields = Type.Object(
  {
    name: requiredText,
    description: Type.Optional(description),
    translations: Type.Optional(TranslationsSchema(CategoryTexts)),
  },
  { additionalProperties: false },
);
export type CategoryFields = Static<typeof CategoryFields>;
export const CATEGORY_IMAGE_FIELD = 'image_url';

/** The catalogue sorts (SPEC.md 5), allowlists kept with the constants so pages can use them without TypeBox. */
export { CATEGORY_SORTS, PRODUCT_SORTS, type CategorySort, type ProductSort } from '../constants';

/** Longest search text the catalogue endpoints accept (`?search=`). */
export const CATALOGUE_SEARCH_MAX_LENGTH = 100;

const search = Type.Optional(
  Type.String({
    maxLength: CATALOGUE_SEARCH_MAX_LENGTH,
    description: 'Case-insensitive text to look for in names, in any language; % and _ are plain characters.',
  }),
);
const sortOf = <Sort extends string>(sorts: readonly Sort[]) =>
  Type.Unsafe<Sort>({ type: 'string', enum: [...sorts], default: sorts[0] });

export const CategoryListQuery = Type.Object(
  {
    search,
    sort: sortOf(CATEGORY_SORTS),
    page: PageQuery.properties.page,
    limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: CATEGORY_PAGE_SIZE }),
    lang: LANG_PARAMETER,
  },
  {
    additionalProperties: false,
    description:
      'A category matches by its own name (listing all its products) or by the names of its products (listing those).',
  },
);
export type CategoryListQuery = Static<typeof CategoryListQuery>;

export const CategoryProductsQuery = Type.Object(
  { search, sort: sortOf(PRODUCT_SORTS), lang: LANG_PARAMETER },
  { additionalProperties: false },
);
export type CategoryProductsQuery = Static<typeof CategoryProductsQuery>;
