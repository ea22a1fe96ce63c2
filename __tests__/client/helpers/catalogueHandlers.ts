import { http, type HttpHandler } from 'msw';
import type { Publication } from '@/common/api/publication';
import { catalogueFiltersOf } from '@/common/catalogue-filters';
import { DEFAULT_CATEGORY_SORT, isCategorySort } from '@/common/category-list';
import { CATEGORY_PAGE_SIZE } from '@/common/constants';
import { totalPages } from '@/common/paging';
import { adminPartners } from '../../fixtures/client/home';
import { answerAdminList } from './adminListAnswer';
import { catalogueDb, type ProductInput } from './catalogueDb';
import { catalogueTermsDb } from './catalogueTermsDb';
import { apiUrl, fail, ok, okList, okMessage } from './envelope';
import { server } from './server';
import { inStateAsked, resolvePublication, sentInForm } from './mockPublication';
import { formText, hasFile, signedIn, unauthorized } from './mockRequests';
import { productDataHandlers } from './productDataHandlers';

const productNotFound = () => fail(404, 'Product not found', 'NOT_FOUND');
const categoryNotFound = () => fail(404, 'Category not found', 'NOT_FOUND');

/** A product's optional text fields: a field the form leaves out keeps its value. */
const PRODUCT_OPTIONAL_TEXTS = [
  'description',
  'grade',
  'appearance',
  'packaging',
  'origin',
  'shelf_life',
  'storage',
  'cas_number',
  'e_number',
  'inci_name',
] as const;

/** A multipart field sent as JSON text, undefined when the form leaves it out. */
function jsonField<T>(form: FormData, name: string): T | undefined {
  return form.has(name) ? (JSON.parse(formText(form, name)) as T) : undefined;
}

/** The multipart text fields, with the problem of each that is wrong. */
function readProductForm(form: FormData, { imageRequired }: { imageRequired: boolean }) {
  const input: ProductInput = {
    name: formText(form, 'name').trim(),
    category_id: Number(formText(form, 'category_id')),
    ...Object.fromEntries(
      PRODUCT_OPTIONAL_TEXTS.filter((name) => form.has(name)).map((name) => [name, formText(form, name)]),
    ),
    principal_id: jsonField(form, 'principal_id'),
    certifications: jsonField(form, 'certifications'),
    industry_ids: jsonField(form, 'industry_ids'),
    application_ids: jsonField(form, 'application_ids'),
    translations: jsonField(form, 'translations'),
  };
  const fields: Record<string, string> = {};
  if (!input.name) fields.name = 'required';
  if (!catalogueDb.categoryExists(input.category_id)) fields.category_id = 'unknown category';
  if (imageRequired && !hasFile(form, 'product_image')) fields.product_image = 'required';
  if (input.industry_ids?.some((id) => !catalogueTermsDb.find('industry', id))) fields.industry_ids = 'not_found';
  if (input.application_ids?.some((id) => !catalogueTermsDb.find('application', id))) {
    fields.application_ids = 'not_found';
  }
  if (input.principal_id && !adminPartners.some(({ id }) => id === input.principal_id)) {
    fields.principal_id = 'not_found';
  }
  return { input, problems: fields };
}

/**
 * The publication a product or category form asks for, resolved against the row's (`current`, editing) as the
 * server does; what it sent is kept for the test to read.
 */
function readPublication(form: FormData, current?: Publication) {
  const sent = sentInForm(form);
  catalogueDb.recordSentPublication(sent);
  return resolvePublication(sent, current);
}

/** The server's 400 answer naming the fields a form got wrong, if any. */
function refusal(...problems: Record<string, string>[]): Response | undefined {
  const fields = Object.assign({}, ...problems) as Record<string, string>;
  return Object.keys(fields).length ? fail(400, 'Invalid input', 'VALIDATION', fields) : undefined;
}

function readCategoryForm(form: FormData, { imageRequired }: { imageRequired: boolean }) {
  const input = { name: formText(form, 'name').trim(), description: formText(form, 'description') };
  const fields: Record<string, string> = {};
  if (!input.name) fields.name = 'required';
  if (imageRequired && !hasFile(form, 'image_url')) fields.image_url = 'required';
  return { input, problems: fields };
}

const publicCatalogueHandlers = [
  http.get(apiUrl('/categories/products'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const sort = query.get('sort') ?? DEFAULT_CATEGORY_SORT;
    if (!isCategorySort(sort)) return fail(400, 'Invalid input', 'VALIDATION', { sort: 'unknown sort' });
    const limit = Number(query.get('limit') ?? CATEGORY_PAGE_SIZE);
    const page = Number(query.get('page') ?? 1);
    const { rows, total } = catalogueDb.categoriesWithProducts({
      search: query.get('search') ?? undefined,
      sort,
      page,
      limit,
      ...catalogueFiltersOf(query),
    });
    return okList('Categories retrieved', rows, total, totalPages(total, limit));
  }),
  http.get(apiUrl('/products/category/:id'), ({ request, params }) => {
    const filters = catalogueFiltersOf(new URL(request.url).searchParams);
    const category = catalogueDb.categoryProducts(Number(params.id), filters);
    return category ? ok('Products retrieved', category) : categoryNotFound();
  }),
  http.get(apiUrl('/catalogue/facets'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const category = query.get('category');
    const facets = catalogueDb.facets({
      search: query.get('search') ?? undefined,
      category: category === null ? undefined : Number(category),
      lang: query.get('lang') === 'id' ? 'id' : 'en',
      ...catalogueFiltersOf(query),
    });
    return ok('Facets retrieved', facets);
  }),
  http.get(apiUrl('/products/:id'), ({ request, params }) => {
    const language = new URL(request.url).searchParams.get('lang') === 'id' ? 'id' : 'en';
    const product = catalogueDb.product(Number(params.id), language);
    return product ? ok('Product retrieved', product) : productNotFound();
  }),
];

const adminProductHandlers = [
  http.get(apiUrl('/admin/products'), ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const rows = inStateAsked(request, catalogueDb.products());
    if (rows instanceof Response) return rows;
    return answerAdminList(request, 'products', rows, {
      texts: (product) => [product.name, product.description, product.category_name],
      sortValues: {
        created_at: (product) => product.created_at,
        name: (product) => product.name,
        category: (product) => product.category_name,
        updated_at: (product) => product.updated_at,
      },
    });
  }),
  http.post(apiUrl('/admin/products'), async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const form = await request.formData();
    const { input, problems } = readProductForm(form, { imageRequired: true });
    const publication = readPublication(form);
    const invalid = refusal(problems, publication.refused);
    return invalid ?? ok('Product created', catalogueDb.createProduct(input, publication.value), { status: 201 });
  }),
  http.get(apiUrl('/admin/products/:id'), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const product = catalogueDb.adminProduct(Number(params.id));
    return product ? ok('Product retrieved', product) : productNotFound();
  }),
  http.put(apiUrl('/admin/products/:id'), async ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const form = await request.formData();
    const current = catalogueDb.adminProduct(Number(params.id));
    if (!current) return productNotFound();
    const { input, problems } = readProductForm(form, { imageRequired: false });
    const publication = readPublication(form, current);
    const invalid = refusal(problems, publication.refused);
    if (invalid) return invalid;
    const product = catalogueDb.updateProduct(current.id, input, hasFile(form, 'product_image'), publication.value);
    return product ? ok('Product updated', product) : productNotFound();
  }),
  http.delete(apiUrl('/admin/products/:id'), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    return catalogueDb.removeProduct(Number(params.id)) ? okMessage('Product deleted') : productNotFound();
  }),
];

const adminCategoryHandlers = [
  http.get(apiUrl('/admin/categories'), ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const rows = inStateAsked(request, catalogueDb.categories());
    return rows instanceof Response ? rows : ok('Categories retrieved', rows);
  }),
  http.post(apiUrl('/admin/categories'), async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const form = await request.formData();
    const { input, problems } = readCategoryForm(form, { imageRequired: true });
    const publication = readPublication(form);
    const invalid = refusal(problems, publication.refused);
    return invalid ?? ok('Category created', catalogueDb.createCategory(input, publication.value), { status: 201 });
  }),
  http.put(apiUrl('/admin/categories/:id'), async ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const form = await request.formData();
    const current = catalogueDb.categories().find((category) => category.id === Number(params.id));
    if (!current) return categoryNotFound();
    const { input, problems } = readCategoryForm(form, { imageRequired: false });
    const publication = readPublication(form, current);
    const invalid = refusal(problems, publication.refused);
    if (invalid) return invalid;
    const category = catalogueDb.updateCategory(current.id, input, hasFile(form, 'image_url'), publication.value);
    return category ? ok('Category updated', category) : categoryNotFound();
  }),
  http.delete(apiUrl('/admin/categories/:id'), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const outcome = catalogueDb.removeCategory(Number(params.id));
    if (outcome === 'in-use') {
      const count = catalogueDb.products().filter((product) => product.category_id === Number(params.id)).length;
      return fail(409, `This category still has ${count} products.`, 'CATEGORY_HAS_PRODUCTS', undefined, { count });
    }
    return outcome === 'removed' ? okMessage('Category deleted') : categoryNotFound();
  }),
];

/**
 * The catalogue part of the mock API. The shared server starts without it; catalogue tests add it with
 * `server.use(...catalogueHandlers)` before each test (the setup resets runtime handlers after each).
 */
export const catalogueHandlers: HttpHandler[] = [
  ...publicCatalogueHandlers,
  ...adminProductHandlers,
  ...adminCategoryHandlers,
  ...productDataHandlers,
];

/** Gives each test of the calling file a fresh, empty catalogue behind the mock API. */
export function useCatalogueApi(): void {
  beforeEach(() => {
    catalogueDb.reset();
    server.use(...catalogueHandlers);
  });
}
