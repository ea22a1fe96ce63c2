import type { ActivityRecord } from '@/common/api/activity';
import type { AdminArticle, Article } from '@/common/api/articles';
import type { AdminCareer } from '@/common/api/careers';
import type { AdminProduct, Product } from '@/common/api/catalogue';
import type { PendingChanges } from '@/common/api/pending-changes';
import { sweepOrphanUploads } from '@/server/services/images/upload-sweep';
import { expectNoOrphans, pngFile, sendForm } from './helpers/catalogue';
import { catalogueContent } from './helpers/catalogue-content';
import { filesPresent, imageFileNames } from './helpers/content';
import { bearer, countRows, testDatabases, useSharedTestApp } from './helpers/test-app';

const DAY = 86_400_000;

describe.each(testDatabases())('unpublished changes of a published item (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let token: string;

  beforeEach(async () => {
    token = await t.login();
  });

  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/v1/admin${url}`, headers: bearer(token), payload });
  const visitor = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<{ data: T }>().data;
  const changesOf = async <T>(collection: string, id: number) => {
    const response = await admin('GET', `/${collection}/${id}/changes`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: PendingChanges<T> | null }>().data;
  };
  const addArticle = async () => {
    const response = await sendForm(
      t,
      token,
      'POST',
      '/v1/admin/articles',
      { title: 'Stevia in drinks', content: 'The live text.', author: 'Dewi' },
      await pngFile('article_image'),
    );
    expect(response.statusCode).toBe(201);
    return response.json<{ data: AdminArticle }>().data;
  };
  const saveArticleChanges = async (id: number, fields: Record<string, string>, picture = true) =>
    sendForm(
      t,
      token,
      'PUT',
      `/v1/admin/articles/${id}/changes`,
      { title: 'Stevia in drinks', content: 'The live text.', ...fields },
      picture ? await pngFile('article_image', 'new.png') : undefined,
    );

  it('keeps an edit apart until it is published: visitors see the live article, the back office the changes', async () => {
    const live = await addArticle();
    expect(await changesOf('articles', live.id)).toBeNull();

    const saved = await saveArticleChanges(live.id, {
      title: 'Stevia in soft drinks',
      translations: JSON.stringify({ id: { title: 'Stevia dalam minuman ringan', content: 'Teks baru.' } }),
    });

    expect(saved.statusCode).toBe(200);
    const changes = (await changesOf<AdminArticle>('articles', live.id))!;
    expect(changes).toMatchObject({ saved_by: 'admin', item: { id: live.id, title: 'Stevia in soft drinks' } });
    expect(changes.item.translations.id).toEqual({ title: 'Stevia dalam minuman ringan', content: 'Teks baru.' });
    expect(changes.item.article_image!.src).not.toBe(live.article_image!.src);
    expect(filesPresent(t, changes.item.article_image!)).toEqual(imageFileNames(changes.item.article_image!));
    expect(changes.item.state).toBe('published');
    // Visitors, and the back office's own reading of the item, still have the live article.
    const page = await visitor<Article>(`/v1/articles/${live.id}`);
    expect(page).toMatchObject({ title: 'Stevia in drinks', article_image: live.article_image });
    expect((await visitor<Article>(`/v1/articles/${live.id}?lang=id`)).title).toBe('Stevia in drinks');
    expect((await admin('GET', `/articles/${live.id}`)).json<{ data: AdminArticle }>().data.title).toBe(
      'Stevia in drinks',
    );
    await expectNoOrphans(t);

    const published = await admin('POST', `/articles/${live.id}/changes/publish`);

    expect(published.statusCode).toBe(200);
    expect(published.json<{ data: AdminArticle }>().data).toMatchObject({
      title: 'Stevia in soft drinks',
      state: 'published',
      article_image: changes.item.article_image,
    });
    expect(await visitor<Article>(`/v1/articles/${live.id}`)).toMatchObject({
      title: 'Stevia in soft drinks',
      article_image: changes.item.article_image,
    });
    expect((await visitor<Article>(`/v1/articles/${live.id}?lang=id`)).title).toBe('Stevia dalam minuman ringan');
    expect(await changesOf('articles', live.id)).toBeNull();
    const history = (await admin('GET', `/articles/${live.id}/history`)).json<{ data: ActivityRecord[] }>().data;
    expect(history[0]).toMatchObject({ action: 'update', username: 'admin', revision: true });
    expect(history[0]!.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['title', 'translations.id.title', 'article_image']),
    );
    // The live picture it replaced stays while the first revision names it.
    await expectNoOrphans(t);
  });

  it('discards the changes and the picture they brought, leaving the live article as it is', async () => {
    const live = await addArticle();
    await saveArticleChanges(live.id, { title: 'First try' });
    const first = (await changesOf<AdminArticle>('articles', live.id))!.item.article_image!;
    expect((await saveArticleChanges(live.id, { title: 'Second try' })).statusCode).toBe(200);
    const second = (await changesOf<AdminArticle>('articles', live.id))!.item;

    expect(second.title).toBe('Second try');
    expect(filesPresent(t, first)).toEqual([]);
    await expectNoOrphans(t);
    // Saved again without a picture, the changes keep theirs.
    expect((await saveArticleChanges(live.id, { title: 'Third try' }, false)).statusCode).toBe(200);
    expect((await changesOf<AdminArticle>('articles', live.id))!.item).toMatchObject({
      title: 'Third try',
      article_image: second.article_image,
    });
    expect(filesPresent(t, second.article_image!)).toEqual(imageFileNames(second.article_image!));

    const discarded = await admin('DELETE', `/articles/${live.id}/changes`);

    expect(discarded.statusCode).toBe(200);
    expect(await changesOf('articles', live.id)).toBeNull();
    expect(filesPresent(t, second.article_image!)).toEqual([]);
    expect((await admin('GET', `/articles/${live.id}`)).json<{ data: AdminArticle }>().data).toMatchObject({
      title: 'Stevia in drinks',
      article_image: live.article_image,
    });
    await expectNoOrphans(t);
    expect((await admin('DELETE', `/articles/${live.id}/changes`)).statusCode).toBe(404);
    expect((await admin('POST', `/articles/${live.id}/changes/publish`)).statusCode).toBe(404);
  });

  it('refuses changes that break the form, or of an item that is not there, and stores nothing', async () => {
    const live = await addArticle();

    const blank = await saveArticleChanges(live.id, { title: '   ' });
    const past = await saveArticleChanges(live.id, { unpublish_at: new Date(Date.now() - DAY).toISOString() });
    const missing = await saveArticleChanges(live.id + 1000, {});

    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty('title');
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ unpublish_at: 'out_of_range' });
    expect(missing.statusCode).toBe(404);
    expect(await countRows(t.db, 'pending_changes')).toBe(0);
    await expectNoOrphans(t);
  });

  it("lays a product's new category, principal and terms over it, and refuses to publish once its category is gone", async () => {
    const add = catalogueContent(t);
    const gums = await add.category('Gums');
    const sweeteners = await add.category('Sweeteners');
    const dairy = await add.term('industry', 'Dairy');
    const bakery = await add.term('industry', 'Bakery');
    const product = await add.product(gums, 'Xanthan Gum', { industry_ids: [dairy] });
    const partner = await t.app.repos.partners.add(
      { name: 'CP Kelco', link: 'https://example.com' },
      await t.app.images.process((await pngFile('logo')).data),
      { state: 'published', publish_at: null, unpublish_at: null },
    );
    const save = (fields: Record<string, string | number>) =>
      sendForm(t, token, 'PUT', `/v1/admin/products/${product}/changes`, { name: 'Xanthan Gum', ...fields });

    expect((await save({ category_id: sweeteners, cas_number: '123-45-6' })).json().fields).toHaveProperty(
      'cas_number',
    );
    const saved = await save({
      category_id: sweeteners,
      principal_id: partner.id,
      industry_ids: JSON.stringify([bakery]),
      description: 'Now in Sweeteners',
    });

    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: PendingChanges<AdminProduct> }>().data.item).toMatchObject({
      category_id: sweeteners,
      category_name: 'Sweeteners',
      principal: { id: partner.id, name: 'CP Kelco' },
      industries: [{ id: bakery, name: 'Bakery' }],
      description: 'Now in Sweeteners',
    });
    expect(await visitor<Product>(`/v1/products/${product}`)).toMatchObject({
      category_id: gums,
      principal: null,
      industries: [{ id: dairy, name: 'Dairy' }],
    });

    expect((await admin('DELETE', `/categories/${sweeteners}`)).statusCode).toBe(200);
    const refused = await admin('POST', `/products/${product}/changes/publish`);

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CHANGES_NOT_PUBLISHABLE',
      fields: { category_id: expect.any(String) },
    });
    expect(await changesOf('products', product)).not.toBeNull();
    expect((await visitor<Product>(`/v1/products/${product}`)).category_id).toBe(gums);

    expect((await admin('POST', `/trash/categories/${sweeteners}/restore`, {})).statusCode).toBe(200);
    expect((await admin('POST', `/products/${product}/changes/publish`)).statusCode).toBe(200);
    expect(await visitor<Product>(`/v1/products/${product}`)).toMatchObject({
      category_id: sweeteners,
      principal: { id: partner.id, name: 'CP Kelco' },
      industries: [{ id: bakery, name: 'Bakery' }],
      description: 'Now in Sweeteners',
    });
  });

  it("keeps a career's changes apart (its JSON form) and publishes them", async () => {
    const career = await catalogueContent(t).career('Sales Engineer', { description: 'Live', status: true });
    const body = { name: 'Senior Sales Engineer', position: 'Sales', description: 'Changed', status: true };

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/careers/${career}/changes`,
      headers: bearer(token),
      payload: body,
    });

    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: PendingChanges<AdminCareer> }>().data.item).toMatchObject({
      name: 'Senior Sales Engineer',
      state: 'published',
    });
    expect((await visitor<{ name: string }>(`/v1/careers/${career}`)).name).toBe('Sales Engineer');
    expect((await admin('POST', `/careers/${career}/changes/publish`)).statusCode).toBe(200);
    expect(await visitor<{ name: string; description: string }>(`/v1/careers/${career}`)).toMatchObject({
      name: 'Senior Sales Engineer',
      description: 'Changed',
    });
  });

  it("keeps the changes' picture through the upload sweep, and removes it with the item from the trash", async () => {
    const live = await addArticle();
    await saveArticleChanges(live.id, { title: 'Changed' });
    const picture = (await changesOf<AdminArticle>('articles', live.id))!.item.article_image!;

    expect(await sweepOrphanUploads(t.app.repos.uploads, t.config.uploadsDir, Date.now() + DAY)).toEqual([]);
    expect(filesPresent(t, picture)).toEqual(imageFileNames(picture));

    expect((await admin('DELETE', `/articles/${live.id}`)).statusCode).toBe(200);
    expect(filesPresent(t, picture)).toEqual(imageFileNames(picture));
    expect((await admin('DELETE', `/trash/articles/${live.id}`)).statusCode).toBe(200);

    expect(await countRows(t.db, 'pending_changes')).toBe(0);
    expect(filesPresent(t, picture)).toEqual([]);
    await expectNoOrphans(t);
  });
});
