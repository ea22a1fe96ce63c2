import { dataOf } from '@/client/api/envelope';
import type {
  CatalogueFacets,
  FacetsQuery,
  CategoryProducts,
  CategoryWithProducts,
  Product,
} from '@/common/api/catalogue';
import type { Envelope, ListEnvelope } from '@/common/api/envelope';
import { catalogueFilterParams, type CatalogueFilters } from '@/common/catalogue-filters';
import { categoryListParams, type CategoryListView } from '@/common/category-list';
import { api, contentRead, type ContentRequest } from '@/client/api/api';

export const PRODUCT_LIST = { type: 'Product', id: 'LIST' } as const;
export const CATEGORY_LIST = { type: 'Category', id: 'LIST' } as const;

export const productTags = (products: { id: number }[] = []) =>
  products.map(({ id }) => ({ type: 'Product' as const, id }));
/** A product also depends on its category, whose name it shows. */
export const productWithCategoryTags = (product: { category_id: number } | undefined, id: number) => [
  { type: 'Product' as const, id },
  ...(product ? [{ type: 'Category' as const, id: product.category_id }] : []),
];

/** The answer of /products/category/{id} when it has the shape the page needs, else null ('Invalid data format'). */
function categoryProductsOrNull(response: Partial<Envelope<CategoryProducts>> | null): CategoryProducts | null {
  const data = response?.data;
  return data && typeof data === 'object' && Array.isArray(data.products) ? data : null;
}

/** What visitors read of the catalogue; the back office's reads and writes are in adminCatalogueApi.ts. */
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
  }),
});

export const {
  useGetCategoriesWithProductsQuery,
  useGetCategoryProductsQuery,
  useGetCatalogueFacetsQuery,
  useGetProductQuery,
} = catalogueApi;
