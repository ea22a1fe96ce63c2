import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from './pagination';

export interface CategoryInput {
  name: string;
  description: string;
  image: string | null;
}

export function categoriesRepository(db: Kysely<Database>) {
  return {
    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirst())?.id,

    async create(input: CategoryInput, at: string = nowIso()): Promise<number> {
      const row = await db
        .insertInto('categories')
        .values({ ...input, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
