import { dataOf } from '@/client/api/envelope';
import type {
  AdminCategory,
  AdminProduct,
  CATEGORY_IMAGE_FIELD,
  PRODUCT_IMAGE_FIELD,
  CatalogueFacets,
  FacetsQuery,
  CategoryFields,
  CategoryProducts,
  CategoryWithProducts,
  Product,
  ProductFields,
} from '@/common/api/catalogue';
import type { AdminListRequest } from '@/common/api/admin-list';
import type { Envelope, ListEnvelope } from '@/common/api/envelope';
import { catalogueFilterParams, type CatalogueFilters } from '@/common/catalogue-filters';
import { categoryListParams, type CategoryListView } from '@/common/category-list';
import { api, contentRead, type ContentRequest } from '@/client/api/api';
import { takeFile } from '@/client/api/pendingFiles';
import { toFormData } from '@/client/api/upload';

/** The multipart file fields of the contract (checked against it, without loading its runtime schemas). */
export const PRODUCT_IMAGE: typeof PRODUCT_IMAGE_FIELD = 'product_image';
export const CATEGORY_IMAGE: typeof CATEGORY_IMAGE_FIELD = 'image_url';

const PRODUCT_LIST = { type: 'Product', id: 'LIST' } as const;
const CATEGORY_LIST = { type: 'Category', id: 'LIST' } as const;
/** Products and categories feed the What's New list and the dashboard, so their changes refresh those too. */
const DERIVED = ['WhatsNew', 'Dashboard'] as const;
/** A product's changes also change how many products each industry and application counts. */
const PRODUCT_DERIVED = [...DERIVED, 'Term'] as const;

const productTags = (products: { id: number }[] = []) => products.map(({ id }) => ({ type: 'Product' as const, id }));
/** A product also depends on its category, whose name it shows. */
const productWithCategoryTags = (product: { category_id: number } | undefined, id: number) => [
  { type: 'Product' as const, id },
  ...(product ? [{ type: 'Category' as const, id: product.category_id }] : []),
];

/**
 * Mutation arguments carry the id of a held file (see pendingFiles), never the File itself, so the store
 * stays serialisable; the file is taken out of the registry only when the request is built.
 */
export interface ProductUpload {
  fields: ProductFields;
  fileId?: string;
}
export interface CategoryUpload {
  fields: CategoryFields;
  fileId?: string;
}

/**
 * A product's multipart form. `principal_id` goes as JSON text like the lists, so that null (no principal) is sent
 * rather than left out, which would keep the principal the product had.
 */
const productForm = ({ principal_id: principalId, ...fields }: ProductFields, fileId: string | undefined) =>
  toFormData({
    ...fields,
    principal_id: principalId === undefined ? undefined : JSON.stringify(principalId),
    [PRODUCT_IMAGE]: takeFile(fileId),
  });

/** The answer of /products/category/{id} when it has the shape the page needs, else null ('Invalid data format'). */
function categoryProductsOrNull(response: Partial<Envelope<CategoryProducts>> | null): CategoryProducts | null {
  const data = response?.data;
  return data && typeof data === 'object' && Array.isArray(data.products) ? data : null;
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategoriesWithProducts: build.query<ListEnvelope<CategoryWithProducts>, ContentRequest & CategoryListView>({
      query: ({ language, ...view }) => contentRead('/categories/products', { language }, categoryListParams(view)),
      providesTags: (list) => [
        CATEGORY_LIST,
        PRODUCT_LIST,
        ...(list?.data ?? []).map(({ category_id }) => ({ type: 'Category' as const, id: category_id })),
      ],
    }),
    getCategoryProducts: build.query<CategoryProducts | null, ContentRequest & { id: number } & CatalogueFilters>({
      query: ({ id, language, ...filters }) =>
        contentRead(`/products/category/${id}`, { language }, catalogueFilterParams(filters)),
      transformResponse: categoryProductsOrNull,
      providesTags: (category, _error, { id }) => [
        { type: 'Category', id },
        PRODUCT_LIST,
        ...productTags(category?.products),
      ],
    }),
    /** The filter counts of the products a search lists, or of those of a category, given the other filters. */
    getCatalogueFacets: build.query<CatalogueFacets, ContentRequest & Omit<FacetsQuery, 'lang'>>({
      query: ({ search, category, language, ...filters }) =>
        contentRead(
          '/catalogue/facets',
          { language },
          { ...(search && { search }), ...(category && { category }), ...catalogueFilterParams(filters) },
        ),
      transformResponse: dataOf<CatalogueFacets>,
      // The counts name the industries and applications, which the back office renames.
      providesTags: [CATEGORY_LIST, PRODUCT_LIST, 'Term'],
    }),
    getProduct: build.query<Product, ContentRequest & { id: number }>({
      query: ({ id, ...request }) => contentRead(`/products/${id}`, request),
      transformResponse: dataOf<Product>,
      providesTags: (product, _error, { id }) => productWithCategoryTags(product, id),
    }),

    getAdminProducts: build.query<ListEnvelope<AdminProduct>, AdminListRequest<'products'>>({
      query: (params) => ({ url: '/admin/products', params }),
      providesTags: (list) => [PRODUCT_LIST, ...productTags(list?.data)],
    }),
    getAdminProduct: build.query<AdminProduct, number>({
      query: (id) => `/admin/products/${id}`,
      transformResponse: dataOf<AdminProduct>,
      providesTags: (product, _error, id) => productWithCategoryTags(product, id),
    }),
    addProduct: build.mutation<AdminProduct, ProductUpload>({
      query: ({ fields, fileId }) => ({
        url: '/admin/products',
        method: 'POST',
        body: productForm(fields, fileId),
      }),
      transformResponse: dataOf<AdminProduct>,
      // A new product changes its category's product_count, hence the category list too.
      invalidatesTags: [PRODUCT_LIST, CATEGORY_LIST, ...PRODUCT_DERIVED],
    }),
    updateProduct: build.mutation<AdminProduct, ProductUpload & { id: number }>({
      query: ({ id, fields, fileId }) => ({
        url: `/admin/products/${id}`,
        method: 'PUT',
        body: productForm(fields, fileId),
      }),
      transformResponse: dataOf<AdminProduct>,
      invalidatesTags: (_product, _error, { id }) => [
        { type: 'Product', id },
        PRODUCT_LIST,
        CATEGORY_LIST,
        ...PRODUCT_DERIVED,
      ],
    }),
    deleteProduct: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/products/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Product', id },
        PRODUCT_LIST,
        CATEGORY_LIST,
        ...PRODUCT_DERIVED,
        'Trash',
      ],
    }),

    /** Every category with its product_count; the admin table pages them in the browser. */
    getAdminCategories: build.query<AdminCategory[], void>({
      query: () => '/admin/categories',
      transformResponse: dataOf<AdminCategory[]>,
      providesTags: (categories = []) => [
        CATEGORY_LIST,
        ...categories.map(({ id }) => ({ type: 'Category' as const, id })),
      ],
    }),
    addCategory: build.mutation<AdminCategory, CategoryUpload>({
      query: ({ fields, fileId }) => ({
        url: '/admin/categories',
        method: 'POST',
        body: toFormData({ ...fields, [CATEGORY_IMAGE]: takeFile(fileId) }),
      }),
      transformResponse: dataOf<AdminCategory>,
      invalidatesTags: [CATEGORY_LIST, 'Dashboard'],
    }),
    // Category names show in product rows, so edits and deletions refresh the product lists as well.
    updateCategory: build.mutation<AdminCategory, CategoryUpload & { id: number }>({
      query: ({ id, fields, fileId }) => ({
        url: `/admin/categories/${id}`,
        method: 'PUT',
        body: toFormData({ ...fields, [CATEGORY_IMAGE]: takeFile(fileId) }),
      }),
      transformResponse: dataOf<AdminCategory>,
      invalidatesTags: (_category, _error, { id }) => [
        { type: 'Category', id },
        CATEGORY_LIST,
        PRODUCT_LIST,
        ...DERIVED,
      ],
    }),
    deleteCategory: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Category', id },
        CATEGORY_LIST,
        PRODUCT_LIST,
        ...DERIVED,
        'Trash',
      ],
    }),
  }),
});

export const {
  useGetCategoriesWithProductsQuery,
  useGetCategoryProductsQuery,
  useGetCatalogueFacetsQuery,
  useGetProductQuery,
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useAddProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useGetAdminCategoriesQuery,
  useAddCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = catalogueApi;
