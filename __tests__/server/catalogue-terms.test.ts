import type { AdminProduct, Product } from '@/common/api/catalogue';
import type { AdminTerm } from '@/common/api/product-data';
import type { TermKind } from '@/common/constants';
import { expectUnauthorized } from './helpers/admin-routes';
import { insertCategory, sendForm } from './helpers/catalogue';
import { addTerm, termPath } from './helpers/product-data';
import { bearer, countRows, testDatabases, useSharedTestApp } from './helpers/test-app';

const KINDS: [TermKind, TermKind][] = [
  ['industry', 'application'],
  ['application', 'industry'],
];

describe.each(testDatabases())('industries and applications (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let token: string;

  beforeEach(async () => {
    token = await t.login();
  });

  const list = async (termKind: TermKind) => {
    const response = await t.app.inject({ method: 'GET', url: termPath(termKind), headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AdminTerm[] }>().data;
  };
  const put = (termKind: TermKind, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${termPath(termKind)}/${id}`, headers: bearer(token), payload });
  const remove = (termKind: TermKind, id: number) =>
    t.app.inject({ method: 'DELETE', url: `${termPath(termKind)}/${id}`, headers: bearer(token) });
  const productWith = async (fields: Record<string, string | number>) => {
    const categoryId = await insertCategory(t, `Category ${Math.random()}`);
    const response = await sendForm(t, token, 'POST', '/v1/admin/products', {
      name: 'Sorbitan Monostearate',
      category_id: categoryId,
      ...fields,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: AdminProduct }>().data.id;
  };

  it.each(['industries', 'applications'])('refuses every %s route without a token', async (collection) => {
    for (const [method, url] of [
      ['GET', `/v1/admin/${collection}`],
      ['POST', `/v1/admin/${collection}`],
      ['PUT', `/v1/admin/${collection}/1`],
      ['DELETE', `/v1/admin/${collection}/1`],
    ] as const) {
      expectUnauthorized(await t.app.inject({ method, url, payload: method === 'GET' ? undefined : { name: 'x' } }));
    }
  });

  it('keeps the site search in step when a term is renamed or deleted', async () => {
    const term = await addTerm(t, token, 'industry', 'Patisserie');
    const productId = await productWith({ industry_ids: JSON.stringify([term.id]) });
    const found = async (words: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/v1/search?q=${words}` });
      expect(response.statusCode).toBe(200);
      return response
        .json<{ data: { products: { hits: { id: number }[] } } }>()
        .data.products.hits.map((hit) => hit.id);
    };

    expect(await found('patisserie')).toEqual([productId]);
    expect((await put('industry', term.id, { name: 'Confectionery' })).statusCode).toBe(200);
    expect(await found('confectionery')).toEqual([productId]);
    expect(await found('patisserie')).toEqual([]);
    expect((await remove('industry', term.id)).statusCode).toBe(200);
    expect(await found('confectionery')).toEqual([]);
  });

  describe.each(KINDS)('%s', (termKind, otherKind) => {
    it('adds a term with its translations, and lists the terms by name with their product counts', async () => {
      const food = await addTerm(t, token, termKind, 'Food & Beverage', 'Makanan & Minuman');
      const bakery = await addTerm(t, token, termKind, 'bakery');
      await addTerm(t, token, otherKind, 'Another kind');
      await productWith({ [`${termKind}_ids`]: JSON.stringify([food.id]) });
      await productWith({ [`${termKind}_ids`]: JSON.stringify([food.id, bakery.id]) });

      expect(food).toEqual({
        id: expect.any(Number),
        name: 'Food & Beverage',
        translations: { id: { name: 'Makanan & Minuman' } },
        product_count: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect((await list(termKind)).map((term) => [term.name, term.product_count])).toEqual([
        ['bakery', 1],
        ['Food & Beverage', 2],
      ]);
    });

    it('renames a term, keeping its translations when none are sent, and shows the new name on its products', async () => {
      const term = await addTerm(t, token, termKind, 'Dairy', 'Susu');
      const productId = await productWith({ [`${termKind}_ids`]: JSON.stringify([term.id]) });

      const renamed = await put(termKind, term.id, { name: 'Dairy & Ice Cream' });
      const translated = await put(termKind, term.id, {
        name: 'Dairy & Ice Cream',
        translations: { id: { name: 'Produk Susu & Es Krim' } },
      });

      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data).toMatchObject({ name: 'Dairy & Ice Cream', translations: { id: { name: 'Susu' } } });
      expect(translated.json().data.translations).toEqual({ id: { name: 'Produk Susu & Es Krim' } });
      const product = (await t.app.inject({ method: 'GET', url: `/v1/products/${productId}?lang=id` })).json<{
        data: Product;
      }>().data;
      const terms = termKind === 'industry' ? product.industries : product.applications;
      expect(terms).toEqual([{ id: term.id, name: 'Produk Susu & Es Krim' }]);
    });

    it('refuses a name its kind already has with 409 naming the field, storing nothing', async () => {
      const first = await addTerm(t, token, termKind, 'Bakery');
      const second = await addTerm(t, token, termKind, 'Dairy');

      const added = await t.app.inject({
        method: 'POST',
        url: termPath(termKind),
        headers: bearer(token),
        payload: { name: ' Bakery ' },
      });
      const renamed = await put(termKind, second.id, { name: 'Bakery' });

      for (const response of [added, renamed]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          error: true,
          code: 'DUPLICATE_TERM_NAME',
          fields: { name: 'duplicate' },
        });
      }
      expect((await list(termKind)).map((term) => [term.id, term.name])).toEqual([
        [first.id, 'Bakery'],
        [second.id, 'Dairy'],
      ]);
      // The other kind may have the same name.
      expect((await addTerm(t, token, otherKind, 'Bakery')).name).toBe('Bakery');
    });

    it('refuses a blank or missing name with 400', async () => {
      for (const payload of [{ name: '   ' }, {}, { name: 'x'.repeat(201) }]) {
        const response = await t.app.inject({
          method: 'POST',
          url: termPath(termKind),
          headers: bearer(token),
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toHaveProperty('name');
      }
      expect(await countRows(t.db, 'catalogue_terms')).toBe(0);
    });

    it('deletes a term once, taking it off its products', async () => {
      const term = await addTerm(t, token, termKind, 'Bakery');
      const kept = await addTerm(t, token, termKind, 'Dairy');
      const productId = await productWith({ [`${termKind}_ids`]: JSON.stringify([term.id, kept.id]) });

      expect((await remove(termKind, term.id)).statusCode).toBe(200);
      const again = await remove(termKind, term.id);

      expect(again.statusCode).toBe(404);
      const product = (
        await t.app.inject({ method: 'GET', url: `/v1/admin/products/${productId}`, headers: bearer(token) })
      ).json<{ data: AdminProduct }>().data;
      const terms = termKind === 'industry' ? product.industries : product.applications;
      expect(terms).toEqual([{ id: kept.id, name: 'Dairy' }]);
      expect(await countRows(t.db, 'product_terms')).toBe(1);
    });

    it('answers 404 for a term of the other kind, changing nothing', async () => {
      const other = await addTerm(t, token, otherKind, 'Bakery');

      const renamed = await put(termKind, other.id, { name: 'Renamed' });
      const deleted = await remove(termKind, other.id);

      expect([renamed.statusCode, deleted.statusCode]).toEqual([404, 404]);
      expect((await list(otherKind)).map((term) => term.name)).toEqual(['Bakery']);
    });
  });
});
