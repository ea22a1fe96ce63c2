import { Type, type Static } from '@sinclair/typebox';
import {
  CATEGORY_PAGE_SIZE,
  CATEGORY_SORTS,
  CATEGORY_STRIP_PRODUCTS,
  LIMITS,
  MAX_PAGE_SIZE,
  PRODUCT_SORTS,
  RELATED_PRODUCTS,
} from '../constants';
import { AdminListQuery } from './admin-list';
import { PageQuery } from './envelope';
import { ImageSet } from './image';
import { CertificationKindSchema, Certifications, Principal, ProductDocument, Term, TermIds } from './product-data';
import { Publication, PublicationFields, PublicationStateFilter } from './publication';
import { FallbackSchema, LANG_PARAMETER, TranslationsSchema } from './translations';

const requiredText = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
const description = Type.String({ maxLength: LIMITS.longText });
const timestamp = Type.String({ format: 'date-time' });

/** The texts of a category, in each language (a translation may leave any of them empty). */
export const CATEGORY_TEXT_FIELDS = ['name', 'description'] as const;
export const CategoryTexts = Type.Object({
  name: Type.String({ maxLength: LIMITS.name }),
  description: Type.String({ maxLength: LIMITS.longText }),
});

/** A product's specification fields that are texts, translated like its name ('' when not given). */
export const SPEC_TEXT_FIELDS = ['grade', 'appearance', 'packaging', 'origin', 'shelf_life', 'storage'] as const;
export type SpecTextField = (typeof SPEC_TEXT_FIELDS)[number];
/** Lengths of the specification fields, as migration 0006 made their columns. */
export const SPEC_LIMITS = {
  grade: 200,
  appearance: 500,
  packaging: 500,
  origin: 200,
  shelf_life: 200,
  storage: 500,
  cas_number: 40,
  e_number: 40,
  inci_name: 500,
} as const;
/** Identifiers that are the same in every language ('' when not given). */
export const SPEC_CODE_FIELDS = ['cas_number', 'e_number', 'inci_name'] as const;
export type SpecCodeField = (typeof SPEC_CODE_FIELDS)[number];
/** Every specification field, in the order buyers look for them: identifiers first, then what it is and how it comes. */
export const SPEC_FIELDS = [...SPEC_CODE_FIELDS, ...SPEC_TEXT_FIELDS] as const;
export type SpecField = (typeof SPEC_FIELDS)[number];

/** The texts of a product, in each language. */
export const PRODUCT_TEXT_FIELDS = ['name', 'description', ...SPEC_TEXT_FIELDS] as const;
const specText = (field: keyof typeof SPEC_LIMITS) => Type.String({ maxLength: SPEC_LIMITS[field] });
export const ProductTexts = Type.Object({
  ...CategoryTexts.properties,
  grade: specText('grade'),
  appearance: specText('appearance'),
  packaging: specText('packaging'),
  origin: specText('origin'),
  shelf_life: specText('shelf_life'),
  storage: specText('storage'),
});

/** A CAS registry number: 2-7 digits, 2 digits, a check digit (the check digit is verified by the server). */
export const CAS_NUMBER_PATTERN = '^(\\d{2,7}-\\d{2}-\\d)?$';
/** An E-number, e.g. E471 or E322(i). */
export const E_NUMBER_PATTERN = '^(E ?\\d{3,4}[a-z]?( ?\\([ivx]+\\))?)?$';

/** A product as lists show it. */
export const ProductSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  product_image: Type.Union([ImageSet, Type.Null()]),
  updated_at: timestamp,
  fallback: FallbackSchema(['name']),
});
export type ProductSummary = Static<typeof ProductSummary>;

/** A product with everything its page shows, but the related products. */
const ProductData = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  grade: Type.String(),
  appearance: Type.String(),
  packaging: Type.String(),
  origin: Type.String(),
  shelf_life: Type.String(),
  storage: Type.String(),
  cas_number: Type.String(),
  e_number: Type.String(),
  inci_name: Type.String(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  principal: Type.Union([Principal, Type.Null()]),
  certifications: Certifications,
  industries: Type.Array(Term),
  applications: Type.Array(Term),
  documents: Type.Array(ProductDocument),
  product_image: Type.Union([ImageSet, Type.Null()]),
  created_at: timestamp,
  updated_at: timestamp,
});

/** GET /products/{id}: the product in the asked language, with some products of its category. */
export const Product = Type.Object({
  ...ProductData.properties,
  related: Type.Array(ProductSummary, { maxItems: RELATED_PRODUCTS }),
  fallback: FallbackSchema(['name', 'description', ...SPEC_TEXT_FIELDS, 'category_name']),
});
export type Product = Static<typeof Product>;

/**
 * A product as the back office edits it: English in its fields, every other language in `translations`; its
 * terms and principal in English, its documents with their admin download URLs (on request or not); its publication.
 */
export const AdminProduct = Type.Object({
  ...ProductData.properties,
  translations: TranslationsSchema(ProductTexts),
  ...Publication,
});
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

/** A category as the back office edits it, with its publication; `product_count` counts drafts too. */
export const AdminCategory = Type.Object({
  ...Category.properties,
  translations: TranslationsSchema(CategoryTexts),
  ...Publication,
});
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

/**
 * Multipart text fields of product create and update; the file field is `product_image`. `translations`,
 * `certifications`, `industry_ids`, `application_ids` and `principal_id` are JSON text. On update, a field left
 * out keeps its value (but the name and the category, which are required).
 */
export const ProductFields = Type.Object(
  {
    name: requiredText,
    category_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    description: Type.Optional(description),
    grade: Type.Optional(specText('grade')),
    appearance: Type.Optional(specText('appearance')),
    packaging: Type.Optional(specText('packaging')),
    origin: Type.Optional(specText('origin')),
    shelf_life: Type.Optional(specText('shelf_life')),
    storage: Type.Optional(specText('storage')),
    cas_number: Type.Optional(Type.String({ maxLength: SPEC_LIMITS.cas_number, pattern: CAS_NUMBER_PATTERN })),
    e_number: Type.Optional(Type.String({ maxLength: SPEC_LIMITS.e_number, pattern: E_NUMBER_PATTERN })),
    inci_name: Type.Optional(specText('inci_name')),
    principal_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()])),
    certifications: Type.Optional(Certifications),
    industry_ids: Type.Optional(TermIds),
    application_ids: Type.Optional(TermIds),
    translations: Type.Optional(TranslationsSchema(ProductTexts)),
    ...PublicationFields,
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
    ...PublicationFields,
  },
  { additionalProperties: false },
);
export type CategoryFields = Static<typeof CategoryFields>;
export const CATEGORY_IMAGE_FIELD = 'image_url';

/** The back office's product list: an admin list that also filters by publication state. */
export const AdminProductListQuery = AdminListQuery('products', { state: PublicationStateFilter });
export type AdminProductListQuery = Static<typeof AdminProductListQuery>;

/** The back office's categories (all of them, the table pages them), of one publication state if asked. */
export const AdminCategoryListQuery = Type.Object({ state: PublicationStateFilter }, { additionalProperties: false });
export type AdminCategoryListQuery = Static<typeof AdminCategoryListQuery>;

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

const id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The catalogue's filters, each optional: a product is listed when it matches all of those given. */
const catalogueFilters = {
  industry: Type.Optional({ ...id, description: 'An industry id: only products serving it.' }),
  application: Type.Optional({ ...id, description: 'An application id: only products used for it.' }),
  certification: Type.Optional(CertificationKindSchema),
};
export const CATALOGUE_FILTERS = ['industry', 'application', 'certification'] as const;
export type CatalogueFilter = (typeof CATALOGUE_FILTERS)[number];

export const CategoryListQuery = Type.Object(
  {
    search,
    ...catalogueFilters,
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
  { search, ...catalogueFilters, sort: sortOf(PRODUCT_SORTS), lang: LANG_PARAMETER },
  { additionalProperties: false },
);
export type CategoryProductsQuery = Static<typeof CategoryProductsQuery>;

/**
 * GET /catalogue/facets: for the products listed by a search, a category and filters, how many match each industry,
 * application and certification (so a filter's count is what choosing it would list).
 */
export const FacetsQuery = Type.Object(
  { search, category: Type.Optional(id), ...catalogueFilters, lang: LANG_PARAMETER },
  { additionalProperties: false },
);
export type FacetsQuery = Static<typeof FacetsQuery>;

export const TermFacet = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  count: Type.Integer(),
  fallback: FallbackSchema(['name']),
});
export type TermFacet = Static<typeof TermFacet>;
export const CertificationFacet = Type.Object({ kind: CertificationKindSchema, count: Type.Integer() });
export type CertificationFacet = Static<typeof CertificationFacet>;

/** Values with no product are left out, but for a filter in use (with its count, possibly 0). */
export const CatalogueFacets = Type.Object({
  industries: Type.Array(TermFacet),
  applications: Type.Array(TermFacet),
  certifications: Type.Array(CertificationFacet),
});
export type CatalogueFacets = Static<typeof CatalogueFacets>;
