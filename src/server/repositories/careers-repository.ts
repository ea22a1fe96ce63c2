import type { Kysely } from 'kysely';
import type { Career, CareerCreateBody, CareerUpdateBody } from '@/common/api/careers';
import type { PageQuery } from '@/common/api/envelope';
import type { CareerRow, Database } from '../db/schema';
import { countAll, fetchPage, nowIso, type Page } from './pagination';

const toCareer = (row: CareerRow): Career => ({ ...row, status: Boolean(row.status) });

export function careersRepository(db: Kysely<Database>) {
  return {
    async listActive(): Promise<Career[]> {
      const rows = await db
        .selectFrom('careers')
        .selectAll()
        .where('status', '=', 1)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toCareer);
    },

    async listPage(params: PageQuery): Promise<Page<Career>> {
      return fetchPage(
        params,
        async (limit, offset) =>
          (await db.selectFrom('careers').selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute()).map(
            toCareer,
          ),
        () => countAll(db, 'careers'),
      );
    },

    async findById(id: number): Promise<Career | undefined> {
      const row = await db.selectFrom('careers').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toCareer(row);
    },

    async findActiveById(id: number): Promise<Career | undefined> {
      const row = await db
        .selectFrom('careers')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 1)
        .executeTakeFirst();
      return row && toCareer(row);
    },

    /** Each active career's id and last change, for the sitemap. */
    listActiveUpdateStamps: (): Promise<{ id: number; updated_at: string }[]> =>
      db.selectFrom('careers').select(['id', 'updated_at']).where('status', '=', 1).orderBy('id').execute(),

    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('careers').select('id').where('name', '=', name).executeTakeFirst())?.id,

    async create(input: CareerCreateBody, at: string = nowIso()): Promise<Career> {
      const row = await db
        .insertInto('careers')
        .values({
          name: input.name.trim(),
          position: input.position.trim(),
          description: input.description ?? '',
          status: input.status === false ? 0 : 1,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCareer(row);
    },

    async update(id: number, input: CareerUpdateBody): Promise<Career | undefined> {
      const row = await db
        .updateTable('careers')
        .set({
          name: input.name.trim(),
          position: input.position.trim(),
          description: input.description,
          status: input.status ? 1 : 0,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toCareer(row);
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('careers').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type CareersRepository = ReturnType<typeof careersRepository>;
