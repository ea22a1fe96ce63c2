import { http, type HttpHandler } from 'msw';
import { DEFAULT_CATEGORY_SORT, isCategorySort } from '@/common/category-list';
import { ADMIN_PAGE_SIZE, CATEGORY_PAGE_SIZE } from '@/common/constants';
import { totalPages } from '@/common/paging';
import { catalogueDb } from './catalogueDb';
import { apiUrl, fail, ok, okList, okMessage } from './envelope';
import { server } from './server';
import { formText, hasFile, signedIn, unauthorized } from './mockRequests';

const productNotFound = () => fail(404, 'Product not found', 'NOT_FOUND');
const categoryNotFound = () => fail(404, 'Category not found', 'NOT_FOUND');

/** The multipart text fields with the server's 400 answer when some are wrong. */
function readProductForm(form: FormData, { imageRequired }: { imageRequired: boolean }) {
  const input = {
    name: formText(form, 'name').trim(),
    category_id: Number(formText(form, 'category_id')),
    description: formText(form, 'description'),
  };
  const fields: Record<string, string> = {};
  if (!input.name) fields.name = 'required';
  if (!catalogueDb.categoryExists(input.category_id)) fields.category_id = 'unknown category';
  if (imageRequired && !hasFile(form, 'product_image')) fields.product_image = 'required';
  return { input, invalid: Object.keys(fields).length ? fail(400, 'Invalid input', 'VALIDATION', fields) : undefined };
}

function readCategoryForm(form: FormData, { imageRequired }: { imageRequired: boolean }) {
  const input = { name: formText(form, 'name').trim(), description: formText(form, 'description') };
  const fields: Record<string, string> = {};
  if (!input.name) fields.name = 'required';
  if (imageRequired && !hasFile(form, 'image_url')) fields.image_url = 'required';
  return { input, invalid: Object.keys(fields).length ? fail(400, 'Invalid input', 'VALIDATION', fields) : undefined };
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
    });
    return okList('Categories retrieved', rows, total, totalPages(total, limit));
  }),
  http.get(apiUrl('/products/category/:id'), ({ params }) => {
    const category = catalogueDb.categoryProducts(Number(params.id));
    return category ? ok('Products retrieved', category) : categoryNotFound();
  }),
  http.get(apiUrl('/products/:id'), ({ params }) => {
    const product = catalogueDb.product(Number(params.id));
    return product ? ok('Product retrieved', product) : productNotFound();
  }),
];

const adminProductHandlers = [
  http.get(apiUrl('/admin/products'), ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? ADMIN_PAGE_SIZE);
    const all = catalogueDb.products();
    return okList(
      'Products retrieved',
      all.slice((page - 1) * limit, page * limit),
      all.length,
      totalPages(all.length, limit),
    );
  }),
  http.post(apiUrl('/admin/products'), async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const { input, invalid } = readProductForm(await request.formData(), { imageRequired: true });
    return invalid ?? ok('Product created', catalogueDb.createProduct(input), { status: 201 });
  }),
  http.get(apiUrl('/admin/products/:id'), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const product = catalogueDb.product(Number(params.id));
    return product ? ok('Product retrieved', product) : productNotFound();
  }),
  http.put(apiUrl('/admin/products/:id'), async ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const form = await request.formData();
    const { input, invalid } = readProductForm(form, { imageRequired: false });
    if (invalid) return invalid;
    const product = catalogueDb.updateProduct(Number(params.id), input, hasFile(form, 'product_image'));
    return product ? ok('Product updated', product) : productNotFound();
  }),
  http.delete(apiUrl('/admin/products/:id'), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    return catalogueDb.removeProduct(Number(params.id)) ? okMessage('Product deleted') : productNotFound();
  }),
];

const adminCategoryHandlers = [
  http.get(apiUrl('/admin/categories'), ({ request }) =>
    signedIn(request) ? ok('Categories retrieved', catalogueDb.categories()) : unauthorized(),
  ),
  http.post(apiUrl('/admin/categories'), async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const { input, invalid } = readCategoryForm(await request.formData(), { imageRequired: true });
    return invalid ?? ok('Category created', catalogueDb.createCategory(input), { status: 201 });
  }),
  http.put(apiUrl('/admin/categories/:id'), async ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const form = await request.formData();
    const { input, invalid } = readCategoryForm(form, { imageRequired: false });
    if (invalid) return invalid;
    const category = catalogueDb.updateCategory(Number(params.id), input, hasFile(form, 'image_url'));
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
];

/** Gives each test of the calling file a fresh, empty catalogue behind the mock API. */
export function useCatalogueApi(): void {
  beforeEach(() => {
    catalogueDb.reset();
    server.use(...catalogueHandlers);
  });
}
