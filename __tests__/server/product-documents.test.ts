import fs from 'node:fs';
import path from 'node:path';
import type { AdminProduct, Product } from '@/common/api/catalogue';
import type { ProductDocument } from '@/common/api/product-data';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_MB } from '@/common/constants';
import { sweepOrphanDocuments } from '@/server/services/catalogue/document-sweep';
import { insertCategory, insertProduct } from './helpers/catalogue';
import { EXE_BYTES } from './helpers/enquiries';
import { addDocument, documentPart, documentsOnDisk, pdfBytes, uploadDocument } from './helpers/product-data';
import { bearer, countRows, testDatabases, useSharedTestApp } from './helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabases())('product documents (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let token: string;
  let productId: number;

  beforeEach(async () => {
    token = await t.login();
    productId = await insertProduct(t, await insertCategory(t, 'Emulsifiers'), 'Sorbitan Monostearate');
  });

  const download = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const adminDownload = (url: string) => download(url, bearer(token));
  const publicProduct = async (id = productId) =>
    (await t.app.inject({ method: 'GET', url: `/v1/products/${id}` })).json<{ data: Product }>().data;
  const adminProduct = async (id = productId) =>
    (await t.app.inject({ method: 'GET', url: `/v1/admin/products/${id}`, headers: bearer(token) })).json<{
      data: AdminProduct;
    }>().data;
  const patch = (documentId: number, payload: object, id = productId) =>
    t.app.inject({
      method: 'PATCH',
      url: `/v1/admin/products/${id}/documents/${documentId}`,
      headers: bearer(token),
      payload,
    });
  const remove = (documentId: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/products/${productId}/documents/${documentId}`,
      headers: bearer(token),
    });
  const fileOf = (file: string) => path.join(t.config.documentsDir, file);

  describe('upload', () => {
    it('stores the PDF privately under a random name and answers the document with its back-office URL', async () => {
      const bytes = pdfBytes('TDS Sorbitan Monostearate');

      const response = await uploadDocument(
        t,
        token,
        productId,
        { kind: 'tds', language: 'id', name: 'Lembar Data Teknis 10,000 FTU/g' },
        documentPart(bytes, 'SMS-tds.pdf'),
      );

      expect(response.statusCode).toBe(201);
      const document = response.json<{ data: ProductDocument }>().data;
      expect(document).toEqual({
        id: expect.any(Number),
        kind: 'tds',
        language: 'id',
        name: 'Lembar Data Teknis 10,000 FTU-g.pdf',
        size: bytes.length,
        on_request: false,
        url: `/v1/admin/products/${productId}/documents/${document.id}`,
        updated_at: expect.any(String),
      });
      const [file] = documentsOnDisk(t);
      expect(file).toMatch(/^[\w-]{22}\.pdf$/);
      expect(t.config.documentsDir).toBe(path.join(t.config.dataDir, 'documents'));
      expect(fs.readFileSync(fileOf(file!))).toEqual(bytes);
      expect(fs.statSync(fileOf(file!)).mode & 0o777).toBe(0o600);
    });

    it.each([
      ['Data sheet.PDF', 'Data sheet.pdf'],
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['C:\\Users\\dewi\\TDS Lesitin.pdf', 'TDS Lesitin.pdf'],
      ['lembar data', 'lembar data.pdf'],
    ])('names a document without a name after the uploaded file %j: %j', async (filename, name) => {
      const document = await addDocument(
        t,
        token,
        productId,
        { kind: 'tds', language: 'en' },
        documentPart(pdfBytes(), filename),
      );

      expect(document.name).toBe(name);
    });

    it('lists the documents in the product answers: public URLs, none for a document sent on request', async () => {
      const tds = await addDocument(t, token, productId, { kind: 'tds', language: 'en' });
      const sds = await addDocument(t, token, productId, { kind: 'sds', language: 'en', on_request: 'true' });

      const visitors = await publicProduct();
      const admins = await adminProduct();

      expect(
        visitors.documents.map((document) => [document.id, document.kind, document.on_request, document.url]),
      ).toEqual([
        [tds.id, 'tds', false, `/v1/products/${productId}/documents/${tds.id}`],
        [sds.id, 'sds', true, null],
      ]);
      expect(admins.documents.map((document) => document.url)).toEqual([
        `/v1/admin/products/${productId}/documents/${tds.id}`,
        `/v1/admin/products/${productId}/documents/${sds.id}`,
      ]);
    });

    it.each([
      ['a file that is not a PDF though named .pdf', () => documentPart(EXE_BYTES, 'tds.pdf'), 415, 'NOT_A_PDF'],
      [
        `a PDF over ${MAX_DOCUMENT_MB} MB`,
        () => documentPart(Buffer.concat([pdfBytes(), Buffer.alloc(MAX_DOCUMENT_BYTES)]), 'big.pdf'),
        413,
        'FILE_TOO_LARGE',
      ],
    ])('refuses %s, storing no row and no file', async (_case, file, status, code) => {
      const response = await uploadDocument(t, token, productId, { kind: 'tds', language: 'en' }, file());

      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ error: true, code });
      if (code === 'FILE_TOO_LARGE') expect(response.json().params).toEqual({ maxMb: MAX_DOCUMENT_MB });
      expect(await countRows(t.db, 'product_documents')).toBe(0);
      expect(documentsOnDisk(t)).toEqual([]);
    });

    it('refuses a form without its file or with a bad kind with 400, storing nothing', async () => {
      const noFile = await uploadDocument(t, token, productId, { kind: 'tds', language: 'en' }, null);
      const badKind = await uploadDocument(t, token, productId, { kind: 'brochure', language: 'en' });
      const badLanguage = await uploadDocument(t, token, productId, { kind: 'tds', language: 'fr' });

      expect([noFile, badKind, badLanguage].map((response) => [response.statusCode, response.json().fields])).toEqual([
        [400, { file: 'required' }],
        [400, { kind: 'invalid' }],
        [400, { language: 'invalid' }],
      ]);
      expect(await countRows(t.db, 'product_documents')).toBe(0);
      expect(documentsOnDisk(t)).toEqual([]);
    });

    it('answers 404 for an unknown product and leaves no file behind', async () => {
      const response = await uploadDocument(t, token, 424242);

      expect(response.statusCode).toBe(404);
      expect(await countRows(t.db, 'product_documents')).toBe(0);
      expect(documentsOnDisk(t)).toEqual([]);
    });
  });

  describe('downloads', () => {
    it('sends a public document with its type, its name and its bytes, revalidated by its ETag', async () => {
      const bytes = pdfBytes('Lembar data');
      const document = await addDocument(
        t,
        token,
        productId,
        { kind: 'tds', language: 'en', name: 'TDS SMS' },
        documentPart(bytes),
      );

      const response = await download(`/v1/products/${productId}/documents/${document.id}`);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="TDS SMS.pdf"');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload).toEqual(bytes);
      const etag = String(response.headers.etag);
      const again = await download(`/v1/products/${productId}/documents/${document.id}`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
    });

    it('names a download with RFC 5987 when its name is not plain ASCII', async () => {
      const name = 'Lembar Data – Sorbitan “Monostearat”';
      const document = await addDocument(t, token, productId, { kind: 'tds', language: 'id', name });

      const response = await download(`/v1/products/${productId}/documents/${document.id}`);

      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Lembar Data _ Sorbitan _Monostearat_.pdf"; filename*=UTF-8''${encodeURIComponent(`${name}.pdf`)}`,
      );
    });

    it('does not serve a document sent on request, nor one of another product; the back office gets both', async () => {
      const onRequest = await addDocument(t, token, productId, { kind: 'sds', language: 'en', on_request: 'true' });
      const otherProduct = await insertProduct(t, await insertCategory(t, 'Sweeteners'), 'Sucralose');

      expect((await download(`/v1/products/${productId}/documents/${onRequest.id}`)).statusCode).toBe(404);
      expect((await download(`/v1/products/${otherProduct}/documents/${onRequest.id}`)).statusCode).toBe(404);
      expect((await adminDownload(`/v1/admin/products/${otherProduct}/documents/${onRequest.id}`)).statusCode).toBe(
        404,
      );
      const admin = await adminDownload(onRequest.url!);
      expect(admin.statusCode).toBe(200);
      expect(admin.headers['content-type']).toBe('application/pdf');
      expect(admin.headers['cache-control']).toMatch(/no-store/);
      expect(admin.rawPayload).toEqual(pdfBytes());
      expect((await download(onRequest.url!)).statusCode).toBe(401);
    });
  });

  describe('changes', () => {
    it('changes a document’s name, kind, language and on-request flag, keeping its file', async () => {
      const document = await addDocument(t, token, productId, { kind: 'tds', language: 'en' });
      const files = documentsOnDisk(t);

      const response = await patch(document.id, {
        name: 'Safety sheet',
        kind: 'sds',
        language: 'id',
        on_request: true,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        name: 'Safety sheet.pdf',
        kind: 'sds',
        language: 'id',
        on_request: true,
      });
      expect((await publicProduct()).documents[0]).toMatchObject({ name: 'Safety sheet.pdf', url: null });
      expect((await download(`/v1/products/${productId}/documents/${document.id}`)).statusCode).toBe(404);
      expect(documentsOnDisk(t)).toEqual(files);
    });

    it('refuses an empty change, a blank name and an unknown field with 400, and a document of another product with 404', async () => {
      const document = await addDocument(t, token, productId);
      const otherProduct = await insertProduct(t, await insertCategory(t, 'Sweeteners'), 'Sucralose');

      expect((await patch(document.id, {})).statusCode).toBe(400);
      expect((await patch(document.id, { name: '  ' })).json().fields).toEqual({ name: 'blank' });
      expect((await patch(document.id, { file: 'other.pdf' })).json().fields).toEqual({ file: 'not_accepted' });
      expect((await patch(document.id, { name: 'Moved' }, otherProduct)).statusCode).toBe(404);
      expect((await adminProduct()).documents[0]!.name).toBe('tds.pdf');
    });

    it('deletes a document once, with its file', async () => {
      const kept = await addDocument(t, token, productId);
      const document = await addDocument(t, token, productId, { kind: 'sds', language: 'en' });
      expect(documentsOnDisk(t)).toHaveLength(2);

      expect((await remove(document.id)).statusCode).toBe(200);
      expect((await remove(document.id)).statusCode).toBe(404);

      expect((await adminProduct()).documents.map((item) => item.id)).toEqual([kept.id]);
      expect(documentsOnDisk(t)).toHaveLength(1);
      expect((await download(`/v1/products/${productId}/documents/${kept.id}`)).statusCode).toBe(200);
    });

    it('keeps the files of a deleted product’s documents while it is in the trash, and removes them after', async () => {
      await addDocument(t, token, productId);
      await addDocument(t, token, productId, { kind: 'sds', language: 'en' });
      const otherProduct = await insertProduct(t, await insertCategory(t, 'Sweeteners'), 'Sucralose');
      await addDocument(t, token, otherProduct);
      const [kept] = await t.db.kysely
        .selectFrom('product_documents')
        .select('file')
        .where('product_id', '=', otherProduct)
        .execute();

      const response = await t.app.inject({
        method: 'DELETE',
        url: `/v1/admin/products/${productId}`,
        headers: bearer(token),
      });

      expect(response.statusCode).toBe(200);
      expect(await countRows(t.db, 'product_documents')).toBe(1);
      expect(documentsOnDisk(t)).toHaveLength(3);
      const purged = await t.app.inject({
        method: 'DELETE',
        url: `/v1/admin/trash/products/${productId}`,
        headers: bearer(token),
      });
      expect(purged.statusCode).toBe(200);
      expect(documentsOnDisk(t)).toEqual([kept!.file]);
    });
  });

  it('sweeps the document files no row names once they are an hour old, and nothing else', async () => {
    const document = await addDocument(t, token, productId);
    const [referenced] = documentsOnDisk(t);
    const orphan = await t.app.documentFiles.save(pdfBytes('left behind'));
    const young = await t.app.documentFiles.save(pdfBytes('being stored'));
    const old = new Date(Date.now() - 2 * HOUR_MS);
    for (const name of [referenced!, orphan]) fs.utimesSync(fileOf(name), old, old);
    fs.writeFileSync(path.join(t.config.documentsDir, 'README.txt'), 'not a stored document');

    const removed = await sweepOrphanDocuments(t.app.repos.productDocuments, t.app.documentFiles);

    expect(removed).toEqual([orphan]);
    expect(documentsOnDisk(t)).toEqual(['README.txt', referenced!, young].sort());
    expect((await download(`/v1/products/${productId}/documents/${document.id}`)).statusCode).toBe(200);
  });
});
