import fs from 'node:fs';
import path from 'node:path';
import type { ActivityRecord } from '@/common/api/activity';
import type { AdminProduct } from '@/common/api/catalogue';
import type { RevisionComparison } from '@/common/api/revisions';
import { sweepOrphanDocuments } from '@/server/services/catalogue/document-sweep';
import { sweepActivity } from '@/server/services/enquiries/retention';
import { sweepOrphanUploads } from '@/server/services/images/upload-sweep';
import { filesOnDisk, pngFile, sendForm } from './helpers/catalogue';
import { addDocument, documentPart, documentsOnDisk, pdfBytes } from './helpers/product-data';
import { bearer, createTestApp, testDatabases, type TestApp } from './helpers/test-app';

const HOUR = 60 * 60 * 1000;
const fileOf = (src: string) => src.slice(src.lastIndexOf('/') + 1);

describe.each(testDatabases())('revisions (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let categoryId: number;

  const history = async (collection: string, id: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/${collection}/${id}/history?limit=100`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: ActivityRecord[] }>().data;
  };
  const compare = (collection: string, id: number, from: number, to: number, as = token) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/admin/${collection}/${id}/revisions/compare?from=${from}&to=${to}`,
      headers: bearer(as),
    });
  const restore = (collection: string, id: number, revisionId: number, as = token) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/admin/${collection}/${id}/revisions/${revisionId}/restore`,
      headers: bearer(as),
    });
  const product = async (id: number) => (await t.app.repos.products.findForAdmin(id))!;
  const saveProduct = async (id: number | undefined, fields: Record<string, string | number>, picture = true) => {
    const response = await sendForm(
      t,
      token,
      id ? 'PUT' : 'POST',
      id ? `/v1/admin/products/${id}` : '/v1/admin/products',
      { category_id: categoryId, ...fields },
      picture ? await pngFile('product_image') : undefined,
    );
    expect(response.statusCode).toBeLessThan(300);
    return response.json<{ data: AdminProduct }>().data;
  };
  const tokenOf = async (role: 'sales' | 'editor') => {
    const user = await t.app.repos.users.create({
      username: `${role}-${Date.now()}`,
      email: `${role}-${Date.now()}@example.com`,
      passwordHash: 'x',
      role,
    });
    return (await t.app.sessions.start(user)).token.access_token;
  };

  /** The retention sweep, REVISIONS_RETENTION_MONTHS at 12, and the upload sweep it runs after forgetting states. */
  const forgetRevisionsOlderThanAYear = () =>
    sweepActivity({
      enquiries: t.app.repos.enquiries,
      cvFiles: t.app.cvFiles,
      retentionMonths: 24,
      activity: {
        records: t.app.repos.activity,
        retentionMonths: 240,
        revisionMonths: 12,
        sweepUploads: () => sweepOrphanUploads(t.app.repos.uploads, t.config.uploadsDir, Date.now() + 2 * HOUR),
      },
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { REVISIONS_KEPT: '3' });
    token = await t.login();
    categoryId = await t.app.repos.categories.create({ name: 'Sweeteners', description: '', image: null });
  });

  afterAll(async () => {
    await t.close();
  });

  it('compares two revisions field by field, per language, and restores the older one as a new revision', async () => {
    const first = await saveProduct(undefined, {
      name: 'Aspartame',
      description: 'Intense sweetener.',
      translations: JSON.stringify({ id: { description: 'Pemanis intens.' } }),
    });
    const second = await saveProduct(first.id, {
      name: 'Aspartame',
      description: 'Low-calorie sweetener.',
      translations: JSON.stringify({ id: { description: 'Pemanis rendah kalori.' } }),
    });
    const [changed, created] = await history('products', first.id);
    expect([created!.action, changed!.action]).toEqual(['create', 'update']);
    expect(created!.revision && changed!.revision).toBe(true);

    const comparison = await compare('products', first.id, created!.id, changed!.id);
    expect(comparison.statusCode).toBe(200);
    const { data } = comparison.json<{ data: RevisionComparison }>();
    expect(data.from).toMatchObject({ id: created!.id, username: 'admin' });
    const field = (name: string) => data.fields.find((candidate) => candidate.field === name);
    expect(field('description')).toEqual({
      field: 'description',
      from: 'Intense sweetener.',
      to: 'Low-calorie sweetener.',
      changed: true,
    });
    expect(field('translations.id.description')).toMatchObject({ from: 'Pemanis intens.', changed: true });
    expect(field('name')).toMatchObject({ from: 'Aspartame', to: 'Aspartame', changed: false });
    expect(field('product_image')).toMatchObject({
      from: fileOf(first.product_image!.src),
      to: fileOf(second.product_image!.src),
      changed: true,
    });

    const restored = await restore('products', first.id, created!.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toEqual({ imageKept: false, documentsMissing: [] });
    const now = await product(first.id);
    expect(now.description).toBe('Intense sweetener.');
    expect(now.translations.id?.description).toBe('Pemanis intens.');
    expect(now.product_image!.src).toBe(first.product_image!.src);
    // The picture the restore replaced stays: the revision before it names it.
    expect(filesOnDisk(t.config.uploadsDir)).toContain(fileOf(second.product_image!.src));
    expect(filesOnDisk(t.config.uploadsDir)).toContain(fileOf(first.product_image!.src));

    const [latest] = await history('products', first.id);
    expect(latest).toMatchObject({ action: 'restore', revision: true, username: 'admin' });
    expect(latest!.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['description', 'translations.id.description', 'product_image']),
    );
    // History is never rewritten: the update it undid is still there.
    expect((await history('products', first.id)).map((record) => record.action)).toEqual([
      'restore',
      'update',
      'create',
    ]);
  });

  it('keeps the current picture and says so when the revision’s picture file is gone', async () => {
    const first = await saveProduct(undefined, { name: 'Sucralose', description: 'First.' });
    const second = await saveProduct(first.id, { name: 'Sucralose', description: 'Second.' });
    const created = (await history('products', first.id)).at(-1)!;
    for (const name of filesOnDisk(t.config.uploadsDir).filter((file) =>
      file.startsWith(fileOf(first.product_image!.src).replace(/-\d+\.webp$/, '-')),
    )) {
      fs.rmSync(path.join(t.config.uploadsDir, name));
    }

    const restored = await restore('products', first.id, created.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toEqual({ imageKept: true, documentsMissing: [] });
    const now = await product(first.id);
    expect(now.description).toBe('First.');
    expect(now.product_image!.src).toBe(second.product_image!.src);
  });

  it('brings back the documents a revision had and that were deleted since, while their files remain, naming the others', async () => {
    const saved = await saveProduct(undefined, { name: 'Acesulfame K', description: 'First.' });
    const upload = (kind: string, name: string) =>
      addDocument(t, token, saved.id, { kind, language: 'en' }, documentPart(pdfBytes(name), name));
    const tds = await upload('tds', 'ace-k-tds.pdf');
    const sds = await upload('sds', 'ace-k-sds.pdf');
    await saveProduct(saved.id, { name: 'Acesulfame K', description: 'With its documents.' }, false);
    const [withDocuments] = await history('products', saved.id);
    const fileOfDocument = new Map(
      (await t.app.repos.productDocuments.stored(saved.id)).map((row) => [row.id, row.file]),
    );

    // Deleted on their own, the documents leave their files while that revision names them.
    for (const document of [tds, sds]) {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/v1/admin/products/${saved.id}/documents/${document.id}`,
        headers: bearer(token),
      });
      expect(deleted.statusCode).toBe(200);
    }
    expect((await product(saved.id)).documents).toEqual([]);
    expect(documentsOnDisk(t)).toEqual(expect.arrayContaining([...fileOfDocument.values()]));
    fs.rmSync(path.join(t.config.documentsDir, fileOfDocument.get(sds.id)!));
    const coa = await upload('coa', 'ace-k-coa.pdf');

    const restored = await restore('products', saved.id, withDocuments!.id);

    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toEqual({ imageKept: false, documentsMissing: ['ace-k-sds.pdf'] });
    const now = await product(saved.id);
    expect(now.description).toBe('With its documents.');
    // The document added since stays; the one whose file remains is back, and downloads.
    expect(now.documents.map((document) => [document.kind, document.name])).toEqual([
      ['coa', coa.name],
      ['tds', 'ace-k-tds.pdf'],
    ]);
    const download = await t.app.inject({ method: 'GET', url: now.documents[1]!.url!, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('ace-k-tds.pdf');
    const [latest] = await history('products', saved.id);
    expect(latest!.changes.map((change) => change.field)).toContain('documents');
    expect(latest!.changes.map((change) => change.field)).not.toContain('stored_documents');
  });

  it('removes a deleted document with its file when no revision names it', async () => {
    const saved = await saveProduct(undefined, { name: 'Neotame' });
    const document = await addDocument(t, token, saved.id);
    const [file] = (await t.app.repos.productDocuments.stored(saved.id)).map((row) => row.file);
    expect(documentsOnDisk(t)).toContain(file);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/products/${saved.id}/documents/${document.id}`,
      headers: bearer(token),
    });

    expect(deleted.statusCode).toBe(200);
    expect(documentsOnDisk(t)).not.toContain(file);
  });

  it('restores a revision written before a field existed, keeping that field’s current value', async () => {
    const saved = await saveProduct(undefined, {
      name: 'Lecithin',
      description: 'Emulsifier.',
      inci_name: 'Lecithin',
      e_number: 'E322',
    });
    const current = await product(saved.id);
    // A state as an older version of the API kept it: no INCI name, E-number or terms yet.
    const { inci_name: _inci, e_number: _e, industries: _i, applications: _a, ...older } = current;
    await t.app.repos.activity.record({
      userId: null,
      username: 'admin',
      address: null,
      action: 'update',
      entity: 'product',
      entityId: saved.id,
      entityName: 'Lecithin',
      snapshot: { ...older, description: 'Soy lecithin, as first written.' },
    });
    const old = (await history('products', saved.id))[0]!;

    const restored = await restore('products', saved.id, old.id);
    expect(restored.statusCode).toBe(200);
    const now = await product(saved.id);
    expect(now.description).toBe('Soy lecithin, as first written.');
    expect(now.inci_name).toBe('Lecithin');
    expect(now.e_number).toBe('E322');
  });

  it('refuses a revision naming a category that is gone, or a name taken since, and changes nothing', async () => {
    const otherCategory = await t.app.repos.categories.create({ name: 'Old shelf', description: '', image: null });
    const saved = await saveProduct(undefined, { name: 'Xylitol', category_id: otherCategory }, false);
    const created = (await history('products', saved.id))[0]!;
    await saveProduct(saved.id, { name: 'Xylitol', description: 'Moved.' }, false);
    await t.db.kysely.deleteFrom('categories').where('id', '=', otherCategory).execute();

    const refused = await restore('products', saved.id, created.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REVISION_NOT_RESTORABLE', fields: { category_id: 'not_found' } });
    expect((await product(saved.id)).description).toBe('Moved.');

    const make = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/industries',
        payload: { name },
        headers: bearer(token),
      });
    const bakery = (await make('Bakery')).json().data.id as number;
    const bakeryCreated = (await history('industries', bakery))[0]!;
    await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/industries/${bakery}`,
      payload: { name: 'Bakery and pastry' },
      headers: bearer(token),
    });
    await make('Bakery');
    const taken = await restore('industries', bakery, bakeryCreated.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'REVISION_NOT_RESTORABLE', fields: { name: 'duplicate' } });
    expect((await t.app.repos.catalogueTerms.findForAdmin('industry', bakery))!.name).toBe('Bakery and pastry');
  });

  it('answers 404 for a record that is not a revision of the item, and follows the roles', async () => {
    const career = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/careers',
      payload: { name: 'Lab Analyst', position: 'Staff', description: 'Tests every lot.', status: true },
      headers: bearer(token),
    });
    const careerId = career.json().data.id as number;
    const careerCreated = (await history('careers', careerId))[0]!;
    const lecithin = (await t.app.repos.products.findIdByName('Lecithin'))!;
    const productRevision = (await history('products', lecithin))[0]!;

    expect((await restore('careers', careerId, productRevision.id)).statusCode).toBe(404);
    expect((await restore('careers', careerId + 1000, careerCreated.id)).statusCode).toBe(404);
    expect((await compare('careers', careerId, careerCreated.id, productRevision.id)).statusCode).toBe(404);

    const sales = await tokenOf('sales');
    expect((await compare('products', lecithin, productRevision.id, productRevision.id, sales)).statusCode).toBe(200);
    expect((await restore('products', lecithin, productRevision.id, sales)).statusCode).toBe(403);
    expect((await restore('careers', careerId, careerCreated.id, await tokenOf('editor'))).statusCode).toBe(403);
  });

  it('keeps REVISIONS_KEPT revisions per item and removes the pictures only forgotten ones named', async () => {
    const pictures: string[] = [];
    const savePhoto = async (id?: number) => {
      const response = await sendForm(
        t,
        token,
        id ? 'PUT' : 'POST',
        id ? `/v1/admin/galleries/${id}` : '/v1/admin/galleries',
        { name: 'Warehouse' },
        await pngFile('gallery_image'),
      );
      const photo = response.json().data as { id: number; gallery_image: { src: string } };
      pictures.push(fileOf(photo.gallery_image.src));
      return photo.id;
    };
    const id = await savePhoto();
    for (let edit = 0; edit < 3; edit += 1) await savePhoto(id);

    const records = await history('galleries', id);
    expect(records).toHaveLength(4);
    expect(records.map((record) => record.revision)).toEqual([true, true, true, false]);
    const onDisk = filesOnDisk(t.config.uploadsDir);
    expect(onDisk).not.toContain(pictures[0]);
    for (const kept of pictures.slice(1)) expect(onDisk).toContain(kept);
    // The sweep of orphans keeps what a revision names.
    await sweepOrphanUploads(t.app.repos.uploads, t.config.uploadsDir, Date.now() + 2 * HOUR);
    for (const kept of pictures.slice(1)) expect(filesOnDisk(t.config.uploadsDir)).toContain(kept);
  });

  it('forgets revisions older than REVISIONS_RETENTION_MONTHS, then their pictures', async () => {
    const response = await sendForm(
      t,
      token,
      'POST',
      '/v1/admin/galleries',
      { name: 'Lab' },
      await pngFile('gallery_image'),
    );
    const photo = response.json().data as { id: number; gallery_image: { src: string } };
    await sendForm(t, token, 'PUT', `/v1/admin/galleries/${photo.id}`, { name: 'Lab' }, await pngFile('gallery_image'));
    const created = (await history('galleries', photo.id)).at(-1)!;
    await t.db.kysely
      .updateTable('activity')
      .set({ at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', created.id)
      .execute();
    expect(filesOnDisk(t.config.uploadsDir)).toContain(fileOf(photo.gallery_image.src));

    await forgetRevisionsOlderThanAYear();

    const [latest, first] = await history('galleries', photo.id);
    expect([latest!.revision, first!.revision]).toEqual([true, false]);
    expect(filesOnDisk(t.config.uploadsDir)).not.toContain(fileOf(photo.gallery_image.src));
    expect((await restore('galleries', photo.id, created.id)).statusCode).toBe(404);
  });

  it("keeps a deleted document's PDF through the sweep while a revision names it, then sweeps it", async () => {
    const saved = await saveProduct(undefined, { name: 'Stevia RA 97' });
    const document = await addDocument(t, token, saved.id);
    const [file] = (await t.app.repos.productDocuments.stored(saved.id)).map((row) => row.file);
    await saveProduct(saved.id, { name: 'Stevia RA 97', description: 'With its datasheet.' }, false);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/products/${saved.id}/documents/${document.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    await saveProduct(saved.id, { name: 'Stevia RA 97', description: 'Without it.' }, false);
    const sweepDocuments = () =>
      sweepOrphanDocuments(t.app.repos.productDocuments, t.app.documentFiles, Date.now() + 2 * HOUR);

    expect(await sweepDocuments()).not.toContain(file);
    expect(documentsOnDisk(t)).toContain(file);

    // The revisions naming it grow older than REVISIONS_RETENTION_MONTHS: once they are forgotten, the sweep takes it.
    const [, ...earlier] = await history('products', saved.id);
    await t.db.kysely
      .updateTable('activity')
      .set({ at: '2020-01-01T00:00:00.000Z' })
      .where(
        'id',
        'in',
        earlier.map((record) => record.id),
      )
      .execute();
    await forgetRevisionsOlderThanAYear();

    expect(await sweepDocuments()).toContain(file);
    expect(documentsOnDisk(t)).not.toContain(file);
  });
});
