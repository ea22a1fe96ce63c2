import { catalogueFilterParams, type CatalogueFilters } from './catalogue-filters';
import { requestPath } from './request-path';

/**
 * GET /products/category/{id} for the filters in a /produk_kategori/produk/{id} URL (the page searches and sorts
 * the category's products itself), as the page requests it and the server preloads it.
 */
export function categoryProductsRequest(id: number | string, filters: CatalogueFilters): string {
  return requestPath(`/products/category/${id}`, catalogueFilterParams(filters));
}
