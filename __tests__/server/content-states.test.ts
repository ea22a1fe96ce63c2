import { HISTORY_COLLECTIONS, type HistoryCollection } from '@/common/api/activity';
import type { HomeContent } from '@/common/api/home';
import type { Publication } from '@/common/api/publication';
import type { PublishableTable } from '@/server/repositories/publication-schedule';
import { pngFile, sendForm } from './helpers/catalogue';
import { bearer, countRows, testDatabases, useSharedTestApp, type TestApp } from './helpers/test-app';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

type Fields = Record<string, string>;
/** Where visitors could come across an item, and whether it is there (a page's status code for a page). */
type Sightings = Record<string, boolean | number>;
type AdminItem = Publication & { id: number; name?: string; title?: string };

interface Collection {
  collection: HistoryCollection & PublishableTable;
  /** The field that names an item, in its form and in the back office's answers. */
  titleField: 'name' | 'title';
  /** The form of an item named `title` (its other required fields filled in). */
  fields: (title: string) => Fields;
  /** The picture a new item needs, sent with its form; a career is sent as JSON. */
  imageField?: string;
  /** Whether the back office's list is a paged one, filtered by state. */
  filtered: boolean;
  seenBy: (t: TestApp, id: number, title: string) => Promise<Sightings>;
  /** What `seenBy` answers for an item visitors do not see. */
  hidden: Sightings;
  shown: Sightings;
  /** How many there are, as visitors are told. */
  visitorCount: (t: TestApp) => Promise<number>;
}

const read = async <T>(t: TestApp, url: string) =>
  (await t.app.inject({ method: 'GET', url })).json<{ data: T }>().data;
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

const COLLECTIONS: Collection[] = [
  {
    collection: 'careers',
    titleField: 'name',
    fields: (name) => ({ name, position: 'Laboratory', description: 'Checks every incoming lot.' }),
    filtered: true,
    async seenBy(t, id, name) {
      const get = (url: string) => t.app.inject({ method: 'GET', url });
      const search = await read<{ careers: { hits: { id: number }[] } }>(t, `/v1/search?q=${encodeURIComponent(name)}`);
      return {
        page: (await get(`/v1/careers/${id}`)).statusCode,
        list: ids(await read(t, '/v1/careers')).includes(id),
        whatsNew: (await get('/v1/whatsnew')).body.includes(name),
        search: ids(search.careers.hits).includes(id),
        sitemap: (await get('/sitemap.xml')).body.includes(`/karir/detail_karir/${id}<`),
      };
    },
    hidden: { page: 404, list: false, whatsNew: false, search: false, sitemap: false },
    shown: { page: 200, list: true, whatsNew: true, search: true, sitemap: true },
    visitorCount: async (t) => (await read<unknown[]>(t, '/v1/careers')).length,
  },
  {
    collection: 'galleries',
    titleField: 'name',
    fields: (name) => ({ name }),
    imageField: 'gallery_image',
    filtered: true,
    async seenBy(t, id) {
      const inLanguage = async (lang: string) =>
        ids((await read<{ galleries: { id: number }[] }>(t, `/v1/galleries?lang=${lang}`)).galleries).includes(id);
      return { gallery: await inLanguage('en'), galleryInIndonesian: await inLanguage('id') };
    },
    hidden: { gallery: false, galleryInIndonesian: false },
    shown: { gallery: true, galleryInIndonesian: true },
    visitorCount: async (t) => (await read<{ galleries: unknown[] }>(t, '/v1/galleries')).galleries.length,
  },
  {
    collection: 'slides',
    titleField: 'title',
    fields: (title) => ({ title, alt_text: `Picture of ${title}` }),
    imageField: 'image',
    filtered: false,
    seenBy: async (t, id) => ({ home: ids((await read<HomeContent>(t, '/v1/home')).slides).includes(id) }),
    hidden: { home: false },
    shown: { home: true },
    visitorCount: async (t) => (await read<HomeContent>(t, '/v1/home')).slides.length,
  },
  {
    collection: 'partners',
    titleField: 'name',
    fields: (name) => ({ name, link: 'https://maker.example' }),
    imageField: 'logo',
    filtered: false,
    seenBy: async (t, id) => ({ home: ids((await read<HomeContent>(t, '/v1/home')).partners).includes(id) }),
    hidden: { home: false },
    shown: { home: true },
    // The home page's figure of sole agencies counts them.
    async visitorCount(t) {
      const home = await read<HomeContent>(t, '/v1/home');
      return Number(home.figures.find((figure) => figure.label === 'Sole agencies')!.value);
    },
  },
];

describe.each(testDatabases())('publication of careers, gallery photos, slides and partners (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let token: string;
  beforeEach(async () => {
    token = await t.login();
  });

  describe.each(COLLECTIONS)('$collection', (spec) => {
    const { collection, titleField, hidden: HIDDEN, shown: SHOWN } = spec;
    const url = `/v1/admin/${collection}`;
    const save = async (method: 'POST' | 'PUT', path: string, fields: Fields) => {
      if (!spec.imageField) return t.app.inject({ method, url: path, payload: fields, headers: bearer(token) });
      const image = method === 'POST' ? await pngFile(spec.imageField) : undefined;
      return sendForm(t, token, method, path, fields, image);
    };
    const create = async (title: string, publication: Fields = {}) => {
      const response = await save('POST', url, { ...spec.fields(title), ...publication });
      expect(response.statusCode).toBe(201);
      return response.json<{ data: AdminItem }>().data;
    };
    const edit = (id: number, title: string, publication: Fields = {}) =>
      save('PUT', `${url}/${id}`, { ...spec.fields(title), ...publication });
    const adminList = async (query = '') =>
      (await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: bearer(token) })).json<{
        data: AdminItem[];
      }>().data;
    const listed = async (query = '') => (await adminList(query)).map((item) => [item[titleField], item.state]);
    const seen = (item: AdminItem) => spec.seenBy(t, item.id, item[titleField]!);

    it('keeps a draft from visitors everywhere, and shows it in the back office with its state', async () => {
      const draft = await create('Fermentation draft', { state: 'draft' });
      const live = await create('Stevia harvest');

      expect(draft).toMatchObject({ state: 'draft', publish_at: null, unpublish_at: null });
      expect(live.state).toBe('published');
      expect(Date.parse(live.publish_at!)).toBeGreaterThan(Date.now() - 60_000);
      expect(await seen(draft)).toEqual(HIDDEN);
      expect(await seen(live)).toEqual(SHOWN);
      expect(await spec.visitorCount(t)).toBe(1);
      expect(await listed()).toEqual(
        expect.arrayContaining([
          ['Fermentation draft', 'draft'],
          ['Stevia harvest', 'published'],
        ]),
      );
      if (spec.filtered) {
        expect(ids(await adminList('state=draft'))).toEqual([draft.id]);
        expect(ids(await adminList('state=published'))).toEqual([live.id]);
        expect(await adminList('state=scheduled')).toEqual([]);
      }
    });

    it('publishes a draft when asked, and keeps the state of an edit that does not name one', async () => {
      const draft = await create('Maltodextrin plant', { state: 'draft' });

      const edited = await edit(draft.id, 'Maltodextrin plant, revised');
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.state).toBe('draft');
      expect(await seen({ ...draft, [titleField]: 'Maltodextrin plant, revised' })).toEqual(HIDDEN);
      const published = await edit(draft.id, 'Maltodextrin plant, revised', { state: 'published' });

      expect(published.json().data).toMatchObject({ state: 'published', unpublish_at: null });
      expect(await seen(published.json().data)).toEqual(SHOWN);
      const kept = await edit(draft.id, 'Maltodextrin plant, third');
      expect(kept.json().data.state).toBe('published');
      expect(kept.json().data.publish_at).toBe(published.json().data.publish_at);
    });

    it('refuses a schedule without a time to come, or an unpublish time before the publish time, changing nothing', async () => {
      const item = await create('Carrageenan line', { state: 'draft' });
      const before = await countRows(t.db, collection);

      const past = await edit(item.id, 'Carrageenan line', { state: 'scheduled', publish_at: inMinutes(-5) });
      const none = await save('POST', url, { ...spec.fields('Another'), state: 'scheduled' });
      const backwards = await edit(item.id, 'Renamed', {
        state: 'scheduled',
        publish_at: inMinutes(30),
        unpublish_at: inMinutes(10),
      });
      const notATime = await edit(item.id, 'Renamed', { state: 'scheduled', publish_at: 'tomorrow' });

      expect(past.statusCode).toBe(400);
      expect(past.json().fields).toEqual({ publish_at: 'past_date' });
      expect(none.statusCode).toBe(400);
      expect(none.json().fields).toEqual({ publish_at: 'required' });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().fields).toEqual({ unpublish_at: 'out_of_range' });
      expect(notATime.statusCode).toBe(400);
      expect(await countRows(t.db, collection)).toBe(before);
      expect(await listed()).toEqual([['Carrageenan line', 'draft']]);
    });

    it('publishes a scheduled item when its time comes, and takes it back to draft when its unpublish time does', async () => {
      const scheduled = await create('Xanthan launch', {
        state: 'scheduled',
        publish_at: inMinutes(10),
        unpublish_at: inMinutes(60),
      });
      expect(scheduled.state).toBe('scheduled');
      await t.app.repos.publicationSchedule.publishDue(new Date().toISOString());
      expect(await seen(scheduled)).toEqual(HIDDEN);

      await t.app.repos.publicationSchedule.publishDue(inMinutes(11));
      expect(await listed()).toEqual([['Xanthan launch', 'published']]);
      expect(await seen(scheduled)).toEqual(SHOWN);

      await t.app.repos.publicationSchedule.publishDue(inMinutes(61));
      expect(await adminList()).toEqual([expect.objectContaining({ state: 'draft', unpublish_at: null })]);
      expect(await seen(scheduled)).toEqual(HIDDEN);
    });

    it('keeps the publication through a revision restore, and brings it back from the trash as it was', async () => {
      const item = await create('Draft title', { state: 'draft' });
      await edit(item.id, 'Published title', { state: 'published' });
      const revisions = await t.db.kysely
        .selectFrom('activity')
        .select('id')
        .where('entity', '=', HISTORY_COLLECTIONS[collection])
        .where('entity_id', '=', item.id)
        .orderBy('id')
        .execute();

      const restored = await t.app.inject({
        method: 'POST',
        url: `${url}/${item.id}/revisions/${revisions[0]!.id}/restore`,
        headers: bearer(token),
      });
      expect(restored.statusCode).toBe(200);
      expect(await listed()).toEqual([['Draft title', 'published']]);

      const deleted = await create('Hidden one', { state: 'draft' });
      await t.app.inject({ method: 'DELETE', url: `${url}/${deleted.id}`, headers: bearer(token) });
      const back = await t.app.inject({
        method: 'POST',
        url: `/v1/admin/trash/${collection}/${deleted.id}/restore`,
        headers: bearer(token),
        payload: {},
      });
      expect(back.statusCode).toBe(200);
      expect(await listed()).toEqual(
        expect.arrayContaining([
          ['Hidden one', 'draft'],
          ['Draft title', 'published'],
        ]),
      );
      expect(await seen(deleted)).toEqual(HIDDEN);
    });
  });

  describe("careers' status, the SPEC's way of saying their publication", () => {
    const send = (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) =>
      t.app.inject({
        method,
        url,
        payload: { name: 'Quality Analyst', position: 'Laboratory', description: 'Lots.', ...body },
        headers: bearer(token),
      });
    const stored = (id: number) =>
      t.db.kysely
        .selectFrom('careers')
        .select(['state', 'publish_at', 'unpublish_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const isPublic = async (id: number) => (await t.app.inject({ method: 'GET', url: `/v1/careers/${id}` })).statusCode;

    it('makes an inactive career a draft and an active one published, answering the status as it stands', async () => {
      const inactive = (await send('POST', '/v1/admin/careers', { status: false })).json().data;
      const active = (await send('POST', '/v1/admin/careers', { status: true })).json().data;

      expect(inactive).toMatchObject({ status: false, state: 'draft' });
      expect(active).toMatchObject({ status: true, state: 'published' });
      expect(await isPublic(inactive.id)).toBe(404);
      expect(await isPublic(active.id)).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/v1/careers/${active.id}` })).json().data.status).toBe(true);
    });

    it('publishes a draft or a scheduled career at once when it is set active', async () => {
      const scheduled = (
        await send('POST', '/v1/admin/careers', { state: 'scheduled', publish_at: inMinutes(30) })
      ).json().data;
      expect(scheduled).toMatchObject({ status: false, state: 'scheduled' });

      const activated = await send('PUT', `/v1/admin/careers/${scheduled.id}`, { status: true });

      expect(activated.json().data).toMatchObject({ status: true, state: 'published' });
      expect(Date.parse((await stored(scheduled.id)).publish_at!)).toBeLessThanOrEqual(Date.now());
      expect(await isPublic(scheduled.id)).toBe(200);
    });

    it('takes an active career offline for good when it is set inactive, its unpublish time dropped', async () => {
      const career = (await send('POST', '/v1/admin/careers', { unpublish_at: inMinutes(60) })).json().data;

      const deactivated = await send('PUT', `/v1/admin/careers/${career.id}`, { status: false });

      expect(deactivated.json().data).toMatchObject({ status: false, state: 'draft', unpublish_at: null });
      expect(await stored(career.id)).toMatchObject({ state: 'draft', unpublish_at: null });
      expect(await isPublic(career.id)).toBe(404);
    });

    it('lets a state in the same body win over the status', async () => {
      const career = (await send('POST', '/v1/admin/careers', { status: true, state: 'draft' })).json().data;
      const edited = await send('PUT', `/v1/admin/careers/${career.id}`, { status: false, state: 'published' });

      expect(career).toMatchObject({ status: false, state: 'draft' });
      expect(edited.json().data).toMatchObject({ status: true, state: 'published' });
    });

    it('refuses a status that is not a boolean, changing nothing', async () => {
      const career = (await send('POST', '/v1/admin/careers', { status: false })).json().data;

      const response = await send('PUT', `/v1/admin/careers/${career.id}`, { status: 'maybe' });

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('status');
      expect((await stored(career.id)).state).toBe('draft');
    });
  });
});
