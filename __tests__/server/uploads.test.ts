import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PRODUCT_IMAGE_FIELD } from '@/common/api/catalogue';
import { MAX_UPLOAD_BYTES } from '@/common/constants';
import {
  catalogueAdmin,
  expectNoOrphans,
  filePart,
  filesOnDisk,
  insertCategory,
  noisyPng,
  pngClaimingSize,
  pngFile,
  sendForm,
  solidImage,
  type CatalogueAdmin,
  type FilePart,
} from './helpers/catalogue';
import { countRows, testDatabases, useSharedTestApp } from './helpers/test-app';

const SCRIPTED_SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60">' +
    '<script>alert("stored-xss")</script><rect width="120" height="60" fill="#2a8c82"/></svg>',
);

const productImage = (filename: string, contentType: string, data: Buffer): FilePart =>
  filePart(PRODUCT_IMAGE_FIELD, filename, contentType, data);

describe.each(testDatabases())('image uploads (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let token: string;
  let admin: CatalogueAdmin;
  let categoryId: number;

  beforeEach(async () => {
    token = await t.login();
    admin = catalogueAdmin(t, token);
    categoryId = await insertCategory(t, 'Sweeteners');
  });

  const createProduct = (file: FilePart, name = 'Aspartame') =>
    sendForm(t, token, 'POST', '/v1/admin/products', { name, category_id: categoryId }, file);

  /** The refused upload left nothing: no product row and no file at all. */
  const expectNothingStored = async () => {
    expect(await countRows(t.db, 'products')).toBe(0);
    expect(filesOnDisk(t.config.uploadsDir)).toEqual([]);
  };

  describe('refusals leave no row and no file', () => {
    it('refuses a text file named .jpg with 415', async () => {
      const response = await createProduct(
        productImage('photo.jpg', 'image/jpeg', Buffer.from('This is a plain text file, not a photo.\n')),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: true, code: 'UNSUPPORTED_FILE_TYPE' });
      await expectNothingStored();
    });

    it('refuses an HTML page named .png with 415', async () => {
      const response = await createProduct(
        productImage('x.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>')),
      );
      expect(response.statusCode).toBe(415);
      await expectNothingStored();
    });

    it('refuses a 0-byte file with 422', async () => {
      const response = await createProduct(productImage('empty.png', 'image/png', Buffer.alloc(0)));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: true, code: 'EMPTY_FILE' });
      await expectNothingStored();
    });

    it('refuses a file of 10 MB + 1 byte with 413', async () => {
      const data = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
      (await solidImage('png')).copy(data);
      const response = await createProduct(productImage('big.png', 'image/png', data));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error: true, code: 'FILE_TOO_LARGE', params: { maxMb: 10 } });
      await expectNothingStored();
    });

    it('refuses a 20000x20000 PNG (400 megapixels) with 422', async () => {
      const response = await createProduct(productImage('huge.png', 'image/png', pngClaimingSize(20_000, 20_000)));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: true,
        code: 'IMAGE_TOO_LARGE_PIXELS',
        params: { maxMegapixels: 40 },
      });
      await expectNothingStored();
    });

    it('refuses a truncated JPEG with 422', async () => {
      const jpeg = await solidImage('jpeg', 200, 200);
      const response = await createProduct(productImage('cut.jpg', 'image/jpeg', jpeg.subarray(0, jpeg.length / 2)));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: true, code: 'UNREADABLE_IMAGE' });
      await expectNothingStored();
    });

    it('refuses a file under another field name with 400', async () => {
      const response = await createProduct(await pngFile('attachment'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { attachment: 'not_accepted' } });
      await expectNothingStored();
    });
  });

  describe('accepted uploads', () => {
    it('reads the type from the bytes: a PNG sent as image/gif named .gif is stored as WebP', async () => {
      const response = await createProduct(
        productImage('really-a-png.gif', 'image/gif', await solidImage('png', 64, 40)),
      );

      expect(response.statusCode).toBe(201);
      const image = response.json().data.product_image;
      expect(image).toMatchObject({ width: 64, height: 40, src: expect.stringMatching(/-64\.webp$/) });
      const stored = fs.readFileSync(path.join(t.config.uploadsDir, path.basename(image.src)));
      expect((await sharp(stored).metadata()).format).toBe('webp');
      await expectNoOrphans(t);
    });

    it.each([['jpeg'], ['gif'], ['webp']] as const)('accepts a %s image', async (format) => {
      const response = await createProduct(productImage(`p.${format}`, `image/${format}`, await solidImage(format)));
      expect(response.statusCode).toBe(201);
      await expectNoOrphans(t);
    });

    it('rasterises an SVG with a <script>: the stored files are WebP and carry no script', async () => {
      const response = await createProduct(productImage('logo.svg', 'image/svg+xml', SCRIPTED_SVG));

      expect(response.statusCode).toBe(201);
      const files = filesOnDisk(t.config.uploadsDir);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        expect(file).toMatch(/\.webp$/);
        const bytes = fs.readFileSync(path.join(t.config.uploadsDir, file));
        expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
        expect(bytes.toString('latin1')).not.toMatch(/script|alert|stored-xss|<svg/i);
      }
      const served = await t.app.inject({ method: 'GET', url: response.json().data.product_image.src });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'");
      await expectNoOrphans(t);
    });

    it('serves an uploaded image as cacheable for a year and immutable (its name is never reused)', async () => {
      const response = await createProduct(productImage('p.png', 'image/png', await solidImage('png')));
      const served = await t.app.inject({ method: 'GET', url: response.json().data.product_image.src });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('makes WebP variants no wider than the original, under random names', async () => {
      const first = await createProduct(productImage('wide.png', 'image/png', await noisyPng(700, 350)), 'First');
      const second = await createProduct(productImage('wide.png', 'image/png', await noisyPng(700, 350)), 'Second');

      const image = first.json().data.product_image;
      expect(image).toMatchObject({ width: 700, height: 350 });
      expect(image.srcset.split(', ').map((entry: string) => entry.split(' ')[1])).toEqual(['320w', '640w', '700w']);
      expect(image.src).not.toBe(second.json().data.product_image.src);
      expect(filesOnDisk(t.config.uploadsDir)).toHaveLength(6);
      await expectNoOrphans(t);
    });

    it('accepts an image larger than the 1 MB JSON body limit', async () => {
      const data = await noisyPng(700, 600);
      expect(data.length).toBeGreaterThan(1024 * 1024);
      expect((await createProduct(productImage('noise.png', 'image/png', data))).statusCode).toBe(201);
    });
  });

  describe('no orphan files', () => {
    it('removes the new files when saving the row fails after the image was processed', async () => {
      const response = await admin.postProduct({ name: 'Stevia', category_id: categoryId + 1000 });
      expect(response.statusCode).toBe(400);
      await expectNothingStored();
    });

    it('keeps exactly the current files across create, replace, keep, failed replace and delete', async () => {
      const created = await createProduct(await pngFile(PRODUCT_IMAGE_FIELD));
      const id = created.json().data.id;
      const firstFiles = filesOnDisk(t.config.uploadsDir);
      await expectNoOrphans(t);

      const replaced = await admin.putProduct(id, { name: 'Aspartame', category_id: categoryId });
      expect(replaced.statusCode).toBe(200);
      const secondFiles = filesOnDisk(t.config.uploadsDir);
      // The replaced picture stays while the product's first revision names it.
      expect(secondFiles).toHaveLength(2 * firstFiles.length);
      expect(secondFiles).toEqual(expect.arrayContaining(firstFiles));
      await expectNoOrphans(t);

      const kept = await sendForm(t, token, 'PUT', `/v1/admin/products/${id}`, {
        name: 'Kept',
        category_id: categoryId,
      });
      expect(kept.statusCode).toBe(200);
      expect(filesOnDisk(t.config.uploadsDir)).toEqual(secondFiles);

      const refused = await sendForm(
        t,
        token,
        'PUT',
        `/v1/admin/products/${id}`,
        { name: 'Kept', category_id: categoryId },
        productImage('bad.jpg', 'image/jpeg', Buffer.from('not an image')),
      );
      expect(refused.statusCode).toBe(415);
      expect(filesOnDisk(t.config.uploadsDir)).toEqual(secondFiles);

      // In the trash, its pictures stay; deleted for good, they go.
      const deleted = await admin.remove(`/v1/admin/products/${id}`);
      expect(deleted.statusCode).toBe(200);
      expect(filesOnDisk(t.config.uploadsDir)).toEqual(secondFiles);
      await expectNoOrphans(t);
      expect((await admin.remove(`/v1/admin/trash/products/${id}`)).statusCode).toBe(200);
      expect(filesOnDisk(t.config.uploadsDir)).toEqual([]);
      await expectNoOrphans(t);
    });

    it('does the same for category images, including a refused duplicate name', async () => {
      const created = await admin.postCategory({ name: 'Colours' });
      const id = created.json().data.id;

      const duplicate = await admin.postCategory({ name: 'colours' });
      expect(duplicate.statusCode).toBe(409);
      await expectNoOrphans(t);

      const replaced = await admin.putCategory(id, { name: 'Colours' });
      expect(replaced.statusCode).toBe(200);
      await expectNoOrphans(t);

      const deleted = await admin.remove(`/v1/admin/categories/${id}`);
      expect(deleted.statusCode).toBe(200);
      await expectNoOrphans(t);
      expect((await admin.remove(`/v1/admin/trash/categories/${id}`)).statusCode).toBe(200);
      await expectNoOrphans(t);
      // Only the category made in beforeEach is left, and it has no image.
      expect(filesOnDisk(t.config.uploadsDir)).toEqual([]);
    });

    it('keeps the image of a category that could not be deleted because it has products', async () => {
      const created = await admin.postCategory({ name: 'Gums' });
      const id = created.json().data.id;
      await sendForm(t, token, 'POST', '/v1/admin/products', { name: 'Guar', category_id: id });
      const files = filesOnDisk(t.config.uploadsDir);

      const refused = await admin.remove(`/v1/admin/categories/${id}`);

      expect(refused.statusCode).toBe(409);
      expect(filesOnDisk(t.config.uploadsDir)).toEqual(files);
      await expectNoOrphans(t);
    });
  });
});
