import type { CategorySort, CategoryWithProducts, ProductSort, ProductSummary } from '../../../common/api/catalogue';

/** SPEC.md 5's sort allowlists, repeated here because the client imports the API contract's types only. */
export const CATEGORY_SORT_OPTIONS = [
  'most_products',
  'least_products',
  'alphabetical',
  'alphabetical_reverse',
] as const satisfies readonly CategorySort[];
export const DEFAULT_CATEGORY_SORT: CategorySort = 'most_products';
export const PRODUCT_SORT_OPTIONS = ['name_asc', 'name_desc'] as const satisfies readonly ProductSort[];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'name_asc';

export const isCategorySort = (value: unknown): value is CategorySort =>
  CATEGORY_SORT_OPTIONS.includes(value as CategorySort);
export const isProductSort = (value: unknown): value is ProductSort =>
  PRODUCT_SORT_OPTIONS.includes(value as ProductSort);

const contains = (text: string, query: string) => text.toLocaleLowerCase().includes(query);
const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** Products whose name contains `query`, ignoring case; all of them for a blank query. */
export function filterProducts<T extends { name: string }>(products: T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? products.filter((product) => contains(product.name, needle)) : products;
}

/**
 * Categories whose name or any product's name contains `query`, ignoring case. A category found by its
 * name keeps all its products; one found through its products shows only the products that match.
 */
export function filterCategories(categories: CategoryWithProducts[], query: string): CategoryWithProducts[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return categories;
  return categories.flatMap((category) => {
    if (contains(category.category_name, needle)) return [category];
    const products = filterProducts(category.products, needle);
    return products.length ? [{ ...category, products }] : [];
  });
}

export function sortCategories(categories: CategoryWithProducts[], sort: CategorySort): CategoryWithProducts[] {
  const sorted = [...categories];
  const names = (a: CategoryWithProducts, b: CategoryWithProducts) => byName(a.category_name, b.category_name);
  switch (sort) {
    case 'most_products':
      return sorted.sort((a, b) => b.products.length - a.products.length || names(a, b));
    case 'least_products':
      return sorted.sort((a, b) => a.products.length - b.products.length || names(a, b));
    case 'alphabetical':
      return sorted.sort(names);
    case 'alphabetical_reverse':
      return sorted.sort((a, b) => names(b, a));
  }
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
