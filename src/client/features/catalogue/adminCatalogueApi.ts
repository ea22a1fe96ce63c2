import { dataOf } from '@/client/api/envelope';
import type {
  AdminCategory,
  AdminProduct,
  CATEGORY_IMAGE_FIELD,
  CategoryFields,
  PRODUCT_IMAGE_FIELD,
  ProductFields,
} from '@/common/api/catalogue';
import type { AdminListRequest } from '@/common/api/admin-list';
import type { ListEnvelope } from '@/common/api/envelope';
import type { PublicationState } from '@/common/api/publication';
import { api } from '@/client/api/api';
import { takeFile } from '@/client/api/pendingFiles';
import { toFormData } from '@/client/api/upload';
import { updateTags, updateUrl } from '@/client/api/pendingChangesTarget';
import { CATEGORY_LIST, PRODUCT_LIST, productTags, productWithCategoryTags } from './catalogueApi';

/** The multipart file fields of the contract (checked against it, without loading its runtime schemas). */
export const PRODUCT_IMAGE: typeof PRODUCT_IMAGE_FIELD = 'product_image';
export const CATEGORY_IMAGE: typeof CATEGORY_IMAGE_FIELD = 'image_url';

/** Products and categories feed the What's New list and the dashboard, so their changes refresh those too. */
const DERIVED = ['WhatsNew', 'Dashboard'] as const;
/** A product's changes also change how many products each industry and application counts. */
const PRODUCT_DERIVED = [...DERIVED, 'Term'] as const;

/**
 * Mutation arguments carry the id of a held file (see pendingFiles), never the File itself, so the store
 * stays serialisable; the file is taken out of the registry only when the request is built. The fields carry the
 * publication (`state`, `publish_at`, `unpublish_at`) when the form changes it.
 */
export interface ProductUpload {
  fields: ProductFields;
  fileId?: string;
}
export interface CategoryUpload {
  fields: CategoryFields;
  fileId?: string;
}

/** The back office's product list: an admin list, of one publication state when `state` is given. */
export type AdminProductsRequest = AdminListRequest<'products'> & { state?: PublicationState };
/** The back office's categories, all of them, or those of one publication state. */
export type AdminCategoriesRequest = { state?: PublicationState } | void;

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

/** The back office's reads and writes of products and categories (kept out of the visitors' chunks). */
export const adminCatalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<ListEnvelope<AdminProduct>, AdminProductsRequest>({
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
    /** Updates the product, or, `asChanges`, keeps the update apart as its unpublished changes. */
    updateProduct: build.mutation<AdminProduct, ProductUpload & { id: number; asChanges?: boolean }>({
      query: ({ id, fields, fileId, asChanges }) => ({
        url: updateUrl(`/admin/products/${id}`, { collection: 'products', id }, asChanges),
        method: 'PUT',
        body: productForm(fields, fileId),
      }),
      transformResponse: dataOf<AdminProduct>,
      invalidatesTags: (_product, _error, { id, asChanges }) =>
        updateTags(
          [{ type: 'Product', id }, PRODUCT_LIST, CATEGORY_LIST, ...PRODUCT_DERIVED],
          { collection: 'products', id },
          asChanges,
        ),
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

    /** Every category (of one state, when asked) with its product_count; the admin table pages them in the browser. */
    getAdminCategories: build.query<AdminCategory[], AdminCategoriesRequest>({
      query: (params) => ({ url: '/admin/categories', params: params ?? undefined }),
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
    // Category names show in product rows, and a category's publication shows or hides its products, so edits and
    // deletions refresh the product lists as well.
    updateCategory: build.mutation<AdminCategory, CategoryUpload & { id: number; asChanges?: boolean }>({
      query: ({ id, fields, fileId, asChanges }) => ({
        url: updateUrl(`/admin/categories/${id}`, { collection: 'categories', id }, asChanges),
        method: 'PUT',
        body: toFormData({ ...fields, [CATEGORY_IMAGE]: takeFile(fileId) }),
      }),
      transformResponse: dataOf<AdminCategory>,
      invalidatesTags: (_category, _error, { id, asChanges }) =>
        updateTags(
          [{ type: 'Category', id }, CATEGORY_LIST, PRODUCT_LIST, ...DERIVED],
          { collection: 'categories', id },
          asChanges,
        ),
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
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useAddProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useGetAdminCategoriesQuery,
  useAddCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = adminCatalogueApi;
