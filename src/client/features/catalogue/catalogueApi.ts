import type {
  AdminCategory,
  AdminProduct,
  CATEGORY_IMAGE_FIELD,
  PRODUCT_IMAGE_FIELD,
  CategoryFields,
  CategoryProducts,
  CategoryWithProducts,
  Product,
  ProductFields,
} from '@/common/api/catalogue';
import type { Envelope, ListEnvelope, PageQuery } from '@/common/api/envelope';
import { categoryListParams, type CategoryListView } from '@/common/category-list';
import { api } from '@/client/api/api';
import { takeFile } from '@/client/api/pendingFiles';
import { toFormData } from '@/client/api/upload';

/** The multipart file fields of the contract (checked against it, without loading its runtime schemas). */
export const PRODUCT_IMAGE: typeof PRODUCT_IMAGE_FIELD = 'product_image';
export const CATEGORY_IMAGE: typeof CATEGORY_IMAGE_FIELD = 'image_url';

const PRODUCT_LIST = { type: 'Product', id: 'LIST' } as const;
const CATEGORY_LIST = { type: 'Category', id: 'LIST' } as const;
/** Products and categories feed the What's New list and the dashboard, so their changes refresh those too. */
const DERIVED = ['WhatsNew', 'Dashboard'] as const;

const productTags = (products: { id: number }[] = []) => products.map(({ id }) => ({ type: 'Product' as const, id }));
/** A product also depends on its category, whose name it shows. */
const productWithCategoryTags = (product: Product | undefined, id: number) => [
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

/** The answer of /products/category/{id} when it has the shape the page needs, else null ('Invalid data format'). */
function categoryProductsOrNull(response: Partial<Envelope<CategoryProducts>> | null): CategoryProducts | null {
  const data = response?.data;
  return data && typeof data === 'object' && Array.isArray(data.products) ? data : null;
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategoriesWithProducts: build.query<ListEnvelope<CategoryWithProducts>, CategoryListView>({
      query: (view) => ({ url: '/categories/products', params: categoryListParams(view) }),
      providesTags: (list) => [
        CATEGORY_LIST,
        PRODUCT_LIST,
        ...(list?.data ?? []).map(({ category_id }) => ({ type: 'Category' as const, id: category_id })),
      ],
    }),
    getCategoryProducts: build.query<CategoryProducts | null, number>({
      query: (id) => `/products/category/${id}`,
      transformResponse: categoryProductsOrNull,
      providesTags: (category, _error, id) => [
        { type: 'Category', id },
        PRODUCT_LIST,
        ...productTags(category?.products),
      ],
    }),
    getProduct: build.query<Product, number>({
      query: (id) => `/products/${id}`,
      transformResponse: (response: Envelope<Product>) => response.data,
      providesTags: (product, _error, id) => productWithCategoryTags(product, id),
    }),

    getAdminProducts: build.query<ListEnvelope<AdminProduct>, PageQuery>({
      query: ({ page, limit }) => ({ url: '/admin/products', params: { page, limit } }),
      providesTags: (list) => [PRODUCT_LIST, ...productTags(list?.data)],
    }),
    getAdminProduct: build.query<AdminProduct, number>({
      query: (id) => `/admin/products/${id}`,
      transformResponse: (response: Envelope<AdminProduct>) => response.data,
      providesTags: (product, _error, id) => productWithCategoryTags(product, id),
    }),
    addProduct: build.mutation<AdminProduct, ProductUpload>({
      query: ({ fields, fileId }) => ({
        url: '/admin/products',
        method: 'POST',
        body: toFormData({ ...fields, [PRODUCT_IMAGE]: takeFile(fileId) }),
      }),
      transformResponse: (response: Envelope<AdminProduct>) => response.data,
      // A new product changes its category's product_count, hence the category list too.
      invalidatesTags: [PRODUCT_LIST, CATEGORY_LIST, ...DERIVED],
    }),
    updateProduct: build.mutation<AdminProduct, ProductUpload & { id: number }>({
      query: ({ id, fields, fileId }) => ({
        url: `/admin/products/${id}`,
        method: 'PUT',
        body: toFormData({ ...fields, [PRODUCT_IMAGE]: takeFile(fileId) }),
      }),
      transformResponse: (response: Envelope<AdminProduct>) => response.data,
      invalidatesTags: (_product, _error, { id }) => [{ type: 'Product', id }, PRODUCT_LIST, CATEGORY_LIST, ...DERIVED],
    }),
    deleteProduct: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/products/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Product', id }, PRODUCT_LIST, CATEGORY_LIST, ...DERIVED],
    }),

    /** Every category with its product_count; the admin table pages them in the browser. */
    getAdminCategories: build.query<AdminCategory[], void>({
      query: () => '/admin/categories',
      transformResponse: (response: Envelope<AdminCategory[]>) => response.data,
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
      transformResponse: (response: Envelope<AdminCategory>) => response.data,
      invalidatesTags: [CATEGORY_LIST, 'Dashboard'],
    }),
    // Category names show in product rows, so edits and deletions refresh the product lists as well.
    updateCategory: build.mutation<AdminCategory, CategoryUpload & { id: number }>({
      query: ({ id, fields, fileId }) => ({
        url: `/admin/categories/${id}`,
        method: 'PUT',
        body: toFormData({ ...fields, [CATEGORY_IMAGE]: takeFile(fileId) }),
      }),
      transformResponse: (response: Envelope<AdminCategory>) => response.data,
      invalidatesTags: (_category, _error, { id }) => [
        { type: 'Category', id },
        CATEGORY_LIST,
        PRODUCT_LIST,
        ...DERIVED,
      ],
    }),
    deleteCategory: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Category', id }, CATEGORY_LIST, PRODUCT_LIST, ...DERIVED],
    }),
  }),
});

export const {
  useGetCategoriesWithProductsQuery,
  useGetCategoryProductsQuery,
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
