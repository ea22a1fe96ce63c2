import type { AdminProduct, Product } from '@/common/api/catalogue';
import type { Certification } from '@/common/api/product-data';
import { RELATED_PRODUCTS } from '@/common/constants';
import {
  catalogueAdmin,
  countStatements,
  expectNoOrphans,
  insertCategory,
  insertProduct,
  sendForm,
} from './helpers/catalogue';
import { storedImageColumn } from './helpers/content';
import { addDocument, addTerm } from './helpers/product-data';
import { bearer, countRows, testDatabases, useSharedTestApp } from './helpers/test-app';

type FormValue = string | number | null | object;

/** A product form as the back office sends it: the lists, the principal and the translations as JSON text. */
const formOf = (fields: Record<string, FormValue>) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value),
    ]),
  );

const SPECS_EN = {
  grade: 'Food grade (FCC)',
  appearance: 'Cream-coloured beads',
  packaging: '20 kg carton with PE liner',
  origin: 'Malaysia',
  shelf_life: '18 months from the production date',
  storage: 'Cool, dry place below 25 °C',
};
/** The Indonesian texts but the appearance, which falls back to English. */
const SPECS_ID = {
  grade: 'Mutu pangan (FCC)',
  packaging: 'Karton 20 kg dengan kantong dalam PE',
  origin: 'Malaysia',
  shelf_life: '18 bulan sejak tanggal produksi',
  storage: 'Tempat sejuk dan kering di bawah 25 °C',
};
const IDENTIFIERS = { cas_number: '1338-41-6', e_number: 'E491', inci_name: 'Sorbitan Stearate' };

const halal: Certification = {
  kind: 'halal',
  name: '',
  issuer: 'BPJPH',
  number: 'ID00410000135700071',
  expires_on: '2030-06-30',
};
const fssc: Certification = {
  kind: 'other',
  name: 'FSSC 22000',
  issuer: 'Bureau Veritas',
  number: 'C0604017',
  expires_on: null,
};

describe.each(testDatabases())('product specifications (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let token: string;
  let categoryId: number;

  beforeEach(async () => {
    token = await t.login();
    categoryId = await insertCategory(t, 'Emulsifiers');
  });

  const create = (fields: Record<string, FormValue>) =>
    sendForm(
      t,
      token,
      'POST',
      '/v1/admin/products',
      formOf({ name: 'Sorbitan Monostearate', category_id: categoryId, ...fields }),
    );
  const update = (id: number, fields: Record<string, FormValue>) =>
    sendForm(
      t,
      token,
      'PUT',
      `/v1/admin/products/${id}`,
      formOf({ name: 'Sorbitan Monostearate', category_id: categoryId, ...fields }),
    );
  const created = async (fields: Record<string, FormValue>) => {
    const response = await create(fields);
    expect(response.statusCode).toBe(201);
    return response.json<{ data: AdminProduct }>().data;
  };
  const publicProduct = async (id: number, language: 'en' | 'id') => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/products/${id}?lang=${language}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Product }>().data;
  };
  const adminProduct = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/v1/admin/products/${id}`, headers: bearer(token) })).json<{
      data: AdminProduct;
    }>().data;
  const addPartner = async (name: string, nameId: string, link: string) =>
    t.app.repos.partners.create({
      position: 0,
      image: await storedImageColumn(t),
      name,
      link,
      translations: JSON.stringify({ id: { name: nameId } }),
    });

  describe('specification fields', () => {
    it('keeps them in both languages, each falling back to English on its own', async () => {
      const product = await created({
        ...SPECS_EN,
        ...IDENTIFIERS,
        translations: { id: { name: 'Sorbitan Monostearat', ...SPECS_ID } },
      });

      expect(product).toMatchObject({ ...SPECS_EN, ...IDENTIFIERS });
      expect(product.translations).toEqual({ id: { name: 'Sorbitan Monostearat', ...SPECS_ID } });
      const indonesian = await publicProduct(product.id, 'id');
      expect(indonesian).toMatchObject({
        name: 'Sorbitan Monostearat',
        ...SPECS_ID,
        appearance: SPECS_EN.appearance,
        ...IDENTIFIERS,
      });
      // The category was given no Indonesian name either.
      expect(indonesian.fallback).toEqual({ appearance: 'en', category_name: 'en' });
      const english = await publicProduct(product.id, 'en');
      expect(english).toMatchObject({ name: 'Sorbitan Monostearate', ...SPECS_EN, ...IDENTIFIERS });
      expect(english.fallback).toBeUndefined();
    });

    it('keeps on update the fields a form leaves out, and clears one sent empty', async () => {
      const { id } = await created({ ...SPECS_EN, ...IDENTIFIERS, translations: { id: SPECS_ID } });

      const response = await update(id, { grade: 'Technical grade', inci_name: '' });

      expect(response.statusCode).toBe(200);
      expect(await adminProduct(id)).toMatchObject({
        ...SPECS_EN,
        ...IDENTIFIERS,
        grade: 'Technical grade',
        inci_name: '',
        translations: { id: SPECS_ID },
      });
    });

    it('names the principal in the language asked for, keeps it when left out and clears it with null', async () => {
      const partnerId = await addPartner(
        'Lumiscia Cosmetic Actives',
        'Lumiscia Bahan Aktif Kosmetik',
        'https://x.test',
      );
      const { id, principal } = await created({ principal_id: partnerId });

      expect(principal).toEqual({ id: partnerId, name: 'Lumiscia Cosmetic Actives', link: 'https://x.test' });
      expect((await publicProduct(id, 'id')).principal).toEqual({
        id: partnerId,
        name: 'Lumiscia Bahan Aktif Kosmetik',
        link: 'https://x.test',
      });
      expect((await update(id, { grade: 'Cosmetic grade' })).statusCode).toBe(200);
      expect((await adminProduct(id)).principal?.id).toBe(partnerId);
      expect((await update(id, { principal_id: null })).statusCode).toBe(200);
      expect((await adminProduct(id)).principal).toBeNull();
    });
  });

  describe('certifications, industries and applications', () => {
    it('keeps them as sent, names the terms in the language asked for, alphabetically', async () => {
      const food = await addTerm(t, token, 'industry', 'Food & Beverage', 'Makanan & Minuman');
      const bakery = await addTerm(t, token, 'industry', 'Bakery', 'Bakeri');
      const dairy = await addTerm(t, token, 'industry', 'Dairy');
      const emulsifying = await addTerm(t, token, 'application', 'Emulsifying', 'Pengemulsi');

      const product = await created({
        certifications: [halal, fssc],
        industry_ids: [food.id, dairy.id, bakery.id],
        application_ids: [emulsifying.id],
      });

      expect(product.certifications).toEqual([halal, fssc]);
      expect(product.industries).toEqual([
        { id: bakery.id, name: 'Bakery' },
        { id: dairy.id, name: 'Dairy' },
        { id: food.id, name: 'Food & Beverage' },
      ]);
      expect(product.applications).toEqual([{ id: emulsifying.id, name: 'Emulsifying' }]);
      const indonesian = await publicProduct(product.id, 'id');
      expect(indonesian.certifications).toEqual([halal, fssc]);
      expect(indonesian.industries).toEqual([
        { id: bakery.id, name: 'Bakeri' },
        { id: dairy.id, name: 'Dairy', fallback: { name: 'en' } },
        { id: food.id, name: 'Makanan & Minuman' },
      ]);
      expect(indonesian.applications).toEqual([{ id: emulsifying.id, name: 'Pengemulsi' }]);
    });

    it('keeps each list a form leaves out and replaces each one it sends as a whole', async () => {
      const food = await addTerm(t, token, 'industry', 'Food & Beverage');
      const bakery = await addTerm(t, token, 'industry', 'Bakery');
      const emulsifying = await addTerm(t, token, 'application', 'Emulsifying');
      const { id } = await created({
        certifications: [halal, fssc],
        industry_ids: [food.id, bakery.id],
        application_ids: [emulsifying.id],
      });

      expect((await update(id, { grade: 'Food grade' })).statusCode).toBe(200);
      const kept = await adminProduct(id);
      expect(kept.certifications).toEqual([halal, fssc]);
      expect(kept.industries.map((term) => term.id).sort()).toEqual([food.id, bakery.id].sort());
      expect(kept.applications.map((term) => term.id)).toEqual([emulsifying.id]);

      expect((await update(id, { certifications: [fssc], industry_ids: [bakery.id] })).statusCode).toBe(200);
      const replaced = await adminProduct(id);
      expect(replaced.certifications).toEqual([fssc]);
      expect(replaced.industries.map((term) => term.id)).toEqual([bakery.id]);
      expect(replaced.applications.map((term) => term.id)).toEqual([emulsifying.id]);

      expect((await update(id, { certifications: [], application_ids: [] })).statusCode).toBe(200);
      const emptied = await adminProduct(id);
      expect([emptied.certifications, emptied.applications]).toEqual([[], []]);
      expect(await countRows(t.db, 'product_certifications')).toBe(0);
    });

    it('lists them for every product of an admin page', async () => {
      const food = await addTerm(t, token, 'industry', 'Food & Beverage');
      await created({ name: 'Polysorbate 80', certifications: [halal], industry_ids: [food.id] });
      await created({ name: 'Soy Lecithin', certifications: [fssc] });

      const page = await t.app.inject({ method: 'GET', url: '/v1/admin/products?limit=10', headers: bearer(token) });

      const products = page.json<{ data: AdminProduct[] }>().data;
      expect(products.map((product) => [product.name, product.certifications, product.industries.length])).toEqual(
        expect.arrayContaining([
          ['Polysorbate 80', [halal], 1],
          ['Soy Lecithin', [fssc], 0],
        ]),
      );
    });

    it('deletes the product’s certifications and links with it, and keeps the terms', async () => {
      const food = await addTerm(t, token, 'industry', 'Food & Beverage');
      const { id } = await created({ certifications: [halal], industry_ids: [food.id] });

      const response = await t.app.inject({
        method: 'DELETE',
        url: `/v1/admin/products/${id}`,
        headers: bearer(token),
      });

      expect(response.statusCode).toBe(200);
      expect(await countRows(t.db, 'product_certifications')).toBe(0);
      expect(await countRows(t.db, 'product_terms')).toBe(0);
      expect(await countRows(t.db, 'catalogue_terms')).toBe(1);
    });
  });

  describe('refusals', () => {
    const refusals: [string, () => Promise<Record<string, FormValue>>, Record<string, string>][] = [
      ['a CAS number with a wrong check digit', async () => ({ cas_number: '1338-41-7' }), { cas_number: 'invalid' }],
      ['a CAS number of the wrong shape', async () => ({ cas_number: '1338416' }), { cas_number: 'invalid' }],
      ['an E-number without its digits', async () => ({ e_number: 'E12' }), { e_number: 'invalid' }],
      ['an E-number without its E', async () => ({ e_number: '471' }), { e_number: 'invalid' }],
      ['an unknown principal', async () => ({ principal_id: 424242 }), { principal_id: 'not_found' }],
      ['an unknown industry', async () => ({ industry_ids: [424242] }), { industry_ids: 'not_found' }],
      [
        'an application given as an industry',
        async () => ({ industry_ids: [(await addTerm(t, token, 'application', 'Emulsifying')).id] }),
        { industry_ids: 'not_found' },
      ],
      [
        'an industry given as an application',
        async () => ({ application_ids: [(await addTerm(t, token, 'industry', 'Bakery')).id] }),
        { application_ids: 'not_found' },
      ],
      [
        "a certification of kind 'other' without a name",
        async () => ({ certifications: [{ ...fssc, name: ' ' }] }),
        { 'certifications.0.name': 'required' },
      ],
      [
        'a certification expiring on a day that does not exist',
        async () => ({ certifications: [{ ...halal, expires_on: '2030-02-30' }] }),
        { 'certifications.0.expires_on': 'invalid' },
      ],
      [
        'a certification of an unknown kind',
        async () => ({ certifications: [{ ...halal, kind: 'organic' }] }),
        { 'certifications.0.kind': 'invalid' },
      ],
      ['certifications that are not JSON', async () => ({ certifications: '[{' }), { certifications: 'invalid' }],
    ];

    it.each(refusals)(
      'refuses %s on create with 400 naming the field, storing nothing',
      async (_case, make, fields) => {
        const admin = catalogueAdmin(t, token);
        const extra = formOf(await make());

        const response = await admin.postProduct({ name: 'Sorbitan Monostearate', category_id: categoryId, ...extra });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: true, code: 'VALIDATION', fields });
        expect(await countRows(t.db, 'products')).toBe(0);
        expect(await countRows(t.db, 'product_certifications')).toBe(0);
        expect(await countRows(t.db, 'product_terms')).toBe(0);
        await expectNoOrphans(t);
      },
    );

    it.each(refusals)('refuses %s on update with 400, changing nothing', async (_case, make, fields) => {
      const food = await addTerm(t, token, 'industry', 'Food & Beverage');
      const { id } = await created({ ...SPECS_EN, certifications: [halal], industry_ids: [food.id] });
      const before = await adminProduct(id);
      const admin = catalogueAdmin(t, token);

      const response = await admin.putProduct(id, {
        name: 'Renamed',
        category_id: categoryId,
        grade: 'Changed',
        ...formOf(await make()),
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(fields);
      expect(await adminProduct(id)).toEqual(before);
      await expectNoOrphans(t);
    });
  });

  describe('related products', () => {
    it(`shows up to ${RELATED_PRODUCTS} others of the category by name in the language asked for`, async () => {
      const productId = await insertProduct(t, categoryId, 'Sorbitan Monostearate');
      for (const name of ['Zeta', 'Alpha', 'beta', 'Gamma', 'Delta', 'Epsilon']) {
        await insertProduct(t, categoryId, name);
      }
      await t.app.repos.products.create({
        category_id: categoryId,
        name: 'Zulu',
        description: '',
        image: await storedImageColumn(t),
        translations: JSON.stringify({ id: { name: 'Abadi' } }),
      });
      await insertProduct(t, await insertCategory(t, 'Sweeteners'), 'Aardvark');

      const english = await publicProduct(productId, 'en');
      const indonesian = await publicProduct(productId, 'id');

      expect(english.related.map((product) => product.name)).toEqual(['Alpha', 'beta', 'Delta', 'Epsilon']);
      expect(indonesian.related.map((product) => product.name)).toEqual(['Abadi', 'Alpha', 'beta', 'Delta']);
      expect(indonesian.related[0]).toEqual({
        id: expect.any(Number),
        name: 'Abadi',
        product_image: expect.objectContaining({ src: expect.stringMatching(/^\/uploads\//) }),
        updated_at: expect.any(String),
      });
      expect(indonesian.related[1]!.fallback).toEqual({ name: 'en' });
    });

    it('is empty for the only product of its category', async () => {
      const productId = await insertProduct(t, categoryId, 'Sorbitan Monostearate');

      expect((await publicProduct(productId, 'en')).related).toEqual([]);
    });
  });

  it('answers a product in the same few statements however long its lists', async () => {
    const bare = await insertProduct(t, categoryId, 'Bare');
    const terms = [
      await addTerm(t, token, 'industry', 'Food & Beverage'),
      await addTerm(t, token, 'industry', 'Bakery'),
      await addTerm(t, token, 'industry', 'Dairy'),
    ];
    const { id: full } = await created({
      certifications: [halal, fssc, { ...halal, issuer: 'MUI' }],
      industry_ids: terms.map((term) => term.id),
    });
    for (const language of ['en', 'id']) await addDocument(t, token, full, { kind: 'tds', language });
    await insertProduct(t, categoryId, 'Related one');
    await insertProduct(t, categoryId, 'Related two');
    const read = (id: number) =>
      countStatements(t.db, () => t.app.inject({ method: 'GET', url: `/v1/products/${id}` }));

    const few = await read(bare);
    const many = await read(full);

    expect(many.result.json().data.documents).toHaveLength(2);
    expect(many.statements).toBe(few.statements);
    expect(many.statements).toBeLessThanOrEqual(5);
  });
});
