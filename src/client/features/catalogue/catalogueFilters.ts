import type { ProductSummary } from '@/common/api/catalogue';
import { PRODUCT_SORTS, type ProductSort } from '@/common/constants';

/** Category search and sort run on the server (GET /categories/products); one category's products, here. */
export const DEFAULT_PRODUCT_SORT: ProductSort = PRODUCT_SORTS[0];

export const isProductSort = (value: unknown): value is ProductSort => PRODUCT_SORTS.includes(value as ProductSort);

const contains = (text: string, query: string) => text.toLocaleLowerCase().includes(query);
const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** Products whose name contains `query`, ignoring case; all of them for a blank query. */
export function filterProducts<T extends { name: string }>(products: T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? products.filter((product) => contains(product.name, needle)) : products;
}

export function sortProducts<T extends { name: string }>(products: T[], sort: ProductSort): T[] {
  const sorted = [...products].sort((a, b) => byName(a.name, b.name));
  return sort === 'name_desc' ? sorted.reverse() : sorted;
}

/** The product updated last (SPEC.md 2.3 'Latest Product'), or undefined when there is none. */
export function latestProduct(products: ProductSummary[]): ProductSummary | undefined {
  return products.reduce<ProductSummary | undefined>(
    (latest, product) => (!latest || Date.parse(product.updated_at) > Date.parse(latest.updated_at) ? product : latest),
    undefined,
  );
}
