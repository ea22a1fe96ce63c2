import { sql } from 'kysely';
import type { ActivityRecord } from '@/common/api/activity';
import type { AdminProduct } from '@/common/api/catalogue';
import type { TrashItem } from '@/common/api/trash';
import { sweepOrphanDocuments } from '@/server/services/catalogue/document-sweep';
import { sweepOrphanUploads } from '@/server/services/images/upload-sweep';
import { sweepTrash } from '@/server/services/trash/trash';
import { filesOnDisk, pngFile, sendForm } from './helpers/catalogue';
import { addDocument, addTerm, documentsOnDisk } from './helpers/product-data';
import { bearer, createTestApp, testDatabases, type TestApp } from './helpers/test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const fileStem = (src: string) => src.slice(src.lastIndexOf('/') + 1).replace(/-\d+\.webp$/, '-');

describe.each(testDatabases())('the trash (%s)', (kind) => {
  let t: TestApp;
  let token: string;

  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = token) =>
    t.app.inject({ method, url: `/v1/admin${url}`, headers: bearer(as), ...(payload && { payload }) });
  const trash = async (as = token, query = '') => {
    const response = await admin('GET', `/trash${query}`, undefined, as);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: TrashItem[]; totalData: number }>();
  };
  const restore = (collection: string, id: number, body: object = {}) =>
    admin('POST', `/trash/${collection}/${id}/restore`, body);
  const history = async (collection: string, id: number) =>
    (await admin('GET', `/${collection}/${id}/history?limit=100`)).json<{ data: ActivityRecord[] }>().data;
  const addCategory = async (name: string) => {
    const response = await sendForm(t, token, 'POST', '/v1/admin/categories', { name }, await pngFile('image_url'));
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { id: number; image_url: { src: string } } }>().data;
  };
  const addProduct = async (fields: Record<string, string | number>) => {
    const response = await sendForm(t, token, 'POST', '/v1/admin/products', fields, await pngFile('product_image'));
    expect(response.statusCode).toBe(201);
    return response.json<{ data: AdminProduct }>().data;
  };
  const userToken = async (role: 'sales' | 'recruiter' | 'editor') => {
    const user = await t.app.repos.users.create({
      username: `${role}-${Math.random().toString(36).slice(2, 8)}`,
      email: `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      passwordHash: 'x',
      role,
    });
    return (await t.app.sessions.start(user)).token.access_token;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login();
  });

  afterAll(async () => {
    await t.close();
  });

  it('keeps a deleted product out of sight and brings it back whole, with its id, picture, terms and documents', async () => {
    const category = await addCategory('Sweeteners');
    const industry = await addTerm(t, token, 'industry', 'Beverages', 'Minuman');
    const product = await addProduct({
      name: 'Aspartame',
      category_id: category.id,
      description: 'Intense sweetener.',
      translations: JSON.stringify({ id: { description: 'Pemanis intens.' } }),
      industry_ids: JSON.stringify([industry.id]),
      certifications: JSON.stringify([
        { kind: 'halal', name: '', issuer: 'BPJPH', number: 'ID-123', expires_on: '2030-01-01' },
      ]),
    });
    const document = await addDocument(t, token, product.id);
    const before = (await t.app.repos.products.findForAdmin(product.id))!;
    const files = filesOnDisk(t.config.uploadsDir);
    const pdfs = documentsOnDisk(t);

    expect((await admin('DELETE', `/products/${product.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/v1/products/${product.id}` })).statusCode).toBe(404);
    const listed = await t.app.inject({ method: 'GET', url: `/v1/products?search=Aspartame` });
    expect(JSON.stringify(listed.json())).not.toContain('Aspartame');
    expect((await trash()).data).toEqual([
      expect.objectContaining({ collection: 'products', id: product.id, name: 'Aspartame', deletedBy: 'admin' }),
    ]);
    // Its picture and document stay while it is in the trash, also through the sweeps of orphans.
    await sweepOrphanUploads(t.app.repos.uploads, t.config.uploadsDir, Date.now() + 2 * HOUR);
    await sweepOrphanDocuments(t.app.repos.productDocuments, t.app.documentFiles, Date.now() + 2 * HOUR);
    expect(filesOnDisk(t.config.uploadsDir)).toEqual(files);
    expect(documentsOnDisk(t)).toEqual(pdfs);

    const restored = await restore('products', product.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toEqual({ collection: 'products', id: product.id, imageMissing: false });
    const after = (await t.app.repos.products.findForAdmin(product.id))!;
    expect({ ...after, updated_at: before.updated_at }).toEqual(before);
    expect(after.industries.map((term) => term.name)).toEqual(['Beverages']);
    expect(after.documents.map((kept) => kept.id)).toEqual([document.id]);
    const download = await admin('GET', `/products/${product.id}/documents/${document.id}`);
    expect(download.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/products/${product.id}?lang=id` })).json().data,
    ).toMatchObject({ description: 'Pemanis intens.' });
    expect((await trash()).data).toEqual([]);
    expect((await history('products', product.id)).slice(0, 2).map((record) => record.action)).toEqual([
      'restore',
      'delete',
    ]);
    expect((await restore('products', product.id)).statusCode).toBe(404);
  });

  it('asks for another name when the name was taken meanwhile, and changes nothing until it gets one', async () => {
    const colours = await addCategory('Colours');
    await admin('DELETE', `/categories/${colours.id}`);
    await addCategory('Colours');

    const refused = await restore('categories', colours.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RESTORE_CONFLICT', fields: { name: 'duplicate' } });
    expect(await t.app.repos.categories.findForAdmin(colours.id)).toBeUndefined();
    expect((await trash()).data.map((item) => item.id)).toContain(colours.id);

    const renamed = await restore('categories', colours.id, { name: 'Colours (natural)' });
    expect(renamed.statusCode).toBe(200);
    expect((await t.app.repos.categories.findForAdmin(colours.id))!.name).toBe('Colours (natural)');
  });

  it('restores a product whose category is in the trash only together with it', async () => {
    const category = await addCategory('Thickeners');
    const product = await addProduct({ name: 'Xanthan gum', category_id: category.id });
    await admin('DELETE', `/products/${product.id}`);
    expect((await admin('DELETE', `/categories/${category.id}`)).statusCode).toBe(200);

    const refused = await restore('products', product.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RESTORE_CONFLICT', fields: { category_id: 'in_trash' } });
    expect(await t.app.repos.categories.findForAdmin(category.id)).toBeUndefined();

    expect((await restore('products', product.id, { with_category: true })).statusCode).toBe(200);
    // Both left the trash, and the history of each says who brought it back.
    expect((await trash()).data.map((item) => `${item.collection}/${item.id}`)).not.toContain(
      `categories/${category.id}`,
    );
    expect((await history('categories', category.id))[0]).toMatchObject({ action: 'restore', username: 'admin' });
    expect((await t.app.repos.products.findForAdmin(product.id))!.category_name).toBe('Thickeners');
    expect((await t.app.repos.categories.findForAdmin(category.id))!.image_url!.src).toBe(category.image_url.src);
  });

  it('puts a restored industry and partner back on the products they were on', async () => {
    const category = await addCategory('Preservatives');
    const bakery = await addTerm(t, token, 'industry', 'Bakery');
    const partnerResponse = await sendForm(
      t,
      token,
      'POST',
      '/v1/admin/partners',
      { name: 'Kemin' },
      await pngFile('logo'),
    );
    const partnerId = partnerResponse.json<{ data: { id: number } }>().data.id;
    const product = await addProduct({
      name: 'Calcium propionate',
      category_id: category.id,
      industry_ids: JSON.stringify([bakery.id]),
      principal_id: JSON.stringify(partnerId),
    });
    await admin('DELETE', `/industries/${bakery.id}`);
    await admin('DELETE', `/partners/${partnerId}`);
    const bare = (await t.app.repos.products.findForAdmin(product.id))!;
    expect([bare.industries, bare.principal]).toEqual([[], null]);

    expect((await restore('industries', bakery.id)).statusCode).toBe(200);
    expect((await restore('partners', partnerId)).statusCode).toBe(200);
    const back = (await t.app.repos.products.findForAdmin(product.id))!;
    expect(back.industries.map((term) => term.name)).toEqual(['Bakery']);
    expect(back.principal?.id).toBe(partnerId);
    const found = await t.app.inject({ method: 'GET', url: `/v1/search?q=${encodeURIComponent('Kemin')}` });
    expect(JSON.stringify(found.json())).toContain('Calcium propionate');
  });

  it('leaves off the terms that were deleted meanwhile', async () => {
    const category = await addCategory('Emulsifiers');
    const dairy = await addTerm(t, token, 'industry', 'Dairy');
    const product = await addProduct({
      name: 'Lecithin',
      category_id: category.id,
      industry_ids: JSON.stringify([dairy.id]),
    });
    await admin('DELETE', `/products/${product.id}`);
    await admin('DELETE', `/industries/${dairy.id}`);

    expect((await restore('products', product.id)).statusCode).toBe(200);
    expect((await t.app.repos.products.findForAdmin(product.id))!.industries).toEqual([]);
  });

  it('deletes for good with the files, on request and after TRASH_RETENTION_DAYS', async () => {
    const article = await sendForm(
      t,
      token,
      'POST',
      '/v1/admin/articles',
      { title: 'Halal audits', content: 'What an audit looks at.' },
      await pngFile('article_image'),
    );
    const articleData = article.json<{ data: { id: number; article_image: { src: string } } }>().data;
    await admin('DELETE', `/articles/${articleData.id}`);
    expect(
      filesOnDisk(t.config.uploadsDir).some((file) => file.startsWith(fileStem(articleData.article_image.src))),
    ).toBe(true);

    expect((await admin('DELETE', `/trash/articles/${articleData.id}`)).statusCode).toBe(200);
    expect(
      filesOnDisk(t.config.uploadsDir).some((file) => file.startsWith(fileStem(articleData.article_image.src))),
    ).toBe(false);
    expect((await restore('articles', articleData.id)).statusCode).toBe(404);
    expect((await admin('DELETE', `/trash/articles/${articleData.id}`)).statusCode).toBe(404);
    expect((await history('articles', articleData.id))[0]).toMatchObject({
      action: 'purge',
      entityName: 'Halal audits',
    });

    const photo = await sendForm(
      t,
      token,
      'POST',
      '/v1/admin/galleries',
      { name: 'Lab' },
      await pngFile('gallery_image'),
    );
    const photoData = photo.json<{ data: { id: number; gallery_image: { src: string } } }>().data;
    await admin('DELETE', `/galleries/${photoData.id}`);
    expect(await sweepTrash(t.app)).toBe(0);
    expect(await sweepTrash(t.app, Date.now() + 31 * DAY)).toBeGreaterThanOrEqual(1);
    expect((await trash()).data.map((item) => item.collection)).not.toContain('galleries');
    expect(
      filesOnDisk(t.config.uploadsDir).some((file) => file.startsWith(fileStem(photoData.gallery_image.src))),
    ).toBe(false);
    expect((await history('galleries', photoData.id))[0]).toMatchObject({ action: 'purge', username: null });
  });

  it('deletes an item only together with its record, so nothing is deleted that the trash cannot bring back', async () => {
    const career = await admin('POST', '/careers', {
      name: 'Chemist',
      position: 'Staff',
      description: '',
      status: true,
    });
    const id = career.json().data.id as number;
    await sql`ALTER TABLE activity RENAME TO activity_away`.execute(t.db.kysely);
    try {
      expect((await admin('DELETE', `/careers/${id}`)).statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE activity_away RENAME TO activity`.execute(t.db.kysely);
    }
    expect(await t.app.repos.careers.findForAdmin(id)).toMatchObject({ name: 'Chemist' });

    expect((await admin('DELETE', `/careers/${id}`)).statusCode).toBe(200);
    expect((await history('careers', id)).map((record) => record.action)).toEqual(['delete', 'create']);
    expect((await admin('DELETE', `/trash/careers/${id}`)).statusCode).toBe(200);
  });

  it('shows each user only the kinds they may change', async () => {
    const career = await admin('POST', '/careers', {
      name: 'Lab Analyst',
      position: 'Staff',
      description: 'Tests every lot.',
      status: true,
    });
    const careerId = career.json().data.id as number;
    await admin('DELETE', `/careers/${careerId}`);
    const category = await addCategory('Acids');
    await admin('DELETE', `/categories/${category.id}`);

    const recruiter = await userToken('recruiter');
    expect((await trash(recruiter)).data.map((item) => item.collection)).toEqual(['careers']);
    const editor = await userToken('editor');
    expect((await trash(editor)).data.map((item) => item.collection)).toEqual(['categories']);
    expect((await trash(token, '?collection=careers')).data.map((item) => item.id)).toEqual([careerId]);
    expect((await admin('GET', '/trash', undefined, await userToken('sales'))).statusCode).toBe(403);
    const asEditor = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/trash/careers/${careerId}/restore`,
      headers: bearer(editor),
      payload: {},
    });
    expect(asEditor.statusCode).toBe(403);
  });
});
