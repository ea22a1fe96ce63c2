import type { AdminGalleryPhoto, GalleryPhoto } from '@/common/api/gallery';
import { GALLERY_IMAGE_FIELD } from '@/common/api/gallery';
import { ADMIN_PAGE_SIZE } from '@/common/constants';
import {
  adminRoutesOf,
  expectDeletedOnce,
  expectPages,
  expectUnauthorized,
  expectValidationError,
  storedRow,
} from './helpers/admin-routes';
import { expectNoOrphans, filePart, pngFile, sendForm, solidImage } from './helpers/catalogue';
import {
  anImageSet,
  expectImageFiles,
  expectImageReplaced,
  expectImageServed,
  filesPresent,
  seedPhoto,
} from './helpers/content';
import { bearer, countRows, testDatabases, useSharedTestApp } from './helpers/test-app';

describe.each(testDatabases())('gallery (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let token: string;

  beforeEach(async () => {
    token = await t.login();
  });

  const get = (url: string, auth = false) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(token) : {} });
  const adminGet = (url: string) => get(url, true);
  const form = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, withImage = true) =>
    sendForm(t, token, method, url, fields, withImage ? await pngFile(GALLERY_IMAGE_FIELD) : undefined);
  const remove = (id: number, auth = true) =>
    t.app.inject({ method: 'DELETE', url: `/v1/admin/galleries/${id}`, headers: auth ? bearer(token) : {} });
  const stored = (id: number) => storedRow(t, 'galleries', id);

  async function createOne(name = 'Warehouse'): Promise<AdminGalleryPhoto> {
    const response = await form('POST', '/v1/admin/galleries', { name });
    expect(response.statusCode).toBe(201);
    return response.json().data;
  }

  describe('public GET /v1/galleries', () => {
    it('answers data.galleries, newest first, each with its image URLs', async () => {
      await seedPhoto(t, 'Oldest', 3);
      await seedPhoto(t, 'Newest', 1);
      await seedPhoto(t, 'Middle', 2);

      const response = await get('/v1/galleries');

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.error).toBe(false);
      expect(body.data.galleries.map((photo: GalleryPhoto) => photo.name)).toEqual(['Newest', 'Middle', 'Oldest']);
      expect(body.data.galleries[0]).toEqual({
        id: expect.any(Number),
        name: 'Newest',
        gallery_image: anImageSet,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    });

    it('answers an empty list when there are no photos', async () => {
      const response = await get('/v1/galleries');

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ galleries: [] });
    });
  });

  describe('admin GET /v1/admin/galleries', () => {
    it(`pages ${ADMIN_PAGE_SIZE} at a time by default, newest first, and past the end answers no rows`, async () => {
      const ids: number[] = [];
      for (let i = 1; i <= 7; i += 1) ids.push(await seedPhoto(t, `Photo ${i}`, 10 - i));
      ids.reverse();

      const pages = await Promise.all([1, 2, 3].map((page) => adminGet(`/v1/admin/galleries?page=${page}`)));

      expectPages(pages, { totalData: 7, totalPage: 2 }, [
        ids.slice(0, ADMIN_PAGE_SIZE),
        ids.slice(ADMIN_PAGE_SIZE),
        [],
      ]);
    });

    it('answers one empty page when there are no photos', async () => {
      const response = await adminGet('/v1/admin/galleries?page=1&limit=5');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: [], totalData: 0, totalPage: 1 });
    });

    it.each([
      ['page=0', 'page'],
      ['limit=0', 'limit'],
      ['limit=10000', 'limit'],
      ['page=1&order=name', 'order'],
    ])('answers 400 for ?%s', async (query, field) => {
      expectValidationError(await adminGet(`/v1/admin/galleries?${query}`), field);
    });
  });

  describe('admin GET /v1/admin/galleries/:id', () => {
    it('answers the photo', async () => {
      const id = await seedPhoto(t, 'Laboratory');

      const response = await adminGet(`/v1/admin/galleries/${id}`);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id, name: 'Laboratory', gallery_image: anImageSet });
    });

    it('answers 404 for a missing id and 400 for a bad one', async () => {
      expect((await adminGet('/v1/admin/galleries/424242')).statusCode).toBe(404);
      expect((await adminGet('/v1/admin/galleries/abc')).statusCode).toBe(400);
    });
  });

  describe('admin POST /v1/admin/galleries', () => {
    it('creates the photo with its image, listed publicly and served', async () => {
      const photo = await createOne('  Head office ');

      expect(photo).toMatchObject({ name: 'Head office', gallery_image: anImageSet });
      expect(await stored(photo.id)).toMatchObject({ name: 'Head office', state: 'published' });
      const { translations, state, publish_at: _publishAt, unpublish_at: _unpublishAt, ...publicPhoto } = photo;
      expect(translations).toEqual({});
      expect(state).toBe('published');
      expect((await get('/v1/galleries')).json().data.galleries).toEqual([publicPhoto]);
      await expectImageServed(t, photo.gallery_image);
    });

    it('answers 400 naming gallery_image when no file is sent, and stores nothing', async () => {
      const response = await form('POST', '/v1/admin/galleries', { name: 'No file' }, false);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: true,
        code: 'VALIDATION',
        message: 'Should upload image',
        fields: { [GALLERY_IMAGE_FIELD]: expect.any(String) },
      });
      expect(await countRows(t.db, 'galleries')).toBe(0);
      await expectNoOrphans(t);
    });

    it('answers 400 for an empty file part with no file name, as when no file was chosen', async () => {
      const empty = filePart(GALLERY_IMAGE_FIELD, '', 'application/octet-stream', Buffer.alloc(0));

      const response = await sendForm(t, token, 'POST', '/v1/admin/galleries', { name: 'Empty' }, empty);

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(GALLERY_IMAGE_FIELD);
      expect(await countRows(t.db, 'galleries')).toBe(0);
    });

    it.each([
      ['a missing name', {}, 'name'],
      ['a blank name', { name: '  ' }, 'name'],
      ['an unknown field', { name: 'Ok', caption: 'x' }, 'caption'],
    ])('answers 400 naming the field for %s, leaving no row and no file', async (_case, fields, field) => {
      const response = await form('POST', '/v1/admin/galleries', fields);

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
      expect(await countRows(t.db, 'galleries')).toBe(0);
      await expectNoOrphans(t);
    });

    it('answers 422 for a truncated image, leaving no row and no file', async () => {
      const truncated = (await solidImage('png')).subarray(0, 40);
      const broken = filePart(GALLERY_IMAGE_FIELD, 'broken.png', 'image/png', truncated);

      const response = await sendForm(t, token, 'POST', '/v1/admin/galleries', { name: 'Broken' }, broken);

      expect(response.statusCode).toBe(422);
      expect(await countRows(t.db, 'galleries')).toBe(0);
      await expectNoOrphans(t);
    });

    it('keeps markup in a name as plain text', async () => {
      const name = '<script>alert(1)</script>';

      const photo = await createOne(name);

      expect(photo.name).toBe(name);
      expect((await get('/v1/galleries')).json().data.galleries[0].name).toBe(name);
    });
  });

  describe('admin PUT /v1/admin/galleries/:id', () => {
    it('without an image renames the photo and keeps its image', async () => {
      const before = await createOne('Old name');

      const response = await form('PUT', `/v1/admin/galleries/${before.id}`, { name: 'New name' }, false);

      expect(response.statusCode).toBe(200);
      const after: AdminGalleryPhoto = response.json().data;
      expect(after).toMatchObject({ id: before.id, name: 'New name', gallery_image: before.gallery_image });
      expectImageFiles(t, before.gallery_image);
      expect(after.created_at).toBe(before.created_at);
      expect((await adminGet(`/v1/admin/galleries/${before.id}`)).json().data).toEqual(after);
    });

    it('with an image replaces it and removes the old files', async () => {
      const before = await createOne();
      const data = await solidImage('webp', 80, 40, { r: 0, g: 0, b: 255 });
      const file = filePart(GALLERY_IMAGE_FIELD, 'new.webp', 'image/webp', data);

      const response = await sendForm(t, token, 'PUT', `/v1/admin/galleries/${before.id}`, { name: 'Replaced' }, file);

      expect(response.statusCode).toBe(200);
      const after: AdminGalleryPhoto = response.json().data;
      expect(after.name).toBe('Replaced');
      await expectImageReplaced(t, before.gallery_image, after.gallery_image);
    });

    it('answers 404 for a missing id and keeps no uploaded file', async () => {
      const response = await form('PUT', '/v1/admin/galleries/999999', { name: 'Ghost' });

      expect(response.statusCode).toBe(404);
      await expectNoOrphans(t);
    });

    it('answers 400 for a blank name and leaves the photo as it was', async () => {
      const before = await createOne('Kept');

      const response = await form('PUT', `/v1/admin/galleries/${before.id}`, { name: '' });

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('name');
      expect((await adminGet(`/v1/admin/galleries/${before.id}`)).json().data).toEqual(before);
      await expectNoOrphans(t);
    });
  });

  describe('admin DELETE /v1/admin/galleries/:id', () => {
    it('moves the photo to the trash, and its image files go when it is deleted for good', async () => {
      const photo = await createOne();
      await createOne('Other');

      const response = await remove(photo.id);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ error: false });
      expect(await stored(photo.id)).toBeUndefined();
      expect(filesPresent(t, photo.gallery_image)).not.toEqual([]);
      const purged = await t.app.inject({
        method: 'DELETE',
        url: `/v1/admin/trash/galleries/${photo.id}`,
        headers: bearer(token),
      });
      expect(purged.statusCode).toBe(200);
      expect(filesPresent(t, photo.gallery_image)).toEqual([]);
      expect((await get('/v1/galleries')).json().data.galleries.map((p: GalleryPhoto) => p.name)).toEqual(['Other']);
      await expectNoOrphans(t);
    });

    it('answers 404 the second time', async () => {
      const id = await seedPhoto(t, 'Once');

      await expectDeletedOnce(() => remove(id));
    });
  });

  describe('admin routes without a token', () => {
    it.each(adminRoutesOf('/v1/admin/galleries'))('%s %s answers 401 and changes nothing', async (method, route) => {
      const id = await seedPhoto(t, 'Kept');
      const before = await stored(id);
      const url = route.replace(':id', String(id));

      const response =
        method === 'GET'
          ? await get(url)
          : method === 'DELETE'
            ? await remove(id, false)
            : await sendForm(t, 'not-a-token', method, url, { name: 'Changed' }, await pngFile(GALLERY_IMAGE_FIELD));

      expectUnauthorized(response);
      expect(await countRows(t.db, 'galleries')).toBe(1);
      expect(await stored(id)).toEqual(before);
      await expectNoOrphans(t);
    });
  });
});
