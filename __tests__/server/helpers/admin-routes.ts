import type { LightMyRequestResponse } from 'fastify';
import type { Selectable } from 'kysely';
import type { Database } from '@/server/db/schema';
import type { TestApp } from './test-app';

/** The tables an admin route edits a row of, by id. */
type EditedTable = 'articles' | 'careers' | 'categories' | 'galleries' | 'products';

/** The row `id` of `table` as stored, or undefined when there is none. */
export function storedRow<T extends EditedTable>(t: TestApp, table: T, id: number) {
  const from: EditedTable = table;
  return t.db.kysely.selectFrom(from).selectAll().where('id', '=', id).executeTakeFirst() as Promise<
    Selectable<Database[T]> | undefined
  >;
}

/** An admin resource's five routes, as [method, route] with `:id` where the id goes. */
export const adminRoutesOf = (base: string) =>
  [
    ['GET', base],
    ['GET', `${base}/:id`],
    ['POST', base],
    ['PUT', `${base}/:id`],
    ['DELETE', `${base}/:id`],
  ] as const;

export function expectUnauthorized(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ error: true, code: 'UNAUTHORIZED' });
}

/** A 400 answer that names `field` as invalid. */
export function expectValidationError(response: LightMyRequestResponse, field: string): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: true, code: 'VALIDATION' });
  expect(response.json().fields).toHaveProperty(field);
}

/** Deletes twice: the first time answers 200, the second 404 NOT_FOUND. */
export async function expectDeletedOnce(remove: () => Promise<LightMyRequestResponse>): Promise<void> {
  expect((await remove()).statusCode).toBe(200);
  const again = await remove();

  expect(again.statusCode).toBe(404);
  expect(again.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
}

/** Consecutive pages of a list: each answers 200 with the list's totals and the ids `idsOfPages` gives it. */
export function expectPages(
  pages: LightMyRequestResponse[],
  totals: { totalData: number; totalPage: number },
  idsOfPages: number[][],
): void {
  idsOfPages.forEach((ids, index) => {
    const page = pages[index]!;
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ error: false, ...totals });
    expect(page.json().data.map((row: { id: number }) => row.id)).toEqual(ids);
  });
}
