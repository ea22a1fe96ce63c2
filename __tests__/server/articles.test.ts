import type { AdminArticle, Article } from '@/common/api/articles';
import { ARTICLE_IMAGE_FIELD } from '@/common/api/articles';
import { ADMIN_PAGE_SIZE, ARTICLE_PAGE_SIZE, HOME_ARTICLE_COUNT } from '@/common/constants';
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
  seedArticle,
} from './helpers/content';
import { bearer, countRows, testDatabases, useSharedTestApp } from './helpers/test-app';

const XSS = '<img src=x onerror=alert(1)>';
const MULTI_LINE = 'First paragraph.\n\nSecond line\r\nthird line\twith a tab\n  indented\n\n';

const validForm = { title: 'Aspartame in beverages', content: 'Plain text body.', author: 'Dewi' };

describe.each(testDatabases())('articles (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let token: string;

  beforeEach(async () => {
    token = await t.login();
  });

  const get = (url: string, auth = false) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(token) : {} });
  const adminGet = (url: string) => get(url, true);
  const form = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, withImage = true) =>
    withImage
      ? pngFile(ARTICLE_IMAGE_FIELD).then((file) => sendForm(t, token, method, url, fields, file))
      : sendForm(t, token, method, url, fields);
  const remove = (id: number, auth = true) =>
    t.app.inject({ method: 'DELETE', url: `/v1/admin/articles/${id}`, headers: auth ? bearer(token) : {} });
  const stored = (id: number) => storedRow(t, 'articles', id);

  /** Eight articles, created one day apart: "Article 1" is the oldest, "Article 8" the newest. */
  async function seedEight(): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 1; i <= 8; i += 1) ids.push(await seedArticle(t, { title: `Article ${i}`, daysAgo: 10 - i }));
    return ids;
  }

  describe('public GET /v1/articles/home', () => {
    it(`answers the ${HOME_ARTICLE_COUNT} newest articles by creation date, newest first, with image URLs`, async () => {
      await seedEight();

      const response = await get('/v1/articles/home');

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.error).toBe(false);
      expect(body.data.map((article: Article) => article.title)).toEqual(
        ['Article 8', 'Article 7', 'Article 6', 'Article 5', 'Article 4', 'Article 3'].slice(0, HOME_ARTICLE_COUNT),
      );
      expect(body.data[0]).toEqual({
        id: expect.any(Number),
        title: 'Article 8',
        content: 'About Article 8',
        author: 'Editor',
        article_image: anImageSet,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    });

    it('answers an empty list when there are no articles', async () => {
      const response = await get('/v1/articles/home');

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([]);
    });
  });

  describe('public GET /v1/articles', () => {
    it(`pages ${ARTICLE_PAGE_SIZE} at a time by default, newest first, with the totals`, async () => {
      const ids = (await seedEight()).reverse();

      const first = await get('/v1/articles');
      const second = await get(`/v1/articles?limit=${ARTICLE_PAGE_SIZE}&page=2`);

      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ error: false, totalData: 8, totalPage: 2 });
      expect(first.json().data.map((article: Article) => article.id)).toEqual(ids.slice(0, ARTICLE_PAGE_SIZE));
      expect(second.json()).toMatchObject({ totalData: 8, totalPage: 2 });
      expect(second.json().data.map((article: Article) => article.id)).toEqual(ids.slice(ARTICLE_PAGE_SIZE));
    });

    it('answers an empty page with the right totals past the last page', async () => {
      await seedEight();

      const response = await get('/v1/articles?limit=6&page=3');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ error: false, data: [], totalData: 8, totalPage: 2 });
    });

    it('answers one empty page when there are no articles', async () => {
      const response = await get('/v1/articles');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: [], totalData: 0, totalPage: 1 });
    });

    it('accepts the largest allowed limit', async () => {
      await seedEight();

      const response = await get('/v1/articles?limit=100');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ totalData: 8, totalPage: 1 });
      expect(response.json().data).toHaveLength(8);
    });

    it.each([
      ['page=0', 'page'],
      ['limit=0', 'limit'],
      ['limit=10000', 'limit'],
      ['page=abc', 'page'],
      ['limit=6&sort=title', 'sort'],
    ])('answers 400 for ?%s', async (query, field) => {
      expectValidationError(await get(`/v1/articles?${query}`), field);
    });
  });

  describe('public GET /v1/articles/:id', () => {
    it('answers one article with all its fields', async () => {
      const id = await seedArticle(t, { title: 'Glycine', content: 'Amino acid.', author: 'Budi' });

      const response = await get(`/v1/articles/${id}`);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id,
        title: 'Glycine',
        content: 'Amino acid.',
        author: 'Budi',
        article_image: anImageSet,
      });
    });

    it('answers null for an article without an image', async () => {
      const id = await seedArticle(t, { title: 'Text only', withImage: false });

      expect((await get(`/v1/articles/${id}`)).json().data.article_image).toBeNull();
    });

    it('answers 404 for a missing id', async () => {
      const response = await get('/v1/articles/999999');

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
    });

    it.each(['abc', '0', '-3', '1.5'])('answers 400 for the id %s', async (id) => {
      const response = await get(`/v1/articles/${id}`);

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('id');
    });
  });

  describe('admin GET /v1/admin/articles', () => {
    it(`pages ${ADMIN_PAGE_SIZE} at a time by default, newest first, and past the end answers no rows`, async () => {
      const ids = (await seedEight()).reverse();

      const pages = await Promise.all([1, 2, 3].map((page) => adminGet(`/v1/admin/articles?page=${page}`)));

      expectPages(pages, { totalData: 8, totalPage: 2 }, [
        ids.slice(0, ADMIN_PAGE_SIZE),
        ids.slice(ADMIN_PAGE_SIZE),
        [],
      ]);
    });

    it.each([
      ['page=0', 'page'],
      ['limit=0', 'limit'],
      ['limit=10000', 'limit'],
    ])('answers 400 for ?%s', async (query, field) => {
      const response = await adminGet(`/v1/admin/articles?${query}`);

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    });
  });

  describe('admin GET /v1/admin/articles/:id', () => {
    it('answers the article', async () => {
      const id = await seedArticle(t, { title: 'Sorbitol', author: 'Sari' });

      const response = await adminGet(`/v1/admin/articles/${id}`);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id, title: 'Sorbitol', author: 'Sari', article_image: anImageSet });
    });

    it('answers 404 for a missing id', async () => {
      expect((await adminGet('/v1/admin/articles/424242')).statusCode).toBe(404);
    });
  });

  describe('admin POST /v1/admin/articles', () => {
    it('creates the article with its image, which is served', async () => {
      const response = await form('POST', '/v1/admin/articles', { ...validForm, title: '  Aspartame in beverages ' });

      expect(response.statusCode).toBe(201);
      const article: AdminArticle = response.json().data;
      expect(article).toMatchObject({ ...validForm, article_image: anImageSet });
      expect(await stored(article.id)).toMatchObject(validForm);
      await expectImageServed(t, article.article_image!);
      const { translations, state, publish_at: _publishAt, unpublish_at: _unpublishAt, ...publicArticle } = article;
      expect(state).toBe('published');
      expect(translations).toEqual({});
      expect((await get(`/v1/articles/${article.id}`)).json().data).toEqual(publicArticle);
    });

    it('keeps markup in the content as the same plain text, in every answer', async () => {
      const created = await form('POST', '/v1/admin/articles', { ...validForm, title: XSS, content: XSS });

      expect(created.statusCode).toBe(201);
      const { id } = created.json().data;
      const answers = [
        created.json().data,
        (await adminGet(`/v1/admin/articles/${id}`)).json().data,
        (await adminGet('/v1/admin/articles')).json().data[0],
        (await get(`/v1/articles/${id}`)).json().data,
        (await get('/v1/articles')).json().data[0],
        (await get('/v1/articles/home')).json().data[0],
      ];
      for (const answer of answers) expect(answer).toMatchObject({ title: XSS, content: XSS });
      expect(await stored(id)).toMatchObject({ title: XSS, content: XSS });
      expect(created.headers['content-type']).toMatch(/^application\/json/);
    });

    it('keeps every line break and space of multi-line content', async () => {
      const created = await form('POST', '/v1/admin/articles', { ...validForm, content: MULTI_LINE });

      expect(created.statusCode).toBe(201);
      const { id } = created.json().data;
      expect(created.json().data.content).toBe(MULTI_LINE);
      expect((await get(`/v1/articles/${id}`)).json().data.content).toBe(MULTI_LINE);
      expect((await stored(id))!.content).toBe(MULTI_LINE);
    });

    it('creates an article without an image, with an empty author when none is given', async () => {
      const response = await form('POST', '/v1/admin/articles', { title: 'No picture', content: 'Text.' }, false);

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ title: 'No picture', author: '', article_image: null });
    });

    it.each([
      ['a missing title', { content: 'Body' }, 'title'],
      ['a blank title', { ...validForm, title: '   ' }, 'title'],
      ['a missing content', { title: 'Title' }, 'content'],
      ['a blank content', { ...validForm, content: ' \n ' }, 'content'],
      ['an unknown field', { ...validForm, published: 'yes' }, 'published'],
      ['a 201-character title', { ...validForm, title: 'x'.repeat(201) }, 'title'],
    ])('answers 400 naming the field for %s, leaving no row and no file', async (_case, fields, field) => {
      const response = await form('POST', '/v1/admin/articles', fields);

      expectValidationError(response, field);
      expect(await countRows(t.db, 'articles')).toBe(0);
      await expectNoOrphans(t);
    });

    it('answers 415 for a file that is not an image, leaving no row and no file', async () => {
      const file = filePart(ARTICLE_IMAGE_FIELD, 'a.png', 'image/png', Buffer.from('hello'));

      const response = await sendForm(t, token, 'POST', '/v1/admin/articles', validForm, file);

      expect(response.statusCode).toBe(415);
      expect(await countRows(t.db, 'articles')).toBe(0);
      await expectNoOrphans(t);
    });

    it('answers 400 for a file under another field name', async () => {
      const response = await sendForm(
        t,
        token,
        'POST',
        '/v1/admin/articles',
        validForm,
        await pngFile('gallery_image'),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('gallery_image');
      expect(await countRows(t.db, 'articles')).toBe(0);
    });
  });

  describe('admin PUT /v1/admin/articles/:id', () => {
    async function createOne(): Promise<Article> {
      const response = await form('POST', '/v1/admin/articles', validForm);
      expect(response.statusCode).toBe(201);
      return response.json().data;
    }

    it('without an image keeps the old image and the author, and returns the article', async () => {
      const before = await createOne();

      const response = await form(
        'PUT',
        `/v1/admin/articles/${before.id}`,
        { title: 'New title', content: 'New\ncontent' },
        false,
      );

      expect(response.statusCode).toBe(200);
      const after: AdminArticle = response.json().data;
      expect(after).toMatchObject({ id: before.id, title: 'New title', content: 'New\ncontent', author: 'Dewi' });
      expect(after.article_image).toEqual(before.article_image);
      expectImageFiles(t, before.article_image!);
      expect(after.created_at).toBe(before.created_at);
      expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
      const {
        translations: _translations,
        state: _state,
        publish_at: _publishAt,
        unpublish_at: _unpublishAt,
        ...publicArticle
      } = after;
      expect((await get(`/v1/articles/${before.id}`)).json().data).toEqual(publicArticle);
    });

    it('with an image replaces it and removes the old files', async () => {
      const before = await createOne();
      const data = await solidImage('jpeg', 64, 64, { r: 10, g: 200, b: 10 });
      const file = filePart(ARTICLE_IMAGE_FIELD, 'new.jpg', 'image/jpeg', data);

      const response = await sendForm(
        t,
        token,
        'PUT',
        `/v1/admin/articles/${before.id}`,
        { ...validForm, author: 'Rina' },
        file,
      );

      expect(response.statusCode).toBe(200);
      const after: AdminArticle = response.json().data;
      expect(after.author).toBe('Rina');
      expect(after.article_image).toEqual(anImageSet);
      await expectImageReplaced(t, before.article_image!, after.article_image!);
    });

    it('answers 404 for a missing id and keeps no uploaded file', async () => {
      const response = await form('PUT', '/v1/admin/articles/999999', validForm);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
      await expectNoOrphans(t);
    });

    it('answers 400 for a blank title and leaves the article and its image as they were', async () => {
      const before = await createOne();

      const response = await form('PUT', `/v1/admin/articles/${before.id}`, { ...validForm, title: ' ' });

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('title');
      expect((await adminGet(`/v1/admin/articles/${before.id}`)).json().data).toEqual(before);
      await expectNoOrphans(t);
    });
  });

  describe('admin DELETE /v1/admin/articles/:id', () => {
    it('moves the article to the trash, and its image files go when it is deleted for good', async () => {
      const created: Article = (await form('POST', '/v1/admin/articles', validForm)).json().data;
      expect(filesPresent(t, created.article_image!)).not.toEqual([]);

      const response = await remove(created.id);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ error: false });
      expect(await stored(created.id)).toBeUndefined();
      expect(filesPresent(t, created.article_image!)).not.toEqual([]);
      const purged = await t.app.inject({
        method: 'DELETE',
        url: `/v1/admin/trash/articles/${created.id}`,
        headers: bearer(token),
      });
      expect(purged.statusCode).toBe(200);
      expect(filesPresent(t, created.article_image!)).toEqual([]);
      expect((await get(`/v1/articles/${created.id}`)).statusCode).toBe(404);
      await expectNoOrphans(t);
    });

    it('deletes an article that has no image', async () => {
      const id = await seedArticle(t, { title: 'Text only', withImage: false });

      expect((await remove(id)).statusCode).toBe(200);
      expect(await stored(id)).toBeUndefined();
    });

    it('answers 404 the second time', async () => {
      const id = await seedArticle(t, { title: 'Once' });

      await expectDeletedOnce(() => remove(id));
    });
  });

  describe('admin routes without a token', () => {
    it.each(adminRoutesOf('/v1/admin/articles'))('%s %s answers 401 and changes nothing', async (method, route) => {
      const id = await seedArticle(t, { title: 'Kept' });
      const before = await stored(id);
      const url = route.replace(':id', String(id));

      const response =
        method === 'GET'
          ? await get(url)
          : method === 'DELETE'
            ? await remove(id, false)
            : await sendForm(t, 'not-a-token', method, url, validForm, await pngFile(ARTICLE_IMAGE_FIELD));

      expectUnauthorized(response);
      expect(await countRows(t.db, 'articles')).toBe(1);
      expect(await stored(id)).toEqual(before);
      await expectNoOrphans(t);
    });
  });
});
