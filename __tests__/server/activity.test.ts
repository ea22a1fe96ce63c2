import type { ActivityRecord } from '@/common/api/activity';
import { changedFields } from '@/server/services/activity/changes';
import { sweepActivity } from '@/server/services/enquiries/retention';
import {
  BODYLESS_WRITES,
  fixtureUrl,
  NEW_PASSWORD,
  routeName,
  seedFixture,
  sendWrite,
  signedInRoutes,
  writeContext,
  WRITE_ROUTES,
  type Fixture,
  type Route,
} from './helpers/attacks';
import { pngFile, sendForm } from './helpers/catalogue';
import {
  bearer,
  countRows,
  createTestApp,
  testDatabases,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  TEST_JWT_SECRET,
  type TestApp,
} from './helpers/test-app';

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

describe('the changed fields of two states', () => {
  it('lists texts per language, pictures by file name, and leaves derived fields out', () => {
    const before = {
      id: 3,
      name: 'Aspartame',
      updated_at: '2026-01-01T00:00:00.000Z',
      image: { src: '/uploads/old-800.webp', srcset: '/uploads/old-800.webp 800w', width: 800, height: 600 },
      translations: { id: { description: 'Pemanis' } },
      certifications: ['halal'],
    };
    const after = {
      ...before,
      updated_at: '2026-02-01T00:00:00.000Z',
      image: { src: '/uploads/new-800.webp', srcset: '/uploads/new-800.webp 800w', width: 800, height: 600 },
      translations: { id: { description: 'Pemanis rendah kalori' } },
      certifications: ['halal', 'kosher'],
    };

    expect(changedFields(before, after)).toEqual([
      { field: 'image', before: 'old-800.webp', after: 'new-800.webp' },
      { field: 'translations.id.description', before: 'Pemanis', after: 'Pemanis rendah kalori' },
      { field: 'certifications', before: '["halal"]', after: '["halal","kosher"]' },
    ]);
  });

  it('counts an absent state as empty', () => {
    expect(changedFields(undefined, { name: 'Gums' })).toEqual([{ field: 'name', before: null, after: 'Gums' }]);
    expect(changedFields({ name: 'Gums' }, undefined)).toEqual([{ field: 'name', before: 'Gums', after: null }]);
  });
});

describe.each(testDatabases())('the activity log (%s)', (kind) => {
  let t: TestApp;
  let fixture: Fixture;
  let token: string;

  /** A token of the admin as the database has it now (one of the writes below changes the password). */
  const adminToken = async () =>
    (await t.app.sessions.start((await t.app.repos.users.findByUsername(TEST_ADMIN_USERNAME))!)).token.access_token;

  const records = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/activity${query}`,
      headers: bearer(await adminToken()),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: ActivityRecord[]; totalData: number }>();
  };
  const latest = async () => (await records('?limit=1')).data[0]!;
  const storedRecords = () => t.db.kysely.selectFrom('activity').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    fixture = await seedFixture(t);
    token = await t.login();
  });

  afterAll(async () => {
    await t.close();
  });

  it('records a career created, its Indonesian text changed and its deletion, with who, where and what', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/careers',
      payload: { name: 'Lab Analyst', position: 'Staff', description: 'Tests every lot.', status: true },
      headers: bearer(token),
      remoteAddress: '203.0.113.9',
    });
    const id = created.json().data.id as number;
    expect(await latest()).toMatchObject({
      username: TEST_ADMIN_USERNAME,
      address: '203.0.113.9',
      action: 'create',
      entity: 'career',
      entityId: id,
      entityName: 'Lab Analyst',
      changes: expect.arrayContaining([{ field: 'name', before: null, after: 'Lab Analyst' }]),
    });

    await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/careers/${id}`,
      payload: {
        name: 'Lab Analyst',
        position: 'Staff',
        description: 'Tests every lot.',
        status: true,
        translations: { id: { description: 'Menguji setiap lot.' } },
      },
      headers: bearer(token),
    });
    const update = await latest();
    expect(update).toMatchObject({ action: 'update', entity: 'career', entityId: id });
    expect(update.changes).toEqual([
      { field: 'translations.id.description', before: null, after: 'Menguji setiap lot.' },
    ]);

    await t.app.inject({ method: 'DELETE', url: `/v1/admin/careers/${id}`, headers: bearer(token) });
    expect(await latest()).toMatchObject({
      action: 'delete',
      entity: 'career',
      entityId: id,
      entityName: 'Lab Analyst',
    });
    // The deleted state is kept whole, for a later restore.
    const kept = (await storedRecords()).at(-1)!;
    expect(JSON.parse(kept.snapshot!)).toMatchObject({ id, name: 'Lab Analyst', position: 'Staff' });
  });

  it('records a product picture replaced by its file names', async () => {
    const before = (await t.app.repos.products.findForAdmin(fixture.productId))!;
    const response = await sendForm(
      t,
      token,
      'PUT',
      `/v1/admin/products/${fixture.productId}`,
      { name: before.name, category_id: fixture.categoryId, description: before.description },
      await pngFile('product_image'),
    );
    expect(response.statusCode).toBe(200);
    const change = (await latest()).changes.find(({ field }) => field === 'product_image');
    expect(change?.before).toMatch(/\.webp$/);
    expect(change?.after).toMatch(/\.webp$/);
    expect(change?.after).not.toBe(change?.before);
  });

  it('records sign-ins, wrong passwords and an export, never a password', async () => {
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { username: TEST_ADMIN_USERNAME, password },
        remoteAddress: '198.51.100.7',
      });
    expect((await login('Wrong-Password#1')).statusCode).toBe(401);
    expect((await login(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/v1/admin/enquiries/export?type=application', headers: bearer(token) });

    const [exported, signedIn, failed] = (await records('?limit=3')).data;
    expect(failed).toMatchObject({ action: 'sign_in_failed', username: TEST_ADMIN_USERNAME, address: '198.51.100.7' });
    expect(signedIn).toMatchObject({ action: 'sign_in', username: TEST_ADMIN_USERNAME, address: '198.51.100.7' });
    expect(exported).toMatchObject({ action: 'export', entity: 'enquiry' });
    expect(exported!.changes).toEqual([{ field: 'type', before: null, after: 'application' }]);
    const everything = JSON.stringify(await storedRecords());
    expect(everything).not.toContain('Wrong-Password#1');
    expect(everything).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it('leaves exactly one record for every write of the API, with no secret in any', async () => {
    const missing: string[] = [];
    const writes: Route[] = signedInRoutes(t.app)
      .filter(({ method, url }) => WRITE_METHODS.includes(method) && url.startsWith('/v1/admin/'))
      // Deletions last, so that the writes before them find their rows.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(writes.length).toBeGreaterThan(30);
    for (const route of writes) {
      const write = WRITE_ROUTES.find((candidate) => routeName(candidate) === routeName(route));
      const before = await countRows(t.db, 'activity');
      const fresh = await adminToken();
      const response = write
        ? await sendWrite(t, write, fixture, write.body(writeContext(t, fixture)), { token: fresh })
        : await t.app.inject({
            method: route.method as 'DELETE',
            url: fixtureUrl(route.url, fixture),
            headers: bearer(fresh),
          });
      const added = (await countRows(t.db, 'activity')) - before;
      // Asking for a code, or a two-step secret not yet confirmed, changes nothing of an account; unpublished changes,
      // saved or discarded, change nothing of their item (they keep who saved them; publishing them is recorded).
      const recordsIt =
        !['/v1/admin/auth/send-code', '/v1/admin/profile/two-step/setup'].includes(route.url) &&
        !route.url.endsWith('/:id/changes');
      if (response.statusCode < 400 && added !== (recordsIt ? 1 : 0)) {
        missing.push(`${routeName(route)} -> ${response.statusCode}, ${added} records`);
      }
    }
    expect(missing).toEqual([]);
    expect(BODYLESS_WRITES.length).toBeGreaterThan(0);
    const everything = JSON.stringify(await storedRecords());
    for (const secret of [NEW_PASSWORD, TEST_ADMIN_PASSWORD, TEST_JWT_SECRET, 'password_hash', 'access_token']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('filters by user, entity, action and days, and refuses a reversed range', async () => {
    const editor = await t.app.repos.users.create({
      username: 'maya',
      email: 'maya@example.com',
      passwordHash: 'x',
      role: 'editor',
    });
    const editorToken = (await t.app.sessions.start(editor)).token.access_token;
    await t.app.inject({
      method: 'POST',
      url: '/v1/admin/industries',
      payload: { name: 'Cosmetics' },
      headers: bearer(editorToken),
    });

    const byMaya = await records(`?user=${editor.id}`);
    expect(byMaya.data.map(({ action, entity, entityName }) => [action, entity, entityName])).toEqual([
      ['create', 'industry', 'Cosmetics'],
    ]);
    expect((await records('?entity=industry&action=create')).data.every(({ entity }) => entity === 'industry')).toBe(
      true,
    );
    expect((await records(`?from=2000-01-01&to=2000-01-02`)).totalData).toBe(0);
    expect((await records(`?from=2000-01-01&to=2999-12-31`)).totalData).toBe((await records()).totalData);
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/activity?from=2026-02-01&to=2026-01-01',
      headers: bearer(await adminToken()),
    });
    expect(reversed.statusCode).toBe(400);

    const users = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/activity/users',
      headers: bearer(await adminToken()),
    });
    expect(users.json().data).toEqual(expect.arrayContaining([{ id: editor.id, username: 'maya' }]));

    // The log is the administrators'; an entity's own history is whoever may open the entity.
    const refused = await t.app.inject({ method: 'GET', url: '/v1/admin/activity', headers: bearer(editorToken) });
    expect(refused.statusCode).toBe(403);
    const history = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/products/${fixture.productId}/history`,
      headers: bearer(editorToken),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data[0]).toMatchObject({ entity: 'product', entityId: fixture.productId });
  });

  it('deletes the records older than the retention with the sweep', async () => {
    await t.app.repos.activity.record(
      { userId: null, username: null, address: null, action: 'sign_in_failed' },
      '2020-01-01T00:00:00.000Z',
    );
    const before = await countRows(t.db, 'activity');

    const removed = await sweepActivity({
      enquiries: t.app.repos.enquiries,
      cvFiles: t.app.cvFiles,
      retentionMonths: 24,
      activity: { records: t.app.repos.activity, retentionMonths: 24, revisionMonths: 12 },
    });

    expect(removed).toBe(1);
    expect(await countRows(t.db, 'activity')).toBe(before - 1);
  });
});
