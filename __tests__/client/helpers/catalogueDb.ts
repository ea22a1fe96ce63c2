import type {
  Category,
  CategoryListQuery,
  CategoryProducts,
  CategorySort,
  CategoryWithProducts,
  Product,
  ProductSummary,
} from '@/common/api/catalogue';
import { CATEGORY_STRIP_PRODUCTS } from '@/common/constants';
import { imageSet, type StoredCategory, type StoredProduct } from '../../fixtures/client/catalogue';

let categories: StoredCategory[] = [];
let products: StoredProduct[] = [];
/** Each stored image gets a new file name, as the real server's random names do. */
let uploads = 0;

const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map(({ id }) => id)) + 1;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const newImage = (prefix: string) => {
  uploads += 1;
  return imageSet(`${prefix}-upload-${uploads}`);
};

const summary = ({ id, name, product_image, updated_at }: StoredProduct): ProductSummary => ({
  id,
  name,
  product_image,
  updated_at,
});
const productsIn = (categoryId: number) => products.filter((product) => product.category_id === categoryId);
const withCategoryName = (product: StoredProduct): Product => ({
  ...product,
  category_name: categories.find((category) => category.id === product.category_id)?.name ?? '',
});
const withCount = (category: StoredCategory): Category => ({
  ...category,
  product_count: productsIn(category.id).length,
});

export interface ProductInput {
  name: string;
  category_id: number;
  description: string;
}
export interface CategoryInput {
  name: string;
  description: string;
}

/** The mock server's categories and products tables, answering in the shapes of the API contract. */
export const catalogueDb = {
  reset(): void {
    categories = [];
    products = [];
    uploads = 0;
  },
  seed(seed: { categories: StoredCategory[]; products?: StoredProduct[] }): void {
    categories = seed.categories.map((row) => ({ ...row }));
    products = (seed.products ?? []).map((row) => ({ ...row }));
  },

  /** GET /categories/products: search, sort and one page, as the real server answers them. */
  categoriesWithProducts({ search, sort, page, limit }: CategoryListQuery): {
    rows: CategoryWithProducts[];
    total: number;
  } {
    const term = search?.trim().toLowerCase() ?? '';
    const contains = (name: string) => name.toLowerCase().includes(term);
    const listed = [...categories].sort(byName).flatMap((category) => {
      const own = productsIn(category.id).sort(byName);
      const shown = !term || contains(category.name) ? own : own.filter((product) => contains(product.name));
      if (term && !contains(category.name) && !shown.length) return [];
      return [
        {
          category_id: category.id,
          category_name: category.name,
          description: category.description,
          image_url: category.image_url,
          product_count: shown.length,
          products: shown.slice(0, CATEGORY_STRIP_PRODUCTS).map(summary),
        },
      ];
    });
    const orders: Record<CategorySort, (a: CategoryWithProducts, b: CategoryWithProducts) => number> = {
      most_products: (a, b) => b.product_count - a.product_count,
      least_products: (a, b) => a.product_count - b.product_count,
      alphabetical: () => 0,
      alphabetical_reverse: (a, b) => b.category_name.localeCompare(a.category_name),
    };
    const sorted = listed.sort(orders[sort]);
    return { rows: sorted.slice((page - 1) * limit, page * limit), total: sorted.length };
  },
  categoryProducts(id: number): CategoryProducts | undefined {
    const category = categories.find((row) => row.id === id);
    if (!category) return undefined;
    const { name, description, image_url } = category;
    return { id, name, description, image_url, products: productsIn(id).sort(byName).map(summary) };
  },
  product(id: number): Product | undefined {
    const product = products.find((row) => row.id === id);
    return product && withCategoryName(product);
  },
  /** Newest first, as the admin table lists them. */
  products: (): Product[] => [...products].sort((a, b) => b.id - a.id).map(withCategoryName),
  categories: (): Category[] => [...categories].sort(byName).map(withCount),
  categoryExists: (id: number): boolean => categories.some((category) => category.id === id),

  createProduct(input: ProductInput): Product {
    const now = new Date().toISOString();
    const product: StoredProduct = {
      id: nextId(products),
      ...input,
      product_image: newImage('product'),
      created_at: now,
      updated_at: now,
    };
    products.push(product);
    return withCategoryName(product);
  },
  updateProduct(id: number, input: ProductInput, replaceImage: boolean): Product | undefined {
    const product = products.find((row) => row.id === id);
    if (!product) return undefined;
    Object.assign(product, input, { updated_at: new Date().toISOString() });
    if (replaceImage) product.product_image = newImage('product');
    return withCategoryName(product);
  },
  removeProduct(id: number): boolean {
    const before = products.length;
    products = products.filter((product) => product.id !== id);
    return products.length < before;
  },

  createCategory(input: CategoryInput): Category {
    const now = new Date().toISOString();
    const category: StoredCategory = {
      id: nextId(categories),
      ...input,
      image_url: newImage('category'),
      created_at: now,
      updated_at: now,
    };
    categories.push(category);
    return withCount(category);
  },
  updateCategory(id: number, input: CategoryInput, replaceImage: boolean): Category | undefined {
    const category = categories.find((row) => row.id === id);
    if (!category) return undefined;
    Object.assign(category, input, { updated_at: new Date().toISOString() });
    if (replaceImage) category.image_url = newImage('category');
    return withCount(category);
  },
  /** 'in-use' when products still belong to it: the real server answers 409 then and deletes nothing. */
  removeCategory(id: number): 'removed' | 'missing' | 'in-use' {
    if (!categories.some((category) => category.id === id)) return 'missing';
    if (productsIn(id).length) return 'in-use';
    categories = categories.filter((category) => category.id !== id);
    return 'removed';
  },
};
