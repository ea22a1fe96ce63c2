import type { Category, Product } from '@/common/api/catalogue';
import { storedRow } from './helpers/admin-routes';
import {
  catalogueAdmin,
  expectNoOrphans,
  insertCategory,
  insertProduct,
  multipart,
  NOTHING_SPECIFIED,
  sendForm,
  type CatalogueAdmin,
} from './helpers/catalogue';
import { bearer, countRows, testDatabases, useSharedTestApp } from './helpers/test-app';

describe.each(testDatabases())('admin catalogue (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let token: string;
  let admin: CatalogueAdmin;

  beforeEach(async () => {
    token = await t.login();
    admin = catalogueAdmin(t, token);
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const productRow = (id: number) => storedRow(t, 'products', id);

  it.each([
    ['GET', '/v1/admin/products'],
    ['GET', '/v1/admin/products/1'],
    ['POST', '/v1/admin/products'],
    ['PUT', '/v1/admin/products/1'],
    ['DELETE', '/v1/admin/products/1'],
    ['GET', '/v1/admin/categories'],
    ['GET', '/v1/admin/categories/1'],
    ['POST', '/v1/admin/categories'],
    ['PUT', '/v1/admin/categories/1'],
    ['DELETE', '/v1/admin/categories/1'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: true, message: 'No token found. Please log in again.' });
  });

  describe('products', () => {
    let categoryId: number;

    beforeEach(async () => {
      categoryId = await insertCategory(t, 'Sweeteners');
    });

    it('lists products newest first, paged, each a full product with its category name', async () => {
      for (let day = 1; day <= 7; day += 1) {
        await insertProduct(t, categoryId, `Product ${day}`, `2024-01-0${day}T00:00:00.000Z`);
      }

      const first = await get('/v1/admin/products?page=1&limit=5');
      const second = await get('/v1/admin/products?page=2&limit=5');

      expect(first.statusCode).toBe(200);
      const body = first.json<{ error: false; data: Product[]; totalData: number; totalPage: number }>();
      expect(body).toMatchObject({ error: false, totalData: 7, totalPage: 2 });
      expect(body.data.map((product) => product.name)).toEqual([
        'Product 7',
        'Product 6',
        'Product 5',
        'Product 4',
        'Product 3',
      ]);
      expect(body.data[0]).toEqual({
        id: expect.any(Number),
        name: 'Product 7',
        description: 'About Product 7',
        category_id: categoryId,
        category_name: 'Sweeteners',
        ...NOTHING_SPECIFIED,
        product_image: null,
        translations: {},
        state: 'published',
        publish_at: null,
        unpublish_at: null,
        created_at: '2024-01-07T00:00:00.000Z',
        updated_at: '2024-01-07T00:00:00.000Z',
      });
      expect(second.json().data.map((product: Product) => product.name)).toEqual(['Product 2', 'Product 1']);
    });

    it('pages with 5 per page by default and refuses a limit over the maximum', async () => {
      for (let i = 0; i < 6; i += 1) await insertProduct(t, categoryId, `P${i}`);
      expect((await get('/v1/admin/products')).json().data).toHaveLength(5);
      const tooMany = await get('/v1/admin/products?limit=1000');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().fields).toHaveProperty('limit');
    });

    it('gets one product, and answers 404 for an unknown one', async () => {
      const id = await insertProduct(t, categoryId, 'Aspartame');
      const found = await get(`/v1/admin/products/${id}`);
      expect(found.statusCode).toBe(200);
      expect(found.json().data).toMatchObject({
        id,
        name: 'Aspartame',
        category_id: categoryId,
        category_name: 'Sweeteners',
      });
      expect((await get('/v1/admin/products/999999')).statusCode).toBe(404);
    });

    it('creates a product from a multipart form with its image (201)', async () => {
      const response = await admin.postProduct({
        name: '  Sucralose  ',
        category_id: categoryId,
        description: 'About 600 times sweeter than sugar.',
      });

      expect(response.statusCode).toBe(201);
      const product = response.json<{ data: Product }>().data;
      expect(product).toMatchObject({
        name: 'Sucralose',
        description: 'About 600 times sweeter than sugar.',
        category_id: categoryId,
        category_name: 'Sweeteners',
        product_image: { src: expect.stringMatching(/^\/uploads\/.+\.webp$/), width: 48, height: 32 },
      });
      expect(product.created_at).toBe(product.updated_at);
      expect((await get(`/v1/admin/products/${product.id}`)).json().data).toEqual(product);
      await expectNoOrphans(t);
    });

    it('creates a product without an image and with no description', async () => {
      const response = await sendForm(t, token, 'POST', '/v1/admin/products', {
        name: 'Acesulfame K',
        category_id: categoryId,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ name: 'Acesulfame K', description: '', product_image: null });
    });

    it.each([
      ['a missing name', { category_id: 1 }, 'name'],
      ['a blank name', { name: '   ', category_id: 1 }, 'name'],
      ['a missing category', { name: 'Stevia' }, 'category_id'],
      ['a non-numeric category', { name: 'Stevia', category_id: 'sweet' }, 'category_id'],
      ['an unknown field', { name: 'Stevia', category_id: 1, price: 10 }, 'price'],
      ['a name of 201 characters', { name: 'n'.repeat(201), category_id: 1 }, 'name'],
    ])('refuses %s with 400 naming the field, storing nothing', async (_case, fields, field) => {
      const response = await admin.postProduct(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: true,
        code: 'VALIDATION',
        fields: { [field]: expect.any(String) },
      });
      expect(await countRows(t.db, 'products')).toBe(0);
      await expectNoOrphans(t);
    });

    it('refuses an unknown category_id with 400 on fields.category_id, leaving no row and no file', async () => {
      const response = await admin.postProduct({ name: 'Stevia', category_id: 987654 });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: true,
        code: 'VALIDATION',
        fields: { category_id: 'not_found' },
      });
      expect(await countRows(t.db, 'products')).toBe(0);
      await expectNoOrphans(t);
    });

    it('refuses a JSON body: the form is multipart', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/products',
        headers: bearer(token),
        payload: { name: 'Stevia', category_id: categoryId },
      });
      expect(response.statusCode).toBe(415);
      expect(await countRows(t.db, 'products')).toBe(0);
    });

    describe('update', () => {
      let productId: number;
      let original: Product;

      beforeEach(async () => {
        const created = await admin.postProduct({
          name: 'Aspartame',
          category_id: categoryId,
          description: 'Original',
        });
        original = created.json<{ data: Product }>().data;
        productId = original.id;
      });

      it('changes the fields and the category, keeping the image when none is sent', async () => {
        const otherCategory = await insertCategory(t, 'Intense Sweeteners');

        const response = await sendForm(t, token, 'PUT', `/v1/admin/products/${productId}`, {
          name: 'Aspartame E951',
          category_id: otherCategory,
          description: 'Updated',
        });

        expect(response.statusCode).toBe(200);
        const updated = response.json<{ data: Product }>().data;
        expect(updated).toMatchObject({
          id: productId,
          name: 'Aspartame E951',
          description: 'Updated',
          category_id: otherCategory,
          category_name: 'Intense Sweeteners',
          product_image: original.product_image,
          created_at: original.created_at,
        });
        expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(original.updated_at));
        await expectNoOrphans(t);
      });

      it('keeps the description when the form leaves it out', async () => {
        const response = await sendForm(t, token, 'PUT', `/v1/admin/products/${productId}`, {
          name: 'Aspartame',
          category_id: categoryId,
        });
        expect(response.json().data.description).toBe('Original');
      });

      it('replaces the image when a new one is sent', async () => {
        const response = await admin.putProduct(productId, { name: 'Aspartame', category_id: categoryId });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.product_image.src).not.toBe(original.product_image!.src);
        await expectNoOrphans(t);
      });

      it('refuses an unknown category_id with 400, changing nothing', async () => {
        const before = await productRow(productId);
        const response = await admin.putProduct(productId, { name: 'Renamed', category_id: 555555 });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ category_id: 'not_found' });
        expect(await productRow(productId)).toEqual(before);
        await expectNoOrphans(t);
      });

      it('answers 404 for an unknown product, storing no file', async () => {
        const response = await admin.putProduct(999999, { name: 'Ghost', category_id: categoryId });
        expect(response.statusCode).toBe(404);
        await expectNoOrphans(t);
      });

      it('refuses invalid fields with 400', async () => {
        const response = await sendForm(t, token, 'PUT', `/v1/admin/products/${productId}`, {
          category_id: categoryId,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toHaveProperty('name');
      });
    });

    it('deletes a product and its image files; a second delete answers 404', async () => {
      const created = await admin.postProduct({ name: 'Saccharin', category_id: categoryId });
      const id = created.json().data.id;

      const response = await admin.remove(`/v1/admin/products/${id}`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: 'Product deleted' });
      expect(await productRow(id)).toBeUndefined();
      expect((await get(`/v1/admin/products/${id}`)).statusCode).toBe(404);
      expect((await admin.remove(`/v1/admin/products/${id}`)).statusCode).toBe(404);
      await expectNoOrphans(t);
    });
  });

  describe('categories', () => {
    it('lists every category, alphabetical, with its product count and no paging', async () => {
      const names = [
        'Preservatives',
        'amino acids',
        'Sweeteners',
        'Colours',
        'Emulsifiers',
        'Thickeners',
        'Acidulants',
      ];
      const ids: Record<string, number> = {};
      for (const name of names) ids[name] = await insertCategory(t, name);
      for (let i = 0; i < 3; i += 1) await insertProduct(t, ids.Sweeteners!, `Sweet ${i}`);
      await insertProduct(t, ids.Colours!, 'Beta Carotene');

      const response = await get('/v1/admin/categories');

      expect(response.statusCode).toBe(200);
      const body = response.json<{ error: false; message: string; data: Category[] }>();
      expect(body.error).toBe(false);
      expect(body.data.map((category) => [category.name, category.product_count])).toEqual([
        ['Acidulants', 0],
        ['amino acids', 0],
        ['Colours', 1],
        ['Emulsifiers', 0],
        ['Preservatives', 0],
        ['Sweeteners', 3],
        ['Thickeners', 0],
      ]);
      expect(Object.keys(body.data[0]!).sort()).toEqual([
        'created_at',
        'description',
        'id',
        'image_url',
        'name',
        'product_count',
        'publish_at',
        'state',
        'translations',
        'unpublish_at',
        'updated_at',
      ]);
    });

    it('gets one category with its product count, and answers 404 for an unknown one', async () => {
      const id = await insertCategory(t, 'Colours', 'Natural and synthetic colours');
      await insertProduct(t, id, 'Annatto');
      const response = await get(`/v1/admin/categories/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id,
        name: 'Colours',
        description: 'Natural and synthetic colours',
        image_url: null,
        product_count: 1,
      });
      expect((await get('/v1/admin/categories/999999')).statusCode).toBe(404);
    });

    it('creates a category from a multipart form with its image (201)', async () => {
      const response = await admin.postCategory({
        name: 'Flavours',
        description: 'Natural and nature-identical flavours',
      });

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        id: expect.any(Number),
        name: 'Flavours',
        description: 'Natural and nature-identical flavours',
        image_url: { src: expect.stringMatching(/^\/uploads\/.+\.webp$/), srcset: expect.any(String) },
        product_count: 0,
      });
      await expectNoOrphans(t);
    });

    it.each([
      ['a missing name', { description: 'x' }, 'name'],
      ['a blank name', { name: ' ' }, 'name'],
      ['an unknown field', { name: 'Gums', parent_id: 1 }, 'parent_id'],
    ])('refuses %s with 400, storing nothing', async (_case, fields, field) => {
      const response = await admin.postCategory(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
      expect(await countRows(t.db, 'categories')).toBe(0);
      await expectNoOrphans(t);
    });

    it('refuses a duplicate name with 409, ignoring case and spaces, and stores no file', async () => {
      await insertCategory(t, 'Flavours');

      for (const name of ['Flavours', 'FLAVOURS', '  flavours ']) {
        const response = await admin.postCategory({ name });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          error: true,
          code: 'DUPLICATE_CATEGORY_NAME',
          message: expect.stringContaining('already exists'),
          fields: { name: 'duplicate' },
        });
      }
      expect(await countRows(t.db, 'categories')).toBe(1);
      await expectNoOrphans(t);
    });

    describe('update', () => {
      let id: number;
      let original: Category;

      beforeEach(async () => {
        const created = await admin.postCategory({ name: 'Flavours', description: 'Original' });
        original = created.json<{ data: Category }>().data;
        id = original.id;
      });

      it('renames and describes, keeping the image when none is sent', async () => {
        const response = await sendForm(t, token, 'PUT', `/v1/admin/categories/${id}`, {
          name: 'Flavours & Fragrances',
          description: 'Updated',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({
          id,
          name: 'Flavours & Fragrances',
          description: 'Updated',
          image_url: original.image_url,
          created_at: original.created_at,
        });
        await expectNoOrphans(t);
      });

      it('replaces the image when a new one is sent', async () => {
        const response = await admin.putCategory(id, { name: 'Flavours' });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.image_url.src).not.toBe(original.image_url!.src);
        expect(response.json().data.description).toBe('Original');
        await expectNoOrphans(t);
      });

      it("refuses another category's name with 409, changing nothing", async () => {
        await insertCategory(t, 'Colours');
        const response = await admin.putCategory(id, { name: 'colours' });
        expect(response.statusCode).toBe(409);
        expect((await get(`/v1/admin/categories/${id}`)).json().data).toEqual(original);
        await expectNoOrphans(t);
      });

      it('accepts its own name in another case', async () => {
        const response = await sendForm(t, token, 'PUT', `/v1/admin/categories/${id}`, { name: 'FLAVOURS' });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.name).toBe('FLAVOURS');
      });

      it('answers 404 for an unknown category, storing no file', async () => {
        const response = await admin.putCategory(999999, { name: 'Ghost' });
        expect(response.statusCode).toBe(404);
        await expectNoOrphans(t);
      });
    });

    describe('delete', () => {
      it('answers 409 CATEGORY_HAS_PRODUCTS with the count while the category has products, and deletes nothing', async () => {
        const id = await insertCategory(t, 'Sweeteners');
        for (const name of ['Aspartame', 'Sucralose', 'Stevia']) await insertProduct(t, id, name);

        const response = await admin.remove(`/v1/admin/categories/${id}`);

        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: true,
          code: 'CATEGORY_HAS_PRODUCTS',
          message: 'This category still has 3 products. Move or delete them first.',
          params: { count: 3 },
        });
        expect(await countRows(t.db, 'categories')).toBe(1);
        expect(await countRows(t.db, 'products')).toBe(3);
      });

      it('says "1 product" for one', async () => {
        const id = await insertCategory(t, 'Colours');
        await insertProduct(t, id, 'Annatto');
        expect((await admin.remove(`/v1/admin/categories/${id}`)).json()).toMatchObject({
          message: 'This category still has 1 product. Move or delete it first.',
          params: { count: 1 },
        });
      });

      it('deletes an empty category and its image files; a second delete answers 404', async () => {
        const created = await admin.postCategory({ name: 'Gums' });
        const id = created.json().data.id;

        const response = await admin.remove(`/v1/admin/categories/${id}`);

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ error: false, message: 'Category deleted' });
        expect(await countRows(t.db, 'categories')).toBe(0);
        await expectNoOrphans(t);
        expect((await admin.remove(`/v1/admin/categories/${id}`)).statusCode).toBe(404);
      });

      it('deletes a category once its last product has moved out', async () => {
        const from = await insertCategory(t, 'Old');
        const to = await insertCategory(t, 'New');
        const product = await insertProduct(t, from, 'Agar');
        expect((await admin.remove(`/v1/admin/categories/${from}`)).statusCode).toBe(409);

        const moved = await sendForm(t, token, 'PUT', `/v1/admin/products/${product}`, {
          name: 'Agar',
          category_id: to,
        });
        expect(moved.statusCode).toBe(200);

        expect((await admin.remove(`/v1/admin/categories/${from}`)).statusCode).toBe(200);
      });
    });
  });

  it('documents the multipart routes in OpenAPI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
    const spec = response.json();
    for (const path of ['/v1/admin/products', '/v1/admin/categories']) {
      expect(spec.paths[path].post.description).toMatch(/Multipart form/);
      expect(spec.paths[`${path}/{id}`].put.description).toMatch(/current image is kept/);
    }
    expect(spec.paths['/v1/categories/products'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'application',
      'certification',
      'industry',
      'lang',
      'limit',
      'page',
      'search',
      'sort',
    ]);
  });

  it('lets a multipart helper send UTF-8 text unchanged', async () => {
    const categoryId = await insertCategory(t, 'Pemanis');
    const form = multipart({ name: 'Gula aren – “premium”', category_id: categoryId });
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/products',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.name).toBe('Gula aren – “premium”');
  });
});
