import {
  PRODUCT_TEXT_FIELDS,
  type AdminCategory,
  type AdminProduct,
  type CatalogueFacets,
  type CategoryListQuery,
  type CategoryProducts,
  type CategorySort,
  type CategoryWithProducts,
  type FacetsQuery,
  type Product,
  type ProductFields,
  type ProductSummary,
} from '@/common/api/catalogue';
import type { Term } from '@/common/api/product-data';
import type { Publication } from '@/common/api/publication';
import type { CatalogueFilters } from '@/common/catalogue-filters';
import { entityTexts, pickTexts, type Translations } from '@/common/api/translations';
import { CATEGORY_STRIP_PRODUCTS, RELATED_PRODUCTS, type TermKind } from '@/common/constants';
import type { Language } from '@/common/language';
import { adminPartners } from '../../fixtures/client/home';
import { imageSet, type StoredCategory, type StoredProduct } from '../../fixtures/client/catalogue';
import { PUBLISHED, withoutPublication } from '../../fixtures/client/publication';
import { catalogueTermsDb } from './catalogueTermsDb';
import { countFacets, matchesCatalogueFilters } from './catalogueFacets';
import type { SentPublication } from './mockPublication';

let categories: StoredCategory[] = [];
let products: StoredProduct[] = [];
/** Each stored image gets a new file name, as the real server's random names do. */
let uploads = 0;
/** What each product or category write sent about the publication, in order (`{}` when nothing). */
let sentPublications: SentPublication[] = [];

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
const categoryOf = (product: StoredProduct) => categories.find((category) => category.id === product.category_id);

/** A row's publication: one seeded without it is published. */
const publicationOf = (row: Partial<Publication>): Publication => ({ ...PUBLISHED, ...row });
const isPublished = (row: Partial<Publication> | undefined) =>
  row !== undefined && publicationOf(row).state === 'published';
/** Visitors see a category while it is published, and a product while it and its category are. */
const visibleCategories = () => categories.filter(isPublished);
const visibleProducts = () => products.filter((product) => isPublished(product) && isPublished(categoryOf(product)));
const visibleProductsIn = (categoryId: number) =>
  visibleProducts().filter((product) => product.category_id === categoryId);

/** The texts of an entity in `language`, each missing one from another language (named in `fallback`). */
const textsIn = <F extends string>(
  entity: Record<F, string> & { translations?: Translations<F> },
  fields: readonly F[],
  language: Language,
) => pickTexts(entityTexts(entity, entity.translations, fields), fields, language);

/** Where a document downloads: the public URL, or the admin one that needs the token. */
export const documentUrl = (productId: number, documentId: number, reader: 'public' | 'admin') =>
  `/v1${reader === 'admin' ? '/admin' : ''}/products/${productId}/documents/${documentId}`;

const termsIn = (kind: TermKind, terms: Term[], language: Language) =>
  terms.map((term) => catalogueTermsDb.inLanguage(kind, term, language));

/** GET /products/{id}: in `language`, documents sent on request without a URL, with some of its category's products. */
const publicProduct = (product: StoredProduct, language: Language): Product => {
  const { translations: _translations, ...row } = withoutPublication(product);
  const own = textsIn(product, PRODUCT_TEXT_FIELDS, language);
  const category = categoryOf(product);
  const categoryName = category && textsIn(category, ['name'], language);
  const fallback = { ...own.fallback, ...(categoryName?.fallback && { category_name: categoryName.fallback.name }) };
  return {
    ...row,
    ...own.texts,
    category_name: categoryName?.texts.name ?? '',
    industries: termsIn('industry', product.industries, language),
    applications: termsIn('application', product.applications, language),
    documents: product.documents.map((document) => ({
      ...document,
      url: document.on_request ? null : documentUrl(product.id, document.id, 'public'),
    })),
    related: visibleProductsIn(product.category_id)
      .filter((other) => other.id !== product.id)
      .sort(byName)
      .slice(0, RELATED_PRODUCTS)
      .map(summary),
    ...(Object.keys(fallback).length > 0 && { fallback }),
  };
};

/**
 * GET /admin/products/{id}: English in its fields, other languages in `translations`, every document's admin URL, its
 * publication.
 */
const adminProduct = (product: StoredProduct): AdminProduct => ({
  ...publicationOf(product),
  ...product,
  translations: product.translations ?? {},
  category_name: categoryOf(product)?.name ?? '',
  industries: termsIn('industry', product.industries, 'en'),
  applications: termsIn('application', product.applications, 'en'),
  documents: product.documents.map((document) => ({
    ...document,
    url: documentUrl(product.id, document.id, 'admin'),
  })),
});

const termsById = (kind: TermKind, ids: number[]): Term[] =>
  ids.map((id) => ({ id, name: catalogueTermsDb.find(kind, id)?.name ?? '' }));
const principalOf = (id: number | null) => {
  const partner = adminPartners.find((candidate) => candidate.id === id);
  return partner ? { id: partner.id, name: partner.name, link: partner.link } : null;
};

/** The texts a new product has until its form gives them. */
const NO_SPECIFICATION = {
  description: '',
  grade: '',
  appearance: '',
  packaging: '',
  origin: '',
  shelf_life: '',
  storage: '',
  cas_number: '',
  e_number: '',
  inci_name: '',
};

/** Writes the fields a product form sent; a field left out keeps its value, as on the real server. */
function applyFields(
  product: StoredProduct,
  { principal_id, industry_ids, application_ids, ...fields }: ProductFields,
): void {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  Object.assign(product, given, { updated_at: new Date().toISOString() });
  if (principal_id !== undefined) product.principal = principalOf(principal_id);
  if (industry_ids) product.industries = termsById('industry', industry_ids);
  if (application_ids) product.applications = termsById('application', application_ids);
}

/**
 * A category as the back office reads it: with its product count (drafts included), its translations (none: `{}`)
 * and its publication.
 */
const withCount = (category: StoredCategory): AdminCategory => ({
  ...publicationOf(category),
  ...category,
  product_count: productsIn(category.id).length,
  translations: category.translations ?? {},
});

/** What a product form sends, its JSON fields read. */
export type ProductInput = ProductFields;
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
    sentPublications = [];
    catalogueTermsDb.reset();
  },
  seed(seed: { categories: StoredCategory[]; products?: StoredProduct[] }): void {
    categories = seed.categories.map((row) => ({ ...row }));
    products = (seed.products ?? []).map((row) => ({ ...row }));
  },

  /** GET /categories/products: search, filters, sort and one page, as the real server answers them. */
  categoriesWithProducts({ search, sort, page, limit, ...filters }: Omit<CategoryListQuery, 'lang'>): {
    rows: CategoryWithProducts[];
    total: number;
  } {
    const term = search?.trim().toLowerCase() ?? '';
    const contains = (name: string) => name.toLowerCase().includes(term);
    const filtered = Object.values(filters).some((value) => value !== undefined);
    const listed = visibleCategories()
      .sort(byName)
      .flatMap((category) => {
        const own = visibleProductsIn(category.id)
          .filter((product) => matchesCatalogueFilters(product, filters))
          .sort(byName);
        const shown = !term || contains(category.name) ? own : own.filter((product) => contains(product.name));
        if (term && !contains(category.name) && !shown.length) return [];
        // Filters list products: a category none of whose products matches is left out.
        if (filtered && !shown.length) return [];
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
  categoryProducts(id: number, filters: CatalogueFilters = {}): CategoryProducts | undefined {
    const category = visibleCategories().find((row) => row.id === id);
    if (!category) return undefined;
    const { name, description, image_url } = category;
    const listed = visibleProductsIn(id).filter((product) => matchesCatalogueFilters(product, filters));
    return { id, name, description, image_url, products: listed.sort(byName).map(summary) };
  },
  /**
   * GET /catalogue/facets over the products a search lists: on the category list by their name or their category's,
   * on a category's page (`category`) by their name only.
   */
  facets({ search, category, lang = 'en', ...filters }: FacetsQuery): CatalogueFacets {
    const term = search?.trim().toLowerCase() ?? '';
    const contains = (name = '') => name.toLowerCase().includes(term);
    const listed = visibleProducts().filter((product) =>
      category === undefined
        ? !term || contains(product.name) || contains(categoryOf(product)?.name)
        : product.category_id === category && (!term || contains(product.name)),
    );
    return countFacets(listed, filters, lang);
  },
  /** GET /products/{id}: a product visitors see. */
  product(id: number, language: Language = 'en'): Product | undefined {
    const product = visibleProducts().find((row) => row.id === id);
    return product && publicProduct(product, language);
  },
  adminProduct(id: number): AdminProduct | undefined {
    const product = products.find((row) => row.id === id);
    return product && adminProduct(product);
  },
  /** The stored row itself, for the mock's document handlers. */
  storedProduct: (id: number): StoredProduct | undefined => products.find((row) => row.id === id),
  /** Newest first, as the admin table lists them. */
  products: (): AdminProduct[] => [...products].sort((a, b) => b.id - a.id).map(adminProduct),
  /** How many products carry each term of `kind`. */
  termUses(kind: TermKind, termId: number): number {
    const field = kind === 'industry' ? 'industries' : 'applications';
    return products.filter((product) => product[field].some((term) => term.id === termId)).length;
  },
  /** A deleted term leaves every product that had it. */
  forgetTerm(kind: TermKind, termId: number): void {
    const field = kind === 'industry' ? 'industries' : 'applications';
    for (const product of products) product[field] = product[field].filter((term) => term.id !== termId);
  },
  categories: (): AdminCategory[] => [...categories].sort(byName).map(withCount),
  categoryExists: (id: number): boolean => categories.some((category) => category.id === id),

  /** What each product or category write sent about the publication, in order. */
  sentPublications: (): SentPublication[] => sentPublications.map((sent) => ({ ...sent })),
  recordSentPublication(sent: SentPublication): void {
    sentPublications.push(sent);
  },

  createProduct(input: ProductInput, publication: Publication): AdminProduct {
    const now = new Date().toISOString();
    const product: StoredProduct = {
      id: nextId(products),
      name: input.name,
      category_id: input.category_id,
      ...NO_SPECIFICATION,
      principal: null,
      certifications: [],
      industries: [],
      applications: [],
      documents: [],
      translations: {},
      product_image: newImage('product'),
      ...publication,
      created_at: now,
      updated_at: now,
    };
    applyFields(product, input);
    products.push(product);
    return adminProduct(product);
  },
  updateProduct(
    id: number,
    input: ProductInput,
    replaceImage: boolean,
    publication?: Publication,
  ): AdminProduct | undefined {
    const product = products.find((row) => row.id === id);
    if (!product) return undefined;
    applyFields(product, input);
    Object.assign(product, publication);
    if (replaceImage) product.product_image = newImage('product');
    return adminProduct(product);
  },
  removeProduct(id: number): boolean {
    const before = products.length;
    products = products.filter((product) => product.id !== id);
    return products.length < before;
  },

  createCategory(input: CategoryInput, publication: Publication): AdminCategory {
    const now = new Date().toISOString();
    const category: StoredCategory = {
      id: nextId(categories),
      ...input,
      ...publication,
      image_url: newImage('category'),
      created_at: now,
      updated_at: now,
    };
    categories.push(category);
    return withCount(category);
  },
  updateCategory(
    id: number,
    input: CategoryInput,
    replaceImage: boolean,
    publication?: Publication,
  ): AdminCategory | undefined {
    const category = categories.find((row) => row.id === id);
    if (!category) return undefined;
    Object.assign(category, input, publication, { updated_at: new Date().toISOString() });
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
