import type { Career } from '@/common/api/careers';
import {
  adminRoutesOf,
  expectDeletedOnce,
  expectPages,
  expectUnauthorized,
  expectValidationError,
  storedRow,
} from './helpers/admin-routes';
import { daysAgo } from './helpers/content';
import { bearer, countRows, testDatabases, useSharedTestApp, type TestApp } from './helpers/test-app';

interface Seed {
  name: string;
  status?: boolean;
  daysAgo?: number;
}

async function seedCareer(t: TestApp, { name, status = true, daysAgo: age = 0 }: Seed): Promise<Career> {
  return t.app.repos.careers.create(
    { name, position: `${name} position`, description: `About ${name}`, status },
    daysAgo(age),
  );
}

const storedCareer = (t: TestApp, id: number) => storedRow(t, 'careers', id);

const validBody = { name: 'QC Analyst', position: 'Laboratory', description: 'Checks every incoming lot.' };

describe.each(testDatabases())('careers (%s)', (kind) => {
  const t = useSharedTestApp(kind);
  let token: string;

  beforeEach(async () => {
    token = await t.login();
  });

  const get = (url: string, auth = true) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(token) : {} });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = true) =>
    t.app.inject({ method, url, payload: payload as object | undefined, headers: auth ? bearer(token) : {} });

  describe('public GET /v1/careers', () => {
    it('lists only active careers, the most recently updated first', async () => {
      await seedCareer(t, { name: 'Oldest', daysAgo: 3 });
      await seedCareer(t, { name: 'Newest', daysAgo: 1 });
      await seedCareer(t, { name: 'Hidden', status: false, daysAgo: 0 });
      await seedCareer(t, { name: 'Middle', daysAgo: 2 });

      const response = await get('/v1/careers', false);

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.error).toBe(false);
      expect(body.data.map((career: Career) => career.name)).toEqual(['Newest', 'Middle', 'Oldest']);
      expect(body.data.every((career: Career) => career.status === true)).toBe(true);
    });

    it('answers an empty list when no career is active', async () => {
      await seedCareer(t, { name: 'Hidden', status: false });

      const response = await get('/v1/careers', false);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([]);
    });
  });

  describe('public GET /v1/careers/:id', () => {
    it('answers an active career with all its fields', async () => {
      const career = await seedCareer(t, { name: 'Sales Engineer' });

      const response = await get(`/v1/careers/${career.id}`, false);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: career.id,
        name: 'Sales Engineer',
        position: 'Sales Engineer position',
        description: 'About Sales Engineer',
        status: true,
      });
    });

    it('answers 404 for an inactive career, as if it did not exist', async () => {
      const career = await seedCareer(t, { name: 'Hidden', status: false });

      const response = await get(`/v1/careers/${career.id}`, false);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
    });

    it('answers 404 for a missing id', async () => {
      const response = await get('/v1/careers/999999', false);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
    });

    it.each(['abc', '1.5', '-1', '0'])('answers 400 for the id %s', async (id) => {
      const response = await get(`/v1/careers/${id}`, false);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: 'VALIDATION', fields: { id: expect.any(String) } });
    });
  });

  describe('admin GET /v1/admin/careers', () => {
    it('pages 12 careers 5 at a time, newest first, with the totals', async () => {
      const created: Career[] = [];
      for (let i = 1; i <= 12; i += 1) created.push(await seedCareer(t, { name: `Career ${i}`, status: i % 3 !== 0 }));
      const idsNewestFirst = created.map((career) => career.id).reverse();

      const pages = await Promise.all([1, 2, 3, 4].map((page) => get(`/v1/admin/careers?page=${page}&limit=5`)));

      expectPages(pages, { totalData: 12, totalPage: 3 }, [
        idsNewestFirst.slice(0, 5),
        idsNewestFirst.slice(5, 10),
        idsNewestFirst.slice(10),
        [],
      ]);
      expect(pages[0]!.json().data.some((career: Career) => career.status === false)).toBe(true);
    });

    it('uses page 1 and the admin page size when no paging is given', async () => {
      for (let i = 1; i <= 7; i += 1) await seedCareer(t, { name: `Career ${i}` });

      const response = await get('/v1/admin/careers');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ totalData: 7, totalPage: 2 });
      expect(response.json().data).toHaveLength(5);
    });

    it.each([
      ['page=0', 'page'],
      ['limit=10000', 'limit'],
      ['limit=0', 'limit'],
      ['page=abc', 'page'],
      ['page=1&sort=salary', 'sort'],
    ])('answers 400 for ?%s', async (query, field) => {
      expectValidationError(await get(`/v1/admin/careers?${query}`), field);
    });
  });

  describe('admin GET /v1/admin/careers/:id', () => {
    it('answers an inactive career too', async () => {
      const career = await seedCareer(t, { name: 'Hidden', status: false });

      const response = await get(`/v1/admin/careers/${career.id}`);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: career.id,
        name: 'Hidden',
        position: 'Hidden position',
        description: 'About Hidden',
        status: false,
      });
    });

    it('answers 404 for a missing id', async () => {
      expect((await get('/v1/admin/careers/424242')).statusCode).toBe(404);
    });
  });

  describe('admin POST /v1/admin/careers', () => {
    it('creates an active career with an empty description by default and stores it', async () => {
      const response = await send('POST', '/v1/admin/careers', { name: '  Warehouse Lead ', position: 'Logistics' });

      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data).toMatchObject({ name: 'Warehouse Lead', position: 'Logistics', description: '', status: true });
      const stored = await storedCareer(t, data.id);
      expect(stored).toMatchObject({ name: 'Warehouse Lead', position: 'Logistics', description: '' });
      expect(stored!.state).toBe('published');
      expect(new Date(stored!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect((await get(`/v1/careers/${data.id}`, false)).statusCode).toBe(200);
    });

    it('stores every given field, including an inactive status', async () => {
      const response = await send('POST', '/v1/admin/careers', { ...validBody, status: false });

      expect(response.statusCode).toBe(201);
      const stored = await storedCareer(t, response.json().data.id);
      expect(stored).toMatchObject(validBody);
      expect(stored!.state).toBe('draft');
    });

    it('keeps markup in a name as plain text, unchanged', async () => {
      const name = '<script>alert(1)</script>';

      const created = await send('POST', '/v1/admin/careers', { ...validBody, name });

      expect(created.statusCode).toBe(201);
      expect(created.json().data.name).toBe(name);
      expect((await get(`/v1/admin/careers/${created.json().data.id}`)).json().data.name).toBe(name);
      expect((await get('/v1/careers', false)).json().data[0].name).toBe(name);
      expect((await storedCareer(t, created.json().data.id))!.name).toBe(name);
    });

    it.each([
      ['a missing name', { position: 'Lab' }, 'name'],
      ['a blank name', { ...validBody, name: '   ' }, 'name'],
      ['a numeric name', { ...validBody, name: 123 }, 'name'],
      ['a missing position', { name: 'QC' }, 'position'],
      ['a text status', { ...validBody, status: 'yes' }, 'status'],
      ['an unknown field', { ...validBody, salary: 1000 }, 'salary'],
      ['a 1 MB name', { ...validBody, name: 'x'.repeat(1_000_000) }, 'name'],
    ])('answers 400 naming the field for %s and stores nothing', async (_case, payload, field) => {
      const before = await countRows(t.db, 'careers');

      const response = await send('POST', '/v1/admin/careers', payload);

      expectValidationError(response, field);
      expect(await countRows(t.db, 'careers')).toBe(before);
    });
  });

  describe('admin PUT /v1/admin/careers/:id', () => {
    it('deactivating a career takes it off the public list and detail', async () => {
      const career = await seedCareer(t, { name: 'Chemist' });
      await seedCareer(t, { name: 'Driver' });

      const response = await send('PUT', `/v1/admin/careers/${career.id}`, {
        name: 'Senior Chemist',
        position: 'R&D',
        description: 'Updated',
        status: false,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: career.id, name: 'Senior Chemist', status: false });
      const stored = await storedCareer(t, career.id);
      expect(stored).toMatchObject({ name: 'Senior Chemist', position: 'R&D', description: 'Updated' });
      expect(stored!.state).toBe('draft');
      expect((await get('/v1/careers', false)).json().data.map((c: Career) => c.name)).toEqual(['Driver']);
      expect((await get(`/v1/careers/${career.id}`, false)).statusCode).toBe(404);
    });

    it('answers 404 for a missing id and stores nothing', async () => {
      const before = await countRows(t.db, 'careers');

      const response = await send('PUT', '/v1/admin/careers/999999', { ...validBody, status: true });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
      expect(await countRows(t.db, 'careers')).toBe(before);
    });

    it('keeps the publication of a career when the body names neither a status nor a state', async () => {
      const career = await seedCareer(t, { name: 'Chemist', status: false });

      const response = await send('PUT', `/v1/admin/careers/${career.id}`, validBody);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ name: 'QC Analyst', status: false, state: 'draft' });
      expect(await storedCareer(t, career.id)).toMatchObject({ name: 'QC Analyst', state: 'draft' });
    });
  });

  describe('admin DELETE /v1/admin/careers/:id', () => {
    it('deletes the career, which then answers 404', async () => {
      const career = await seedCareer(t, { name: 'Chemist' });

      const response = await send('DELETE', `/v1/admin/careers/${career.id}`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ error: false });
      expect((await get(`/v1/admin/careers/${career.id}`)).statusCode).toBe(404);
      expect(await storedCareer(t, career.id)).toBeUndefined();
    });

    it('answers 404 when deleting the same career twice', async () => {
      const career = await seedCareer(t, { name: 'Chemist' });

      await expectDeletedOnce(() => send('DELETE', `/v1/admin/careers/${career.id}`));
    });
  });

  describe('admin routes without a token', () => {
    it.each(adminRoutesOf('/v1/admin/careers'))('%s %s answers 401 and changes nothing', async (method, path) => {
      const career = await seedCareer(t, { name: 'Chemist' });
      const before = await storedCareer(t, career.id);
      const url = path.replace(':id', String(career.id));
      const payload = method === 'POST' || method === 'PUT' ? { ...validBody, status: false } : undefined;

      const response = method === 'GET' ? await get(url, false) : await send(method, url, payload, false);

      expectUnauthorized(response);
      expect(response.body).not.toContain('Chemist');
      expect(await countRows(t.db, 'careers')).toBe(1);
      expect(await storedCareer(t, career.id)).toEqual(before);
    });
  });
});
