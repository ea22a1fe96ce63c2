import type { AdminArticle } from '@/common/api/articles';
import { PUBLISH_JOB } from '@/server/services/publication';
import { sendForm } from './helpers/catalogue';
import { eventually } from './helpers/enquiries';
import { bearer, testDatabases, useTestApp, type TestApp } from './helpers/test-app';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Everywhere a visitor (or a search engine) could come across an article, and whether this one is there. */
async function visibleTo(t: TestApp, id: number, title: string) {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const page = (await get('/v1/articles?limit=50')).json<{ data: { id: number }[]; total?: number }>();
  const home = (await get('/v1/articles/home')).json<{ data: { id: number }[] }>();
  const whatsNew = (await get('/v1/whatsnew')).body;
  const search = (await get(`/v1/search?q=${encodeURIComponent(title)}`)).json<{
    data: { articles: { hits: { id: number }[] } };
  }>();
  const sitemap = (await get('/sitemap.xml')).body;
  return {
    page: (await get(`/v1/articles/${id}`)).statusCode,
    list: page.data.some((article) => article.id === id),
    home: home.data.some((article) => article.id === id),
    whatsNew: whatsNew.includes(title),
    search: search.data.articles.hits.some((hit) => hit.id === id),
    sitemap: sitemap.includes(`/artikel/detail_artikel/${id}<`),
  };
}

const HIDDEN = { page: 404, list: false, home: false, whatsNew: false, search: false, sitemap: false };
const SHOWN = { page: 200, list: true, home: true, whatsNew: true, search: true, sitemap: true };

describe.each(testDatabases())('article states and scheduled publishing (%s)', (kind) => {
  const t = useTestApp(kind);
  let token: string;
  beforeEach(async () => {
    token = await t.login();
  });

  const save = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) =>
    sendForm(t, token, method, url, { content: 'Plain text body.', author: 'Dewi', ...fields });
  const create = async (fields: Record<string, string>) => {
    const response = await save('POST', '/v1/admin/articles', fields);
    expect(response.statusCode).toBe(201);
    return response.json<{ data: AdminArticle }>().data;
  };
  const adminList = async (query = '') =>
    (await t.app.inject({ method: 'GET', url: `/v1/admin/articles?${query}`, headers: bearer(token) })).json<{
      data: AdminArticle[];
    }>().data;

  it('keeps a draft from visitors everywhere, and shows it in the back office with its state', async () => {
    const draft = await create({ title: 'Sorbitol dalam permen', state: 'draft' });
    const live = await create({ title: 'Stevia in drinks' });

    expect(draft).toMatchObject({ state: 'draft', publish_at: null, unpublish_at: null });
    expect(live.state).toBe('published');
    expect(Date.parse(live.publish_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await visibleTo(t, draft.id, 'Sorbitol dalam permen')).toEqual(HIDDEN);
    expect(await visibleTo(t, live.id, 'Stevia in drinks')).toEqual(SHOWN);
    expect((await t.app.inject({ method: 'GET', url: '/v1/articles' })).json().totalData).toBe(1);
    expect((await adminList()).map((article) => [article.title, article.state])).toEqual([
      ['Stevia in drinks', 'published'],
      ['Sorbitol dalam permen', 'draft'],
    ]);
    expect((await adminList('state=draft')).map((article) => article.id)).toEqual([draft.id]);
    expect((await adminList('state=published')).map((article) => article.id)).toEqual([live.id]);
  });

  it('publishes a draft when asked, and keeps the state of an edit that does not name one', async () => {
    const draft = await create({ title: 'Maltodextrin notes', state: 'draft' });

    const edited = await save('PUT', `/v1/admin/articles/${draft.id}`, { title: 'Maltodextrin notes, revised' });
    expect(edited.json().data.state).toBe('draft');
    const published = await save('PUT', `/v1/admin/articles/${draft.id}`, {
      title: 'Maltodextrin notes, revised',
      state: 'published',
    });

    expect(published.json().data.state).toBe('published');
    expect(await visibleTo(t, draft.id, 'Maltodextrin notes, revised')).toEqual(SHOWN);
  });

  it('refuses a schedule without a time to come, or an unpublish time before the publish time, changing nothing', async () => {
    const article = await create({ title: 'Carrageenan FAQ', state: 'draft' });

    const past = await save('PUT', `/v1/admin/articles/${article.id}`, {
      title: 'Carrageenan FAQ',
      state: 'scheduled',
      publish_at: inMinutes(-5),
    });
    const none = await save('POST', '/v1/admin/articles', { title: 'Another', state: 'scheduled' });
    const backwards = await save('PUT', `/v1/admin/articles/${article.id}`, {
      title: 'Carrageenan FAQ',
      state: 'scheduled',
      publish_at: inMinutes(30),
      unpublish_at: inMinutes(10),
    });
    const notATime = await save('PUT', `/v1/admin/articles/${article.id}`, {
      title: 'Carrageenan FAQ',
      state: 'scheduled',
      publish_at: 'tomorrow',
    });

    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ publish_at: 'past_date' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ publish_at: 'required' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ unpublish_at: 'out_of_range' });
    expect(notATime.statusCode).toBe(400);
    expect((await adminList()).map((row) => [row.title, row.state])).toEqual([['Carrageenan FAQ', 'draft']]);
  });

  it('publishes a scheduled article when its time comes, once, whichever process runs the job', async () => {
    const scheduled = await create({ title: 'Xanthan launch', state: 'scheduled', publish_at: inMinutes(10) });
    expect(scheduled).toMatchObject({ state: 'scheduled' });
    const other = await t.openAnotherProcess();

    await Promise.all([t.app.jobs.send(PUBLISH_JOB), other.jobs.send(PUBLISH_JOB)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await visibleTo(t, scheduled.id, 'Xanthan launch')).toEqual(HIDDEN);

    // Its time comes.
    await t.db.kysely
      .updateTable('articles')
      .set({ publish_at: inMinutes(-1) })
      .where('id', '=', scheduled.id)
      .execute();
    await Promise.all([t.app.jobs.send(PUBLISH_JOB), other.jobs.send(PUBLISH_JOB)]);

    await eventually(
      () => visibleTo(t, scheduled.id, 'Xanthan launch'),
      (seen) => seen.page === 200,
    );
    expect(await visibleTo(t, scheduled.id, 'Xanthan launch')).toEqual(SHOWN);
    const indexed = await t.app.inject({ method: 'GET', url: '/v1/search?q=Xanthan' });
    expect(indexed.json().data.articles.total).toBe(1);
  });

  it('takes a published article back to draft when its unpublish time comes', async () => {
    const article = await create({ title: 'Seasonal offer', unpublish_at: inMinutes(60) });
    expect(article).toMatchObject({ state: 'published', unpublish_at: expect.any(String) });

    await t.db.kysely
      .updateTable('articles')
      .set({ unpublish_at: inMinutes(-1) })
      .where('id', '=', article.id)
      .execute();
    await t.app.jobs.send(PUBLISH_JOB);

    await eventually(
      async () => (await adminList())[0]!.state,
      (state) => state === 'draft',
    );
    expect(await visibleTo(t, article.id, 'Seasonal offer')).toEqual(HIDDEN);
  });

  it('keeps the publication through a revision restore, and brings it back from the trash as it was', async () => {
    const draft = await create({ title: 'Draft title', state: 'draft' });
    await save('PUT', `/v1/admin/articles/${draft.id}`, { title: 'Published title', state: 'published' });
    const revisions = await t.db.kysely
      .selectFrom('activity')
      .select('id')
      .where('entity', '=', 'article')
      .where('entity_id', '=', draft.id)
      .orderBy('id')
      .execute();

    const restored = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/articles/${draft.id}/revisions/${revisions[0]!.id}/restore`,
      headers: bearer(token),
    });
    expect(restored.statusCode).toBe(200);
    expect((await adminList())[0]).toMatchObject({ title: 'Draft title', state: 'published' });

    const hidden = await create({ title: 'Hidden one', state: 'draft' });
    await t.app.inject({ method: 'DELETE', url: `/v1/admin/articles/${hidden.id}`, headers: bearer(token) });
    const back = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/trash/articles/${hidden.id}/restore`,
      headers: bearer(token),
      payload: {},
    });
    expect(back.statusCode).toBe(200);
    expect((await adminList('state=draft')).map((row) => row.title)).toEqual(['Hidden one']);
    expect(await visibleTo(t, hidden.id, 'Hidden one')).toEqual(HIDDEN);
  });
});
