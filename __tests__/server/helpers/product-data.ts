import fs from 'node:fs';
import { DOCUMENT_FILE_FIELD, type AdminTerm, type ProductDocument } from '@/common/api/product-data';
import type { TermKind } from '@/common/constants';
import { sendForm, type FilePart } from './catalogue';
import { bearer, type TestApp } from './test-app';

/** A small PDF whose bytes tell documents apart. */
export const pdfBytes = (text = 'Technical Data Sheet') =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');

export const documentPart = (data: Buffer = pdfBytes(), filename = 'tds.pdf'): FilePart => ({
  field: DOCUMENT_FILE_FIELD,
  filename,
  contentType: 'application/pdf',
  data,
});

/** Uploads a document of a product as the back office does (`file` null: a form without its file). */
export const uploadDocument = (
  t: TestApp,
  token: string,
  productId: number,
  fields: Record<string, string | number> = { kind: 'tds', language: 'en' },
  file: FilePart | null = documentPart(),
) => sendForm(t, token, 'POST', `/v1/admin/products/${productId}/documents`, fields, file ?? undefined);

/** Uploads a document that must be accepted; answers it. */
export async function addDocument(
  t: TestApp,
  token: string,
  productId: number,
  fields?: Record<string, string | number>,
  file?: FilePart,
): Promise<ProductDocument> {
  const response = await uploadDocument(t, token, productId, fields, file);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: ProductDocument }>().data;
}

/** The files in the documents directory. */
export const documentsOnDisk = (t: TestApp): string[] =>
  fs.existsSync(t.config.documentsDir) ? fs.readdirSync(t.config.documentsDir).sort() : [];

/** The back office's collection of one kind of term. */
export const termPath = (kind: TermKind) => `/v1/admin/${kind === 'industry' ? 'industries' : 'applications'}`;

/** Adds an industry or an application through the API, with its Indonesian name when given; answers it. */
export async function addTerm(
  t: TestApp,
  token: string,
  kind: TermKind,
  name: string,
  nameId?: string,
): Promise<AdminTerm> {
  const response = await t.app.inject({
    method: 'POST',
    url: termPath(kind),
    headers: bearer(token),
    payload: { name, ...(nameId && { translations: { id: { name: nameId } } }) },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: AdminTerm }>().data;
}
