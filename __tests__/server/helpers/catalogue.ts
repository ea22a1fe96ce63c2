import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { CATEGORY_IMAGE_FIELD, PRODUCT_IMAGE_FIELD } from '@/common/api/catalogue';
import type { Db } from '@/server/db/database';
import { CHANGE_STAMP_TAG } from '@/server/repositories/change-stamp-repository';
import { parseStoredImage } from '@/server/repositories/image-column';
import { bearer, type TestApp } from './test-app';

/** A small solid-colour image of the given format, made with sharp. */
export function solidImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  width = 48,
  height = 32,
  colour = { r: 200, g: 40, b: 60 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of random pixels, which compresses badly: about width x height x 3 bytes. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A well-formed PNG header announcing `width` x `height` pixels, with almost no pixel data behind it. */
export function pngClaimingSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body for `app.inject`. */
export function multipart(fields: Record<string, string | number>, file?: FilePart) {
  const boundary = `----catalogue-test-${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sends a multipart form to an admin route. */
export function sendForm(
  t: TestApp,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | number>,
  file?: FilePart,
) {
  const form = multipart(fields, file);
  return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
}

export const filePart = (field: string, filename: string, contentType: string, data: Buffer): FilePart => ({
  field,
  filename,
  contentType,
  data,
});

export const pngFile = async (field: string, filename = 'picture.png'): Promise<FilePart> =>
  filePart(field, filename, 'image/png', await solidImage('png'));

type FormFields = Record<string, string | number>;

/** The admin catalogue routes as the signed-in test admin; every form it sends carries a small PNG as the image. */
export function catalogueAdmin(t: TestApp, token: string) {
  const withPng = async (method: 'POST' | 'PUT', url: string, fields: FormFields, imageField: string) =>
    sendForm(t, token, method, url, fields, await pngFile(imageField));
  return {
    postProduct: (fields: FormFields) => withPng('POST', '/v1/admin/products', fields, PRODUCT_IMAGE_FIELD),
    putProduct: (id: number, fields: FormFields) =>
      withPng('PUT', `/v1/admin/products/${id}`, fields, PRODUCT_IMAGE_FIELD),
    postCategory: (fields: FormFields) => withPng('POST', '/v1/admin/categories', fields, CATEGORY_IMAGE_FIELD),
    putCategory: (id: number, fields: FormFields) =>
      withPng('PUT', `/v1/admin/categories/${id}`, fields, CATEGORY_IMAGE_FIELD),
    remove: (url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) }),
  };
}

export type CatalogueAdmin = ReturnType<typeof catalogueAdmin>;

/** The files in the uploads directory. */
export function filesOnDisk(uploadsDir: string): string[] {
  return fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : [];
}

/**
 * The files the database's image columns point at (unpublished changes' among them) and those its kept states name
 * (the revisions, and the items in the trash): what the uploads directory should hold, no more, no less.
 */
export async function filesReferenced(db: Db): Promise<string[]> {
  const { kysely } = db;
  const columns = [
    ...(await kysely.selectFrom('categories').select('image').execute()),
    ...(await kysely.selectFrom('products').select('image').execute()),
    ...(await kysely.selectFrom('articles').select('image').execute()),
    ...(await kysely.selectFrom('galleries').select('image').execute()),
    ...(await kysely.selectFrom('slides').select('image').execute()),
    ...(await kysely.selectFrom('partners').select('image').execute()),
    ...(await kysely.selectFrom('pending_changes').select('image').execute()),
  ].map((row) => parseStoredImage(row.image));
  const snapshots = await kysely.selectFrom('activity').select('snapshot').where('snapshot', 'is not', null).execute();
  const named = snapshots.flatMap(({ snapshot }) => [...snapshot!.matchAll(/\/uploads\/([\w-]+-\d+\.webp)/g)]);
  const files = columns.flatMap((image) => (image ? image.widths.map((width) => `${image.key}-${width}.webp`) : []));
  return [...new Set([...files, ...named.map((match) => match[1]!)])].sort();
}

/** Asserts that every uploaded file belongs to a row and every row's image has its files. */
export async function expectNoOrphans(t: TestApp): Promise<void> {
  expect(filesOnDisk(t.config.uploadsDir)).toEqual(await filesReferenced(t.db));
}

/** Counts the SQL statements the app runs outside transactions while `work` runs. */
export async function countStatements<T>(db: Db, work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const spy = jest.spyOn(db.kysely.getExecutor(), 'executeQuery');
  try {
    const result = await work();
    // The answer cache's freshness check is not the route's own work.
    const own = spy.mock.calls.filter(([query]) => !query.sql.includes(CHANGE_STAMP_TAG));
    return { result, statements: own.length };
  } finally {
    spy.mockRestore();
  }
}

/** What a product answer carries when it has no specifications, principal, certifications, terms or documents. */
export const NOTHING_SPECIFIED = {
  grade: '',
  appearance: '',
  packaging: '',
  origin: '',
  shelf_life: '',
  storage: '',
  cas_number: '',
  e_number: '',
  inci_name: '',
  principal: null,
  certifications: [],
  industries: [],
  applications: [],
  documents: [],
};

/** Inserts a category straight through the repository (no image), answering its id. */
export const insertCategory = (t: TestApp, name: string, description = `About ${name}`) =>
  t.app.repos.categories.create({ name, description, image: null });

/** Inserts a product straight through the repository (no image), answering its id. */
export const insertProduct = (t: TestApp, categoryId: number, name: string, at?: string) =>
  t.app.repos.products.create({ category_id: categoryId, name, description: `About ${name}`, image: null }, at);
